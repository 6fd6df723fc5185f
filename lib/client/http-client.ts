import type { AxiosInstance } from 'axios';

/**
 * The HTTP client (lib/client/http.ts) loaded on first use: pages whose first paint calls nothing keep axios
 * out of their first load. The typed API client (lib/client/api.ts) calls through it.
 */
export const httpClient = (): Promise<AxiosInstance> => import('./http').then((module) => module.http);
