import { describe, expect, it } from 'vitest';
import { httpClient } from '@/lib/client/http-client';
import { http } from '@/lib/client/http';

describe('the lazily loaded HTTP client', () => {
  it('is the one axios instance of lib/client/http.ts', async () => {
    expect(await httpClient()).toBe(http);
  });
});
