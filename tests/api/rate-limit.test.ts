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

  it('counts signed-in users apart from their address', async () => {
    const token = await api.demoToken('customer@navlunport.test');
    const response = await api.call('POST', '/api/Freight/Search', { body: {}, bearer: token });
    expect(response.status).toBe(400);
  });

  it('documents the limit in the OpenAPI document', async () => {
    const document = (await api.call('GET', '/api/openapi.json')).json as unknown as { paths: Record<string, { post: { responses: Record<string, { description: string }> } }> };
    expect(document.paths['/api/Freight/Search']!.post.responses['429']!.description).toContain('at most 120 calls per 60 s');
  });
});
