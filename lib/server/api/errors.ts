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

/** Errors that mean the database can't be reached (connection refused, shutting down …): 503, not 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P02', '57P03', '53300'].includes(code) || code.startsWith('08'));
}
