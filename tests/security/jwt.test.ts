import type { JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authConfig } from '@/lib/server/auth/config';
import { startTestApi, type ApiResponse, type TestApi } from '../api/harness';
import { call, concretePath, envelopeProblems, routes } from './support/routes';
import { accessClaims, forgedTokens } from './support/tokens';

/**
 * The JWT rejection matrix: every forged or broken token, as a bearer on every user endpoint, as the
 * session cookie, and on the BFF logins (tests/api/session.test.ts proves the valid paths and a subset).
 */
let api: TestApi;
let claims: JWTPayload;
let forged: [string, string][];
beforeAll(async () => {
  api = await startTestApi();
  claims = await accessClaims(api);
  forged = await forgedTokens(api, claims);
});
afterAll(async () => api?.close());

const userRoutes = routes.filter((route) => route.endpoint.access.kind === 'user');
const maxAge = (response: ApiResponse, name: string) => Number(/Max-Age=(\d+)/.exec(response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`)) ?? '')?.[1] ?? NaN);

function expectRejected(response: ApiResponse, label: string, code = 'errors.unauthorized') {
  expect(response.status, `${label}: ${response.text.slice(0, 200)}`).toBe(401);
  expect(envelopeProblems(response), label).toEqual([]);
  expect(response.json.code, label).toBe(code);
}

/** The BFF's body schema caps a token's length: an oversized one is a 400 before any verification, and no cookie changes. */
function oversizedRefused(response: ApiResponse, variant: string): boolean {
  if (variant !== 'an oversized token') return false;
  expect(response.status).toBe(400);
  expect(response.json.errors?.[0]?.code).toBe('validation.tooLong');
  expect(response.headers.getSetCookie()).toEqual([]);
  return true;
}

describe('the JWT rejection matrix', { timeout: 240_000 }, () => {
  it('the baseline token is valid (so each variant fails for its one defect)', async () => {
    expect((await call(api, 'GET', '/api/Account/GetProfile', { bearer: await api.sign(claims) })).status).toBe(200);
    expect(forged.length).toBeGreaterThan(20);
  });

  it('every forged token as a bearer on every user endpoint → 401 with the envelope, nothing else', async () => {
    for (const { name, endpoint } of userRoutes) {
      const path = concretePath(endpoint);
      for (const [variant, token] of forged) {
        const response = await call(api, endpoint.method, path, { bearer: token, body: endpoint.method === 'POST' && endpoint.bodyKind !== 'multipart' ? {} : undefined, headers: { 'Accept-Language': 'en' } });
        expectRejected(response, `${name} with ${variant}`);
        expect(response.headers.get('www-authenticate'), `${name} with ${variant}`).toBe('Bearer');
      }
    }
  });

  it('an empty or schemeless Authorization header is a 401, never anonymous access', async () => {
    for (const header of ['Bearer', 'Bearer ', 'Bearer  ', 'bearer null', 'Bearer undefined', `Bearer ${'x'.repeat(10_000)}`]) {
      expectRejected(await call(api, 'GET', '/api/Account/GetProfile', { headers: { Authorization: header } }), JSON.stringify(header.slice(0, 20)));
    }
    // Another scheme is no credential at all: the caller is anonymous (401 on a user endpoint, fine on a public one).
    expectRejected(await call(api, 'GET', '/api/Account/GetProfile', { headers: { Authorization: `Basic ${Buffer.from('admin:admin').toString('base64')}` } }), 'Basic');
  });

  it('a forged session cookie counts as anonymous on every user endpoint', async () => {
    for (const { name, endpoint } of userRoutes) {
      for (const [variant, token] of forged) {
        const response = await call(api, endpoint.method, concretePath(endpoint), { sameOrigin: true, cookies: { navlun_session: encodeURIComponent(token), 'XSRF-TOKEN': 'x' }, headers: { 'X-XSRF-TOKEN': 'x' }, body: endpoint.method === 'POST' && endpoint.bodyKind !== 'multipart' ? {} : undefined });
        expectRejected(response, `${name} with a cookie of ${variant}`);
      }
    }
  });

  it('POST /api/login refuses every forged token: 401 session.invalidToken, cookies cleared', async () => {
    for (const [variant, token] of forged) {
      const response = await call(api, 'POST', '/api/login', { sameOrigin: true, body: { token } });
      if (oversizedRefused(response, variant)) continue;
      expectRejected(response, `login with ${variant}`, 'session.invalidToken');
      expect(maxAge(response, 'navlun_session'), variant).toBe(0);
      expect(maxAge(response, 'XSRF-TOKEN'), variant).toBe(0);
    }
  });

  it('POST /api/loginWithGraph refuses the same forgeries of a Graph token', async () => {
    const { graph } = authConfig();
    const graphClaims = { ...claims, aud: graph.audience, scp: `${graph.scope} openid`, iss: graph.issuer };
    expect((await call(api, 'POST', '/api/loginWithGraph', { sameOrigin: true, body: { graphToken: await api.sign(graphClaims) } })).status).toBe(200);
    for (const [variant, token] of await forgedTokens(api, graphClaims)) {
      const response = await call(api, 'POST', '/api/loginWithGraph', { sameOrigin: true, body: { graphToken: token } });
      if (oversizedRefused(response, variant)) continue;
      expectRejected(response, `Graph login with ${variant}`, 'session.invalidToken');
      expect(maxAge(response, 'navlun_graph'), variant).toBe(0);
    }
  });
});
