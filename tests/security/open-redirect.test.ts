import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { middleware } from '@/middleware';
import { accountRoutes, publicRoutes } from '@/lib/routes';
import { protectedPage } from '@/lib/server/auth/page-session';

/**
 * Open redirects. The product takes no return path in its API or pages (sign-in is a popup that never
 * navigates back: DESIGN "no navigation back to the requested URL"; /redirect only runs MSAL's bridge and
 * reads no parameter). What redirects is the route table's middleware (308 to a canonical or paired path)
 * and the sign-in redirect of protected pages; both are driven here with hostile paths. The embedded
 * identity provider's redirect_uri check is proven in tests/idp/provider.test.ts (evil redirect_uri →
 * invalid_redirect_uri); its forgot-password `return` accepts only its own interaction paths (idp/password-reset.mjs).
 */
const ORIGIN = 'https://www.navlunport.example';
const nextConfig = { i18n: { locales: ['tr', 'en'], defaultLocale: 'tr' } };

const hostile = [
  '//evil.com',
  '//evil.com/',
  '///evil.com',
  '////evil.com//',
  '/\\evil.com',
  '/\\/evil.com',
  '/%2F%2Fevil.com',
  '/%2f%2fevil.com/',
  '/%5C%5Cevil.com',
  '/%5Cevil.com',
  '/https://evil.com',
  '/https:%2F%2Fevil.com',
  '/http:/evil.com',
  '/javascript:alert(1)',
  '/javascript:alert(document.cookie)//',
  '/%09/evil.com',
  '/%0d%0aLocation:%20https://evil.com',
  '/%E3%80%82evil.com',
  '/.//evil.com',
  '/lojistik/..//evil.com',
  '/en//evil.com',
  '/en/\\evil.com',
  '//lojistik//hava-kargo',
  '//EVIL.com/Lojistik/Hava-Kargo',
  '/Lojistik//evil.com/',
  '/bloglar//evil.com',
  '/rotalar//evil.com',
  '/routes/%2F%2Fevil.com',
  '/hesabim//evil.com',
  `/${'a/'.repeat(50)}/evil.com`,
];

function run(path: string, locale: 'tr' | 'en') {
  // The path goes in as raw bytes would arrive: new URL() keeps '//' and '\' in a path after the origin.
  const url = `${ORIGIN}${locale === 'en' && !path.startsWith('/en') ? `/en${path === '/' ? '' : path}` : path}`;
  return middleware(new NextRequest(url, { nextConfig } as never));
}

/** A Location that stays on our origin even if a proxy or Next makes it relative (no '//' or '/\' start, no scheme, no CR/LF). */
function locationProblems(location: string): string[] {
  const problems: string[] = [];
  const target = new URL(location, ORIGIN);
  if (target.origin !== ORIGIN) problems.push(`leaves the origin: ${target.origin}`);
  if (/^\/[/\\]/.test(target.pathname)) problems.push(`protocol-relative when relativized: ${target.pathname}`);
  if (/[\r\n\t]/.test(location)) problems.push('control characters');
  if (/^[a-z][a-z0-9+.-]*:/i.test(location) && !location.startsWith(ORIGIN)) problems.push(`scheme ${location}`);
  return problems;
}

describe('open redirects', () => {
  it('the middleware never redirects a hostile path off our origin, nor to a path a browser reads as another host', () => {
    let redirects = 0;
    for (const path of hostile) {
      for (const locale of ['tr', 'en'] as const) {
        const response = run(path, locale);
        const location = response.headers.get('location');
        if (!location) continue;
        redirects += 1;
        expect(locationProblems(location), `${locale} ${path} → ${location}`).toEqual([]);
      }
    }
    // The sweep really exercised the redirect branch (non-canonical spellings are 308s).
    expect(redirects).toBeGreaterThan(5);
  });

  it('canonical redirects of the route table land on our own paths', () => {
    const response = run('//lojistik//hava-kargo', 'tr');
    expect(response.status).toBe(308);
    expect(new URL(response.headers.get('location')!, ORIGIN).pathname).toBe(publicRoutes.airCargo?.tr ?? '/lojistik/hava-kargo');
  });

  it('a protected page sends a visitor without a session to the login page of its language, whatever the request carried', async () => {
    const load = protectedPage(['common'], []);
    for (const resolvedUrl of ['//evil.com', '/hesabim?returnUrl=https://evil.com', '/hesabim?next=//evil.com', '/\\evil.com']) {
      for (const locale of ['tr', 'en']) {
        const result = (await load({ req: { headers: { host: 'evil.com', cookie: '' }, url: resolvedUrl }, res: { setHeader: () => undefined }, query: { returnUrl: 'https://evil.com', next: '//evil.com' }, resolvedUrl, locale, locales: ['tr', 'en'], defaultLocale: 'tr' } as never)) as { redirect?: { destination: string } };
        const destination = result.redirect?.destination ?? '';
        expect(destination, `${locale} ${resolvedUrl}`).toMatch(/^\/(en\/)?[a-z-]+$/);
        expect(locationProblems(destination)).toEqual([]);
      }
    }
    expect(accountRoutes).toBeDefined();
  });
});
