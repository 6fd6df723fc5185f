import type { AxiosInstance } from 'axios';

/**
 * The HTTP client (lib/http.ts) loaded on first use: pages whose first paint calls nothing keep axios
 * out of their first load. Modules already loaded on demand may import lib/http.ts directly.
 */
export const httpClient = (): Promise<AxiosInstance> => import('./http').then((module) => module.http);

/** The localized message of a failed call's error envelope ({ isSuccess: false, message }), if the server sent one. */
export function serverMessage(error: unknown): string | undefined {
  const message = (error as { response?: { data?: { message?: unknown } } } | null)?.response?.data?.message;
  return typeof message === 'string' && message ? message : undefined;
}

/** The HTTP status of a failed call, if the server answered. */
export function httpStatus(error: unknown): number | undefined {
  const status = (error as { response?: { status?: unknown } } | null)?.response?.status;
  return typeof status === 'number' ? status : undefined;
}
