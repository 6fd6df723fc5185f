import type { FieldError } from '../../schemas/errors';

/** An expected failure with its HTTP status and a stable dotted message key. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly params: Record<string, string | number> = {},
    readonly fieldErrors?: FieldError[],
    readonly headers: Record<string, string | string[]> = {},
  ) {
    super(code);
    this.name = 'ApiError';
  }
}

export const badRequest = (code: string, fieldErrors?: FieldError[]) => new ApiError(400, code, {}, fieldErrors);
export const unauthorized = (code = 'errors.unauthorized') => new ApiError(401, code, {}, undefined, { 'WWW-Authenticate': 'Bearer' });
export const forbidden = (code = 'errors.forbidden') => new ApiError(403, code);
export const notFound = (code = 'errors.notFound') => new ApiError(404, code);
export const conflict = (code = 'errors.conflict') => new ApiError(409, code);
export const tooManyRequests = (seconds: number) => new ApiError(429, 'errors.tooManyRequests', { seconds }, undefined, { 'Retry-After': String(seconds) });

const unavailableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTCONN', 'EHOSTUNREACH', 'EAI_AGAIN', '57P01', '57P02', '57P03', '53300']);
/** node-postgres' errors of a lost connection, which carry no code. */
const unavailableMessages = /^(Connection terminated|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect)/;

/**
 * Errors that mean the database can't be reached (connection refused or lost, shutting down, starting up,
 * too many clients …): 503, not 500. drizzle wraps the driver's error (DrizzleQueryError), so the causes
 * are looked at too.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; current = (current as { cause?: unknown }).cause, depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (unavailableCodes.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && unavailableMessages.test(message)) return true;
  }
  return false;
}

/** Field errors of a nested object named from its parent: `readyDate` under `search` is `search.readyDate`. */
export function prefixFields(prefix: string, errors: readonly FieldError[]): FieldError[] {
  return errors.map((error) => ({ ...error, field: error.field ? `${prefix}.${error.field}` : prefix }));
}

/** Runs a check whose field errors name fields of a nested object, and names them from the parent. */
export async function underField<T>(prefix: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError && error.fieldErrors) throw new ApiError(error.status, error.code, error.params, prefixFields(prefix, error.fieldErrors), error.headers);
    throw error;
  }
}
