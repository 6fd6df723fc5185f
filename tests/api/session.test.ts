import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type ApiResponse, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

const now = () => Math.floor(Date.now() / 1000);
const setCookies = (response: ApiResponse) => response.headers.getSetCookie();
const cookie = (response: ApiResponse, name: string) => setCookies(response).find((line) => line.startsWith(`${name}=`));
const maxAge = (line: string | undefined) => Number(/Max-Age=(\d+)/.exec(line ?? '')?.[1]);
const cookieValue = (line: string | undefined) => decodeURIComponent(/^[^=]+=([^;]*)/.exec(line ?? '')?.[1] ?? '');

const base64url = (value: object | string) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** Tokens that must never open a session, each built to fail exactly one check. */
async function rejectedTokens(): Promise<[string, string][]> {
  const valid = await api.token(['Customer']);
  const [header, payload, signature] = valid.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  const foreign = await generateKeyPair('RS256', { extractable: true });
  const { n } = await exportJWK((await generateKeyPair('RS256', { extractable: true })).publicKey);
  return [
    ['a tampered payload', `${header}.${base64url({ ...claims, roles: '["Admin"]' })}.${signature}`],
    ['alg none', `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`],
    ['HS256 signed with the public key as secret', await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', kid: 'test-key-1' }).sign(new TextEncoder().encode(String(n)))],
    ['a foreign key with the same kid', await api.sign({ ...claims }, { key: foreign.privateKey })],
    ['a wrong audience', await api.token(['Customer'], { aud: 'someone-else' })],
    ['a wrong issuer', await api.token(['Customer'], { iss: 'https://evil.example/v2.0/' })],
    ['an expired token', await api.sign({ ...claims, iat: now() - 7200, exp: now() - 3600 })],
    ['a not-yet-valid token', await api.sign({ ...claims, nbf: now() + 3600 })],
    ['a missing scp', await api.sign({ ...claims, scp: undefined })],
    ['a token without exp', await api.sign({ ...claims, exp: undefined })],
    ['a garbage string', 'not-a-token'],
  ];
}

describe('POST /api/login', () => {
  it('accepts a valid token with an HttpOnly cookie of a server-side session that expires with the token', async () => {
    const token = await api.token(['Customer'], {}, { expiresIn: '20m' });
    const response = await api.call('POST', '/api/login', { sameOrigin: true, body: { token } });
    expect(response.status).toBe(200);
    const data = response.json.data as { user: { fullName: string; roles: string[]; email: string }; expiresAt: number };
    expect(data.user).toMatchObject({ fullName: 'Ayşe Yılmaz', roles: ['Customer'], email: 'customer@example.com' });
    const session = cookie(response, 'navlun_session');
    expect(session).toContain('HttpOnly');
    expect(session).toContain('SameSite=Lax');
    expect(session).toContain('Path=/');
    // [T1] finding 4: the cookie is the session's own secret, never the token.
    expect(cookieValue(session)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookieValue(session)).not.toBe(token);
    expect(maxAge(session)).toBeGreaterThan(0);
    expect(maxAge(session)).toBeLessThanOrEqual(data.expiresAt - now() + 1);
    expect(maxAge(session)).toBeLessThanOrEqual(20 * 60);
    const xsrf = cookie(response, 'XSRF-TOKEN');
    expect(xsrf).not.toContain('HttpOnly');
    expect(cookieValue(xsrf).length).toBeGreaterThan(20);
  });

  it('answers 401 and clears the cookie for every invalid token', async () => {
    for (const [name, token] of await rejectedTokens()) {
      const response = await api.call('POST', '/api/login', { sameOrigin: true, body: { token } });
      expect(response.status, name).toBe(401);
      expect(response.json.code, name).toBe('session.invalidToken');
      const cleared = cookie(response, 'navlun_session');
      expect(cleared, name).toBeDefined();
      expect(maxAge(cleared), name).toBe(0);
    }
  });

  it('rejects an empty body, malformed JSON and oversized bodies without touching the session', async () => {
    const empty = await api.call('POST', '/api/login', { sameOrigin: true, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.json.errors?.[0]).toMatchObject({ field: 'token', code: 'validation.required' });
    const malformed = await api.call('POST', '/api/login', { sameOrigin: true, headers: { 'Content-Type': 'application/json' }, rawBody: '{"token":' });
    expect(malformed.status).toBe(400);
    const huge = await api.call('POST', '/api/login', { sameOrigin: true, headers: { 'Content-Type': 'application/json' }, rawBody: JSON.stringify({ token: 'x'.repeat(17_000) }) });
    expect(huge.status).toBe(413);
    for (const response of [empty, malformed, huge]) expect(setCookies(response)).toEqual([]);
  });

  it('refuses a cross-origin login', async () => {
    const token = await api.token(['Customer']);
    const response = await api.call('POST', '/api/login', { headers: { Origin: 'https://evil.example' }, body: { token } });
    expect(response.status).toBe(403);
    expect(setCookies(response)).toEqual([]);
  });
});

describe('POST /api/logout', () => {
  it('clears the session cookie, signed in or not (a signed-in one is revoked: tests/security/identity-findings.test.ts)', async () => {
    const response = await api.call('POST', '/api/logout', { sameOrigin: true });
    expect(response.status).toBe(200);
    expect(maxAge(cookie(response, 'navlun_session'))).toBe(0);
    expect(maxAge(cookie(response, 'XSRF-TOKEN'))).toBe(0);
  });
});

describe('the Graph session', () => {
  it('opens with a Graph token, with its own cookie, and closes', async () => {
    const graphToken = await api.token(['Customer'], { aud: 'https://graph.microsoft.com', scp: 'User.Read openid' });
    const response = await api.call('POST', '/api/loginWithGraph', { sameOrigin: true, body: { graphToken } });
    expect(response.status).toBe(200);
    expect(cookie(response, 'navlun_graph')).toContain('HttpOnly');
    expect(cookie(response, 'navlun_session')).toBeUndefined();
    const closed = await api.call('POST', '/api/logoutGraph', { sameOrigin: true });
    expect(maxAge(cookie(closed, 'navlun_graph'))).toBe(0);
  });

  it('refuses an API token as a Graph token', async () => {
    const response = await api.call('POST', '/api/loginWithGraph', { sameOrigin: true, body: { graphToken: await api.token(['Customer']) } });
    expect(response.status).toBe(401);
    expect(maxAge(cookie(response, 'navlun_graph'))).toBe(0);
  });
});

describe('bearer and cookie authentication on the backend API', () => {
  it('answers 401 to every rejected token sent as a bearer', async () => {
    for (const [name, token] of await rejectedTokens()) {
      const response = await api.call('GET', '/api/Account/GetProfile', { bearer: token });
      expect(response.status, name).toBe(401);
      expect(response.headers.get('www-authenticate'), name).toBe('Bearer');
    }
  });

  it('accepts the session cookie, and a cookie write needs same origin plus the XSRF double submit', async () => {
    const token = await api.demoToken('editor@navlunport.test');
    const login = await api.call('POST', '/api/login', { sameOrigin: true, body: { token } });
    const session = cookieValue(cookie(login, 'navlun_session'));
    const xsrf = cookieValue(cookie(login, 'XSRF-TOKEN'));
    const body = { code: 'it', name: 'Italian', nativeName: 'Italiano' };

    expect((await api.call('GET', '/api/Account/GetProfile', { cookies: { navlun_session: session } })).status).toBe(200);
    const noXsrf = await api.call('POST', '/api/Language/Create', { sameOrigin: true, cookies: { navlun_session: session, 'XSRF-TOKEN': xsrf }, body });
    expect(noXsrf.status).toBe(403);
    expect(noXsrf.json.code).toBe('errors.csrf');
    const crossOrigin = await api.call('POST', '/api/Language/Create', { headers: { Origin: 'https://evil.example', 'X-XSRF-TOKEN': xsrf }, cookies: { navlun_session: session, 'XSRF-TOKEN': xsrf }, body });
    expect(crossOrigin.status).toBe(403);
    const mismatched = await api.call('POST', '/api/Language/Create', { sameOrigin: true, headers: { 'X-XSRF-TOKEN': 'forged' }, cookies: { navlun_session: session, 'XSRF-TOKEN': xsrf }, body });
    expect(mismatched.status).toBe(403);
    expect((await api.sql<{ n: number }>(`select count(*)::int as n from languages where code = 'it'`))[0]?.n).toBe(0);

    const allowed = await api.call('POST', '/api/Language/Create', { sameOrigin: true, headers: { 'X-XSRF-TOKEN': xsrf }, cookies: { navlun_session: session, 'XSRF-TOKEN': xsrf }, body });
    expect(allowed.status).toBe(200);
  });

  it('treats an invalid session cookie as anonymous', async () => {
    const response = await api.call('GET', '/api/Account/GetProfile', { cookies: { navlun_session: 'garbage' } });
    expect(response.status).toBe(401);
  });
});

describe('POST /api/assignRegistrationChannel', () => {
  it('stores a configured channel matched ignoring case', async () => {
    const bearer = await api.demoToken('customer@navlunport.test');
    const response = await api.call('POST', '/api/assignRegistrationChannel', { bearer, body: { registrationChannel: 'LinkedIn' } });
    expect(response.status).toBe(200);
    expect(response.json.data).toEqual({ registrationChannel: 'linkedin' });
    const profile = await api.call('GET', '/api/Account/GetProfile', { bearer });
    expect(profile.json.data).toMatchObject({ registrationChannel: 'linkedin', companyName: 'Ege Tekstil A.Ş.', fullName: 'Ayşe Yılmaz' });
  });

  it('refuses a channel outside the list and changes nothing', async () => {
    const bearer = await api.demoToken('colleague@navlunport.test');
    const response = await api.call('POST', '/api/assignRegistrationChannel', { bearer, body: { registrationChannel: 'billboard' } });
    expect(response.status).toBe(400);
    expect(response.json.errors?.[0]).toMatchObject({ field: 'registrationChannel', code: 'session.unknownChannel' });
    expect((await api.call('GET', '/api/Account/GetProfile', { bearer })).json.data).toMatchObject({ registrationChannel: null });
  });
});

describe('POST /api/internal/identityClaims (the provider’s claims call)', () => {
  const secret = { 'X-Claims-Secret': 'navlunport-embedded-claims-secret' };

  it('needs the shared secret', async () => {
    const response = await api.call('POST', '/api/internal/identityClaims', { headers: { 'X-Claims-Secret': 'wrong' }, body: { objectId: 'x', email: 'x@example.com' } });
    expect(response.status).toBe(401);
  });

  it('registers a new user as a Customer and answers the demo users’ roles', async () => {
    const fresh = await api.call('POST', '/api/internal/identityClaims', { headers: secret, body: { objectId: 'new-user-1', email: 'New@Example.com', givenName: 'Can', surname: 'Kaya', policy: 'B2C_1_signup' } });
    expect(fresh.json).toEqual({ roles: ['Customer'], companyName: null });
    const [row] = await api.sql<{ email: string; first_name: string }>(`select email, first_name from users where id = 'new-user-1'`);
    expect(row).toEqual({ email: 'new@example.com', first_name: 'Can' });
    const admin = await api.call('POST', '/api/internal/identityClaims', { headers: secret, body: { objectId: '8a1f0c52-6b0e-4d3c-9f1e-0c7d5b2a9e03', email: 'companyadmin@navlunport.test' } });
    expect(admin.json).toEqual({ roles: ['CompanyAdmin'], companyName: 'Ege Tekstil A.Ş.' });
  });

  it('answers 403 for a deactivated account', async () => {
    await api.call('POST', '/api/internal/identityClaims', { headers: secret, body: { objectId: 'gone-user', email: 'gone@example.com' } });
    await api.sql(`update users set is_active = false where id = 'gone-user'`);
    const response = await api.call('POST', '/api/internal/identityClaims', { headers: secret, body: { objectId: 'gone-user', email: 'gone@example.com' } });
    expect(response.status).toBe(403);
    expect(response.json.code).toBe('account.deactivated');
  });
});
