import { expect, test } from '@playwright/test';
import { endpoints } from '../lib/api/endpoints';
import { accountRoutes, laneRoutes, publicRoutes, withLocalePrefix } from '../lib/routes';
import { headerProblems } from '../tests/security/support/headers';
import { tokenFor } from './support/session';

// Request-level checks of the built server (scripts/server.mjs): they don't depend on the viewport.
test.skip(({ isMobile }) => isMobile, 'HTTP checks run in the desktop project only');

const pairs = [...Object.values(publicRoutes), ...Object.values(laneRoutes), ...Object.values(accountRoutes)];
const asHeaders = (record: Record<string, string>) => new Headers(record);

test('every page of the route table, in both languages, carries the security headers; HSTS when the proxy says https', async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Cookie: `navlun_session=${await tokenFor('CompanyAdmin')}` } });
  const paths = [...pairs.flatMap((pair) => [pair.tr, withLocalePrefix(pair.en, 'en')]), '/olmayan-sayfa', '/en/no-such-page', '/redirect', '/robots.txt', '/sitemap.xml', '/_next/static/not-there.js', '/webchat.js'];
  for (const path of paths) {
    const plain = await request.get(path, { maxRedirects: 0 });
    expect(headerProblems(asHeaders(plain.headers()), false), `${path} → ${plain.status()}`).toEqual([]);
    expect(plain.headers()['strict-transport-security'], path).toBeUndefined();
    const https = await request.get(path, { maxRedirects: 0, headers: { 'X-Forwarded-Proto': 'https' } });
    expect(headerProblems(asHeaders(https.headers()), true), `${path} over https → ${https.status()}`).toEqual([]);
  }
  await request.dispose();
});

test('every API endpoint and an unknown API path carry them too (served outside Next)', async ({ request }) => {
  for (const endpoint of Object.values(endpoints)) {
    const path = endpoint.path.replace(/\{\w+\}/g, 'x');
    const response = await request.fetch(path, { method: endpoint.method, maxRedirects: 0, headers: { 'X-Forwarded-Proto': 'https' }, ...(endpoint.method === 'POST' ? { data: {} } : {}) });
    expect(response.status(), path).toBeLessThan(500);
    expect(headerProblems(asHeaders(response.headers()), true), `${endpoint.method} ${path} → ${response.status()}`).toEqual([]);
  }
  const unknown = await request.get('/api/No/Such');
  expect(unknown.status()).toBe(404);
  expect(headerProblems(asHeaders(unknown.headers()), false)).toEqual([]);
});

test('no hostile path is redirected off the origin by the real server', async ({ request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const hostile = ['//evil.com', '//evil.com/', '///evil.com', '/\\evil.com', '/%2F%2Fevil.com', '/%5Cevil.com', '/https://evil.com', '/javascript:alert(1)', '/%0d%0aLocation:%20https://evil.com', '/en//evil.com', '/lojistik//evil.com/', '//lojistik//hava-kargo', '/.//evil.com'];
  let redirects = 0;
  for (const path of hostile) {
    // Sent raw: Playwright would normalise '//' in a path given as a URL.
    const response = await request.get(`${origin}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBeLessThan(500);
    const location = response.headers().location;
    if (!location) continue;
    redirects += 1;
    const target = new URL(location, origin);
    expect(target.origin, `${path} → ${location}`).toBe(origin);
    expect(location, `${path} → ${location}`).not.toMatch(/^\/[/\\]|[\r\n]/);
  }
  expect(redirects).toBeGreaterThan(0);
});
