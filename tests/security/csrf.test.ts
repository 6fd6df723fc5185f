import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type ApiResponse, type CallOptions, type TestApi } from '../api/harness';
import { changedTables, databaseFingerprint } from './support/checksum';
import { call, concretePath, envelopeProblems, routes } from './support/routes';

/**
 * CSRF: every endpoint a browser's session cookie can drive to a write (user POSTs, GETs marked `writes`,
 * and the BFF's sameOrigin routes) refuses a cross-site request with 403 errors.csrf and writes nothing;
 * the same request from our own pages passes the gate. The rule (lib/server/auth/authenticate.ts):
 * Origin, or Referer when there is no Origin, must be our host, and X-XSRF-TOKEN must match the
 * XSRF-TOKEN cookie. tests/api/session.test.ts proves the valid cookie session itself.
 */
let api: TestApi;
let session: { navlun_session: string; 'XSRF-TOKEN': string };
beforeAll(async () => {
  api = await startTestApi();
  const login = await call(api, 'POST', '/api/login', { sameOrigin: true, body: { token: await api.demoToken('admin@navlunport.test') } });
  const value = (name: string) => decodeURIComponent(/^[^=]+=([^;]*)/.exec(login.headers.getSetCookie().find((line) => line.startsWith(`${name}=`)) ?? '')?.[1] ?? '');
  session = { navlun_session: encodeURIComponent(value('navlun_session')), 'XSRF-TOKEN': value('XSRF-TOKEN') };
  expect(session['XSRF-TOKEN'].length).toBeGreaterThan(20);
});
afterAll(async () => api?.close());

const cookieWrites = routes.filter(({ endpoint }) => (endpoint.access.kind === 'user' && (endpoint.method === 'POST' || endpoint.writes)) || endpoint.access.kind === 'sameOrigin');

/** Cross-site shapes of the same request, each carrying the victim's cookies. */
function attacks(xsrf: string): [string, Record<string, string>][] {
  return [
    ['Origin https://evil.example with a matching XSRF header', { Origin: 'https://evil.example', 'X-XSRF-TOKEN': xsrf }],
    ['Origin null (sandboxed frame, data: URL)', { Origin: 'null', 'X-XSRF-TOKEN': xsrf }],
    ['Sec-Fetch-Site cross-site without Origin or Referer', { 'Sec-Fetch-Site': 'cross-site', 'X-XSRF-TOKEN': xsrf }],
    ['no Origin and no Referer', { 'X-XSRF-TOKEN': xsrf }],
    ['a Referer of another site', { Referer: 'https://evil.example/page', 'X-XSRF-TOKEN': xsrf }],
    ['an Origin that only starts like ours', { Origin: 'http://127.0.0.1.evil.example', 'X-XSRF-TOKEN': xsrf }],
    ['an Origin with our host as user info', { Origin: 'http://127.0.0.1@evil.example', 'X-XSRF-TOKEN': xsrf }],
  ];
}

const requestOf = (endpoint: (typeof routes)[number]['endpoint'], headers: Record<string, string>, cookies: Record<string, string>): CallOptions => ({
  headers: { 'Accept-Language': 'en', ...headers },
  cookies,
  ...(endpoint.method === 'POST' ? { body: {} } : {}),
});

describe('CSRF on cookie-authenticated writes', { timeout: 240_000 }, () => {
  it('lists the endpoints it guards (every user POST, the BFF routes, Language/Delete)', () => {
    expect(cookieWrites.map((route) => route.endpoint.path)).toEqual(expect.arrayContaining(['/api/Language/Create', '/api/Language/Delete', '/api/login', '/api/logout', '/api/Demand/Create', '/api/File/Upload']));
    expect(cookieWrites.length).toBeGreaterThan(40);
  });

  it('refuses every cross-site shape with 403 errors.csrf, and nothing is written', async () => {
    const before = await databaseFingerprint(api);
    const failures: string[] = [];
    for (const { name, endpoint } of cookieWrites) {
      const path = concretePath(endpoint);
      const target = endpoint.method === 'GET' ? `${path}?id=1` : path;
      const cases: [string, ApiResponse][] = [];
      for (const [attack, headers] of attacks(session['XSRF-TOKEN'])) cases.push([attack, await call(api, endpoint.method, target, requestOf(endpoint, headers, session))]);
      if (endpoint.access.kind === 'user') {
        // Our own origin, but the XSRF double-submit is missing or wrong: a cross-site form can set neither.
        cases.push(['same origin without the XSRF header', await call(api, endpoint.method, target, { ...requestOf(endpoint, {}, session), sameOrigin: true })]);
        cases.push(['same origin with a forged XSRF header and cookie', await call(api, endpoint.method, target, { ...requestOf(endpoint, { 'X-XSRF-TOKEN': 'forged' }, { navlun_session: session.navlun_session, 'XSRF-TOKEN': 'forged-too' }), sameOrigin: true })]);
        cases.push(['same origin with the header but no XSRF cookie', await call(api, endpoint.method, target, { ...requestOf(endpoint, { 'X-XSRF-TOKEN': session['XSRF-TOKEN'] }, { navlun_session: session.navlun_session }), sameOrigin: true })]);
      }
      for (const [attack, response] of cases) {
        if (response.status !== 403 || response.json.code !== 'errors.csrf') failures.push(`${name} (${attack}) → ${response.status} ${response.text.slice(0, 120)}`);
        else expect(envelopeProblems(response), `${name} ${attack}`).toEqual([]);
        expect(response.headers.getSetCookie(), `${name} ${attack}: no cookie set or cleared`).toEqual([]);
      }
    }
    expect(failures).toEqual([]);
    expect(changedTables(before, await databaseFingerprint(api))).toEqual([]);
  });

  it('lets the same requests through the gate from our own pages (Origin, or Referer alone)', async () => {
    for (const { name, endpoint } of cookieWrites) {
      const path = concretePath(endpoint);
      const target = endpoint.method === 'GET' ? `${path}?id=987654` : path;
      for (const headers of [{ Origin: api.url }, { Referer: `${api.url}/admin/languages` }] as Record<string, string>[]) {
        const response = await call(api, endpoint.method, target, requestOf(endpoint, { ...headers, 'X-XSRF-TOKEN': session['XSRF-TOKEN'] }, session));
        expect(response.json.code, `${name} from ${JSON.stringify(headers)} → ${response.status}`).not.toBe('errors.csrf');
        expect(response.status, name).toBeLessThan(500);
      }
    }
  });

  it('a bearer token needs no CSRF proof (a cross-site page cannot read or send it)', async () => {
    const response = await call(api, 'POST', '/api/Language/Create', { bearer: await api.demoToken('editor@navlunport.test'), headers: { Origin: 'https://evil.example' }, body: {} });
    expect(response.status).toBe(400);
  });
});
