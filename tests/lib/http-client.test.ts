import { describe, expect, it } from 'vitest';
import { httpClient, httpStatus, serverMessage } from '@/lib/http-client';
import { http } from '@/lib/http';

describe('the lazily loaded HTTP client', () => {
  it('is the one axios instance of lib/http.ts', async () => {
    expect(await httpClient()).toBe(http);
  });

  it('reads the localized message of an error envelope, and nothing else', () => {
    expect(serverMessage({ response: { data: { isSuccess: false, message: 'Teklif artık geçerli değil.' } } })).toBe('Teklif artık geçerli değil.');
    expect(serverMessage({ response: { data: '<html>' } })).toBeUndefined();
    expect(serverMessage(new Error('network'))).toBeUndefined();
    expect(serverMessage(null)).toBeUndefined();
  });

  it('reads the status of a failed call', () => {
    expect(httpStatus({ response: { status: 401 } })).toBe(401);
    expect(httpStatus(new Error('network'))).toBeUndefined();
  });
});
