import axios, { type AxiosError, type AxiosInstance } from 'axios';

/**
 * The error catalogue: what the response interceptor logs for a failed backend call, before it
 * rethrows the error unchanged.
 */
export function describeFailure(error: unknown): string {
  const failure = error as Partial<AxiosError> | null;
  const status = failure?.response?.status;
  if (status === 401) return 'an authorisation error';
  if (status === 404) return '404';
  if (status === 511) return 'an error occurred';
  if (status !== undefined) return 'a generic error';
  if (failure?.code === 'ERR_NETWORK' || failure?.request) return 'the network failed and the service cannot be reached';
  return 'an unexpected error';
}

type TokenProvider = () => string | null | undefined;
let accessToken: TokenProvider = () => null;

/** The session module tells the client where the current access token comes from. */
export function setAccessTokenProvider(provider: TokenProvider): void {
  accessToken = provider;
}

/** Adds the bearer header and the logging response interceptor to an axios instance (axios' own defaults are kept). */
export function withBackendInterceptors(instance: AxiosInstance): AxiosInstance {
  instance.interceptors.request.use((config) => {
    const token = accessToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  instance.interceptors.response.use(
    (response) => response,
    (error: unknown) => {
      console.error(`[http] ${describeFailure(error)}`);
      return Promise.reject(error);
    },
  );
  return instance;
}

/** The one HTTP client of the front end: base /api. */
export const http = withBackendInterceptors(axios.create({ baseURL: '/api' }));
