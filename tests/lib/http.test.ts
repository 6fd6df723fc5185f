import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, setAccessTokenProvider, withBackendInterceptors } from '@/lib/client/http';

function clientAnswering(adapter: AxiosAdapter) {
  return withBackendInterceptors(axios.create({ baseURL: '/api', adapter }));
}

const respond =
  (status: number): AxiosAdapter =>
  async (config) => {
    const response = { status, statusText: '', data: {}, headers: {}, config, request: {} };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, {}, response);
  };

afterEach(() => {
  vi.restoreAllMocks();
  setAccessTokenProvider(() => null);
});

describe('the response interceptor: logs what failed, rethrows unchanged', () => {
  it.each([
    [401, 'an authorisation error'],
    [404, '404'],
    [511, 'an error occurred'],
    [500, 'a generic error'],
    [409, 'a generic error'],
  ])('logs status %i as "%s" and rethrows', async (status, logged) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const call = clientAnswering(respond(status)).get('/x');
    await expect(call).rejects.toMatchObject({ response: { status } });
    expect(error).toHaveBeenCalledWith(`[http] ${logged}`);
  });

  it('logs a network error with no response as the network failing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = clientAnswering(async (config) => {
      throw new AxiosError('Network Error', 'ERR_NETWORK', config, {});
    });
    await expect(client.get('/x')).rejects.toMatchObject({ code: 'ERR_NETWORK' });
    expect(error).toHaveBeenCalledWith('[http] the network failed and the service cannot be reached');
  });

  it('logs a failure with no response at all as unexpected', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = clientAnswering(async () => {
      throw new Error('adapter exploded');
    });
    await expect(client.get('/x')).rejects.toThrow('adapter exploded');
    expect(error).toHaveBeenCalledWith('[http] an unexpected error');
  });

  it('passes successes through without logging', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(clientAnswering(respond(200)).get('/x')).resolves.toMatchObject({ status: 200 });
    expect(error).not.toHaveBeenCalled();
  });
});

describe('the HTTP client', () => {
  it('uses base /api and keeps axios defaults', () => {
    expect(http.defaults.baseURL).toBe('/api');
    expect(http.defaults.timeout).toBe(0);
    expect(http.defaults.xsrfCookieName).toBe('XSRF-TOKEN');
    expect(http.defaults.xsrfHeaderName).toBe('X-XSRF-TOKEN');
    expect(http.defaults.headers.common.Accept).toBe('application/json, text/plain, */*');
    expect(http.defaults.validateStatus?.(200)).toBe(true);
    expect(http.defaults.validateStatus?.(299)).toBe(true);
    expect(http.defaults.validateStatus?.(300)).toBe(false);
  });

  it('sends the bearer token when one is available', async () => {
    let seen: InternalAxiosRequestConfig | undefined;
    const client = clientAnswering(async (config) => {
      seen = config;
      return { status: 200, statusText: '', data: {}, headers: {}, config };
    });
    await client.get('/x');
    expect((seen?.headers as AxiosHeaders).get('Authorization')).toBeUndefined();
    setAccessTokenProvider(() => 'abc.def.ghi');
    await client.get('/x');
    expect((seen?.headers as AxiosHeaders).get('Authorization')).toBe('Bearer abc.def.ghi');
  });
});
