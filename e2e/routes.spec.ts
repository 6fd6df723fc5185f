import { expect, test } from '@playwright/test';
import { identityDefaults } from '../lib/auth/identity-defaults';
import { accountRoutes, laneRoutes, publicRoutes, recordScreens, withLocalePrefix } from '../lib/routes';
import { sessionHeader } from './support/session';

// HTTP-level checks of the route table; they don't depend on the viewport, so they run once.
test.skip(({ isMobile }) => isMobile, 'HTTP checks run in the desktop project only');

const langOf = (html: string) => /<html lang="([a-z]+)"/.exec(html)?.[1];
const recordPaths = new Set(recordScreens.map((key) => accountRoutes[key].en));
const pairs = [...Object.values(publicRoutes), ...Object.values(laneRoutes), ...Object.values(accountRoutes)];

test('every pair answers 200 in both forms with the right <html lang>, and the wrong form redirects', async ({ playwright, baseURL }) => {
  // Account pages need a session: the requests carry a company admin's cookie (who may open every screen).
  const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Cookie: await sessionHeader(baseURL!, 'CompanyAdmin') } });
  for (const pair of pairs) {
    // A screen of one record opened without ?id= is the localized 404 page (lib/routes.ts recordScreens).
    const found = recordPaths.has(pair.en) ? 404 : 200;
    const tr = await request.get(pair.tr, { maxRedirects: 0 });
    expect(tr.status(), pair.tr).toBe(found);
    expect(langOf(await tr.text()), pair.tr).toBe('tr');

    const en = await request.get(withLocalePrefix(pair.en, 'en'), { maxRedirects: 0 });
    expect(en.status(), pair.en).toBe(found);
    expect(langOf(await en.text()), pair.en).toBe('en');

    if (pair.en !== pair.tr) {
      const wrongTr = await request.get(pair.en, { maxRedirects: 0 });
      expect(wrongTr.status(), `tr ${pair.en}`).toBe(308);
      expect(new URL(wrongTr.headers().location ?? '', 'http://x').pathname).toBe(pair.tr);
      const wrongEn = await request.get(withLocalePrefix(pair.tr, 'en'), { maxRedirects: 0 });
      expect(wrongEn.status(), `en ${pair.tr}`).toBe(308);
      expect(new URL(wrongEn.headers().location ?? '', 'http://x').pathname).toBe(withLocalePrefix(pair.en, 'en'));
    }
  }
  await request.dispose();
});

test('unknown paths give the localized 404 page with status 404', async ({ request }) => {
  const tr = await request.get('/olmayan-sayfa');
  expect(tr.status()).toBe(404);
  const trHtml = await tr.text();
  expect(langOf(trHtml)).toBe('tr');
  expect(trHtml).toContain('Aradığınız sayfayı bulamadık');

  const en = await request.get('/en/no-such-page');
  expect(en.status()).toBe(404);
  const enHtml = await en.text();
  expect(langOf(enHtml)).toBe('en');
  expect(enHtml).toContain('We couldn&#x27;t find that page');
});

test('malformed paths never crash the middleware', async ({ request, baseURL }) => {
  // One answer each: the middleware's canonical form (308), the page's own redirect (307) or the localized 404.
  // None is a 400: every one of these is a path the server can read.
  const cases: [string, number, string?][] = [
    ['/Lojistik/Hava-Kargo', 308, '/lojistik/hava-kargo'],
    ['/lojistik/hava-kargo/', 308, '/lojistik/hava-kargo'],
    ['//lojistik//hava-kargo', 308, '/lojistik/hava-kargo'],
    ['/en/LOGISTICS/Air-Cargo', 308, '/en/logistics/air-cargo'],
    ['/%2e%2e/%2e%2e/etc/passwd', 404],
    // Encoded dot segments are resolved by the WHATWG URL parser before routing: this is /hesabim,
    // which sends a visitor without a session to the login page.
    ['/bloglar/%2e%2e/hesabim', 307, '/uye-giris'],
    [`/${'x'.repeat(5000)}`, 404],
    ['/%E0%A4%A', 404],
  ];
  for (const [path, status, location] of cases) {
    const response = await request.get(`${baseURL}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(status);
    if (location) expect(new URL(response.headers().location ?? '', 'http://x').pathname, path).toBe(location);
  }
});

test('the query string is kept across a redirect', async ({ request }) => {
  const response = await request.get('/en/lojistik-arama?origin=TRMER&destination=DEHAM', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toContain('/en/freight-search?origin=TRMER&destination=DEHAM');
});

test('pages and API answers carry the security headers', async ({ request }) => {
  for (const path of ['/', '/en/logistics/air-cargo', '/api/Lookup/GetAll', '/olmayan-sayfa']) {
    const headers = (await request.get(path)).headers();
    const csp = headers['content-security-policy'] ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc, path).toContain("'self'");
    expect(scriptSrc, path).not.toContain('unsafe-inline');
    expect(csp, path).not.toContain('unsafe-eval');
    expect(csp, path).toContain("frame-ancestors 'none'");
    // The embedded provider this run's build signs in at (playwright.config.ts sets IDP_PORT).
    expect(csp, path).toContain(`https://localhost:${process.env.IDP_PORT ?? new URL(identityDefaults.authorityHost).port}`);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    expect(headers['x-powered-by'], path).toBeUndefined();
  }
});
