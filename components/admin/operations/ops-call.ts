import { toast } from 'react-toastify';
import { httpClient, serverMessage } from '@/lib/http-client';

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

/**
 * A POST of an operations screen in the reader's language: the answer's data, or a toast with the
 * server's localized message (and the first field error) and the error rethrown for the form.
 */
export async function postOps<T>(path: string, body: unknown, locale: string, fallback: string): Promise<T> {
  try {
    const http = await httpClient();
    // The HTTP client's base URL is /api: the screens name endpoints by their full path.
    const response = await http.post<{ data: T }>(path.replace(/^\/api(?=\/)/, ''), body, { headers: { 'Accept-Language': locale } });
    return response.data.data;
  } catch (error) {
    const first = fieldProblems(error)[0];
    toast.error(first ? `${serverMessage(error) ?? fallback} ${first.message}` : (serverMessage(error) ?? fallback), { toastId: `${path}-failed` });
    throw error;
  }
}

/** Istanbul keeps UTC+03:00 all year: a `datetime-local` value read as Istanbul time, as an ISO instant. */
export const istanbulInstant = (local: string) => `${local.length === 16 ? `${local}:00` : local}+03:00`;

/** An ISO instant as a `datetime-local` value in Istanbul time. */
export const istanbulLocal = (iso: string) => new Date(Date.parse(iso) + 3 * 3_600_000).toISOString().slice(0, 16);
