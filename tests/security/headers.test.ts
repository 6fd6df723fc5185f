import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '@/lib/security-headers';
import { resetRateLimits } from '@/lib/server/rate-limit/limits';
import { startTestApi, type ApiResponse, type CallOptions, type TestApi } from '../api/harness';
import { headerProblems } from './support/headers';
import { authorised, call, concretePath, credentials, routes, type Credentials } from './support/routes';

let api: TestApi;
let creds: Credentials;
beforeAll(async () => {
  api = await startTestApi();
  creds = await credentials(api);
});
afterAll(async () => api?.close());

/** Every answer the sweep saw, by endpoint: status and whether its headers were right. */
const seen = new Map<string, Set<number>>();

async function check(label: string, method: string, path: string, options: CallOptions = {}, https = false): Promise<ApiResponse> {
  const response = await call(api, method, path, { ...options, headers: { ...options.headers, ...(https ? { 'X-Forwarded-Proto': 'https' } : {}) } });
  expect(headerProblems(response.headers, https), `${label}: ${method} ${path} → ${response.status}`).toEqual([]);
  if (!https) expect(response.headers.get('strict-transport-security'), `${label}: no HSTS on plain http`).toBeNull();
  expect(response.status, `${label}: ${method} ${path} ${response.text.slice(0, 200)}`).toBeLessThan(500);
  seen.set(label, (seen.get(label) ?? new Set()).add(response.status));
  return response;
}

describe('security headers on every API answer', { timeout: 240_000 }, () => {
  it('on every endpoint: wrong method, no credentials, a role short, an invalid and an empty request, over http and https', async () => {
    for (const { name, endpoint } of routes) {
      const path = concretePath(endpoint, { conversationId: creds.chat.conversationId });
      const options = authorised(endpoint, creds);
      // A path may serve GET and POST (Direct Line activities): the wrong method is one no endpoint of the path takes.
      const methods = new Set(routes.filter((other) => other.endpoint.path === endpoint.path).map((other) => other.endpoint.method));
      const wrongMethod = await check(name, ['GET', 'POST', 'PUT', 'DELETE'].find((method) => !methods.has(method as never))!, path, options);
      expect(wrongMethod.status, `${name} wrong method`).toBe(405);
      if (endpoint.access.kind !== 'public') {
        const anonymous = await check(name, endpoint.method, path, { headers: { 'Accept-Language': 'tr' }, body: endpoint.method === 'POST' ? {} : undefined });
        expect(anonymous.status, `${name} anonymous`).toBe(endpoint.access.kind === 'sameOrigin' ? 403 : 401);
      }
      if (endpoint.access.kind === 'user' && endpoint.access.roles && !endpoint.access.roles.includes('Customer')) {
        expect((await check(name, endpoint.method, path, { bearer: creds.tokens.customer, body: endpoint.method === 'POST' ? {} : undefined })).status, `${name} as a customer`).toBe(403);
      }
      const invalid = endpoint.method === 'POST' ? { ...options, body: [['not', 'an', 'object']] } : { ...options };
      await check(name, endpoint.method, endpoint.method === 'GET' ? `${path}?id=%00&page=-1&number=${'9'.repeat(300)}` : path, invalid);
      await check(name, endpoint.method, path, { ...options, ...(endpoint.method === 'POST' && endpoint.bodyKind !== 'multipart' ? { body: {} } : {}) }, true);
    }
  });

  it('on answers of known statuses: 200, 304, 404, 413, 415 and an unknown path', async () => {
    const admin = { bearer: creds.tokens.admin };
    expect((await check('lookup', 'GET', '/api/Lookup/GetAll')).status).toBe(200);
    const etag = (await check('lookup', 'GET', '/api/Lookup/GetAll', {}, true)).headers.get('etag')!;
    expect((await check('lookup', 'GET', '/api/Lookup/GetAll', { headers: { 'If-None-Match': etag } })).status).toBe(304);
    expect((await check('profile', 'GET', '/api/Account/GetProfile', admin, true)).status).toBe(200);
    expect((await check('demand', 'GET', '/api/Demand/Get?id=987654321', admin)).status).toBe(404);
    expect((await check('body', 'POST', '/api/Contact/Send', { rawBody: `{"message":"${'x'.repeat(70_000)}"}`, headers: { 'Content-Type': 'application/json' } })).status).toBe(413);
    expect((await check('type', 'POST', '/api/Contact/Send', { rawBody: 'name=x', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })).status).toBe(415);
    expect((await check('pdf', 'GET', '/api/openapi.json')).status).toBe(200);
    expect((await check('unknown', 'GET', '/api/No/Such')).status).toBe(404);
  });

  it('on 429 answers of every rate-limited endpoint, with Retry-After', async () => {
    const multiplier = process.env.RATE_LIMIT_MULTIPLIER;
    process.env.RATE_LIMIT_MULTIPLIER = '1';
    resetRateLimits();
    try {
      for (const { name, endpoint } of routes.filter((route) => route.endpoint.rateLimit)) {
        const path = concretePath(endpoint, { conversationId: creds.chat.conversationId });
        // An invalid request still counts (limits are taken before the body is read): cheap to repeat.
        const options = { ...authorised(endpoint, creds), ...(endpoint.method === 'POST' ? { rawBody: '[]', headers: { 'Content-Type': 'application/json' } } : {}) };
        const target = endpoint.method === 'GET' ? `${path}?id=x` : path;
        let status = 0;
        for (let attempt = 0; attempt <= endpoint.rateLimit!.points + 1 && status !== 429; attempt += 1) {
          status = (await call(api, endpoint.method, target, options)).status;
        }
        expect(status, `${name} never limited`).toBe(429);
        const limited = await check(`${name}#429`, endpoint.method, target, options, true);
        expect(limited.status).toBe(429);
        expect(Number(limited.headers.get('retry-after')), name).toBeGreaterThan(0);
      }
    } finally {
      process.env.RATE_LIMIT_MULTIPLIER = multiplier;
      resetRateLimits();
    }
  });

  it('saw every status class the brief names', () => {
    const statuses = new Set([...seen.values()].flatMap((set) => [...set]));
    for (const status of [200, 304, 400, 401, 403, 404, 405, 413, 415, 429]) expect(statuses, `status ${status}`).toContain(status);
  });
});

describe('HSTS', { timeout: 240_000 }, () => {
  it('is sent whenever PUBLIC_ORIGIN is https, and per request behind a TLS-terminating proxy', async () => {
    expect(securityHeaders({ PUBLIC_ORIGIN: 'https://navlunport.example' }).map((header) => header.key)).toContain('Strict-Transport-Security');
    expect(securityHeaders({ PUBLIC_ORIGIN: 'http://localhost:3000' }).map((header) => header.key)).not.toContain('Strict-Transport-Security');
    const proxied = await call(api, 'GET', '/api/Lookup/GetAll', { headers: { 'X-Forwarded-Proto': 'https, http' } });
    expect(proxied.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    expect((await call(api, 'GET', '/api/Lookup/GetAll', { headers: { 'X-Forwarded-Proto': 'http' } })).headers.get('strict-transport-security')).toBeNull();
  });
});
