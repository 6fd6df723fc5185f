import { adminCall } from '../admin-call';

export interface FieldProblem {
  field: string;
  code: string;
  message: string;
}

/** The localized field errors of a failed call (400), if any. */
export function fieldProblems(error: unknown): FieldProblem[] {
  const errors = (error as { response?: { data?: { errors?: unknown } } } | null)?.response?.data?.errors;
  return Array.isArray(errors) ? (errors as FieldProblem[]) : [];
}

/** A POST of an operations screen in the reader's language (components/admin/admin-call.ts adminCall). */
export function postOps<T>(path: string, body: unknown, locale: string, fallback: string): Promise<T> {
  return adminCall<T>('POST', path, body, locale, fallback);
}

/** Istanbul keeps UTC+03:00 all year: a `datetime-local` value read as Istanbul time, as an ISO instant. */
export const istanbulInstant = (local: string) => `${local.length === 16 ? `${local}:00` : local}+03:00`;

/** An ISO instant as a `datetime-local` value in Istanbul time. */
export const istanbulLocal = (iso: string) => new Date(Date.parse(iso) + 3 * 3_600_000).toISOString().slice(0, 16);
