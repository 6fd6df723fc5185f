import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@/lib/api/endpoints';
import { resetRateLimits } from '@/lib/server/rate-limit/limits';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  process.env.RATE_LIMIT_MULTIPLIER = '1';
  api = await startTestApi();
  resetRateLimits();
});
afterAll(async () => {
  delete process.env.RATE_LIMIT_MULTIPLIER;
  resetRateLimits();
  await api?.close();
});

describe('rate limits', () => {
  it('stops an address after the Freight/Search limit with a localized 429 and Retry-After', async () => {
    const limit = endpoints.freightSearch.rateLimit!.points;
    // Invalid bodies still count: a flood of junk is a flood.
    const statuses = [];
    for (let call = 0; call < limit; call++) statuses.push((await api.call('POST', '/api/Freight/Search', { body: {} })).status);
    expect(new Set(statuses)).toEqual(new Set([400]));
    const refused = await api.call('POST', '/api/Freight/Search', { body: {}, headers: { 'Accept-Language': 'tr' } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.json.code).toBe('errors.tooManyRequests');
    expect(refused.json.message).toMatch(/Çok fazla istek/);
  });

  // [T1] finding 5 (low): a signed-in caller was counted per user instead of per address, so signing in (with a new
  // account each time) reset the count. Now a signed-in call counts for the address too, and for the user anywhere.
  it('finding 5: signing in, with one account or several, never resets what an address has used; a user’s count follows them', async () => {
    process.env.TRUST_PROXY = '1';
    try {
      const limit = endpoints.freightSearch.rateLimit!.points;
      const from = (address: string, bearer?: string) => api.call('POST', '/api/Freight/Search', { body: {}, bearer, headers: { 'X-Forwarded-For': address } });
      for (let call = 0; call < limit; call++) expect((await from('198.51.100.7')).status).toBe(400);
      expect((await from('198.51.100.7')).status).toBe(429);
      for (const account of ['rate-a', 'rate-b']) {
        const bearer = await api.token(['Customer'], { oid: account, sub: account });
        expect((await from('198.51.100.7', bearer)).status, account).toBe(429);
      }
      // One account's calls from several addresses are one count: used up at one, refused at another.
      const traveller = await api.token(['Customer'], { oid: 'rate-traveller', sub: 'rate-traveller' });
      for (let call = 0; call < limit; call++) expect((await from(`203.0.113.${call % 200}`, traveller)).status).toBe(400);
      expect((await from('203.0.113.250', traveller)).status).toBe(429);
      expect((await from('203.0.113.250')).status).toBe(400);
    } finally {
      delete process.env.TRUST_PROXY;
    }
  });

  it('documents the limit in the OpenAPI document', async () => {
    const document = (await api.call('GET', '/api/openapi.json')).json as unknown as { paths: Record<string, { post: { responses: Record<string, { description: string }> } }> };
    expect(document.paths['/api/Freight/Search']!.post.responses['429']!.description).toContain('at most 120 calls per 60 s');
  });
});
