import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { routePath, withLocalePrefix, type Locale, type RouteKey } from '../lib/routes';
import { siteOrigin } from '../lib/site';
import trCommon from '../public/locales/tr/common.json';
import enCommon from '../public/locales/en/common.json';

/**
 * Search engines' view of the site: robots.txt, the sitemap (valid, both languages with alternates, and
 * every URL in it answers 200), and on a sample of pages in both languages the canonical URL, hreflang
 * alternates, Open Graph and Twitter tags, the share image and the structured data (BreadcrumbList ending
 * at the page everywhere, Organization on home only). Request-level checks: they run once, on the desktop project.
 */

const common = { tr: trCommon, en: enCommon } as const;
const locales = ['tr', 'en'] as const;
/** How many sitemap URLs are requested at once (the server renders a first visit of an ISR page). */
const CONCURRENCY = 4;

interface SitemapEntry {
  loc: string;
  lastmod: string;
  alternates: Record<string, string>;
}

function parseSitemap(xml: string): SitemapEntry[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body!)?.[1] ?? '',
    lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(body!)?.[1] ?? '',
    alternates: Object.fromEntries([...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang, href]) => [lang!, href!])),
  }));
}

/** A URL of the built site (its origin is NEXT_PUBLIC_SITE_ORIGIN at build time) on the server under test. */
const local = (url: string) => {
  expect(url.startsWith(`${siteOrigin}/`)).toBe(true);
  return url.slice(siteOrigin.length).replace(/&amp;/g, '&');
};

let sitemapCache: SitemapEntry[] | undefined;
async function sitemap(request: APIRequestContext): Promise<SitemapEntry[]> {
  if (!sitemapCache) {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    sitemapCache = parseSitemap(await response.text());
  }
  return sitemapCache;
}

test.beforeEach(({ isMobile }) => test.skip(isMobile, 'request-level checks: once, on the desktop project'));

test('robots.txt allows the site, keeps crawlers out of admin, account and API, and names the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const lines = (await response.text()).split('\n');
  expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
  for (const path of ['/admin', '/en/admin', '/my-account', '/hesabim', '/en/my-account', '/api/', '/redirect']) expect(lines).toContain(`Disallow: ${path}`);
  expect(lines).toContain(`Sitemap: ${siteOrigin}/sitemap.xml`);
  // one robots.txt and one sitemap, at the root
  expect((await request.get('/en/robots.txt')).status()).toBe(404);
  expect((await request.get('/en/sitemap.xml')).status()).toBe(404);
});

test('the sitemap is a urlset with alternates for every URL, and every URL answers 200', async ({ request }) => {
  test.setTimeout(900_000);
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/xml/);
  expect(response.headers()['cache-control']).toMatch(/max-age=\d+/);
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/);
  const entries = parseSitemap(xml);
  expect(entries.length).toBeGreaterThan(100);
  expect(new Set(entries.map((entry) => entry.loc)).size).toBe(entries.length);
  for (const entry of entries) {
    expect(entry.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(Object.keys(entry.alternates).sort()).toEqual(['en', 'tr', 'x-default']);
    expect([entry.alternates.tr, entry.alternates.en]).toContain(entry.loc);
    expect(entry.alternates['x-default']).toBe(entry.alternates.tr);
    expect(local(entry.loc)).not.toMatch(/\/(hesabim|my-account|admin|uye-giris|login|uye-ol|register|redirect)(\/|$)/);
  }
  // both languages of the content kinds with pages of their own
  for (const pattern of [/^\/bloglar\/[^/]+$/, /^\/en\/blogs\/[^/]+$/, /^\/yasal-dokumanlar\/[^/]+$/, /^\/en\/legal-documents\/[^/]+$/, /^\/kampanyalar\/[^/]+$/, /^\/en\/campaigns\/[^/]+$/]) {
    expect(entries.some((entry) => pattern.test(local(entry.loc))), String(pattern)).toBe(true);
  }

  const failures: string[] = [];
  const queue = entries.map((entry) => local(entry.loc));
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const answer = await request.get(path, { maxRedirects: 0, timeout: 60_000 });
        if (answer.status() !== 200) failures.push(`${answer.status()} ${path}`);
      }
    }),
  );
  expect(failures, `${failures.length} of ${entries.length} sitemap URLs`).toEqual([]);
});

interface JsonLd {
  '@type': string;
  itemListElement?: { '@type': string; position: number; name: string; item: string }[];
}

async function headOf(page: Page) {
  const meta = (selector: string) => page.locator(`head meta[${selector}]`).getAttribute('content');
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return {
    canonical: await page.locator('head link[rel="canonical"]').getAttribute('href'),
    hreflang: Object.fromEntries(
      await Promise.all(['tr', 'en', 'x-default'].map(async (lang) => [lang, await page.locator(`head link[rel="alternate"][hreflang="${lang}"]`).getAttribute('href')] as const)),
    ),
    og: {
      title: await meta('property="og:title"'),
      description: await meta('property="og:description"'),
      url: await meta('property="og:url"'),
      type: await meta('property="og:type"'),
      locale: await meta('property="og:locale"'),
      localeAlternate: await meta('property="og:locale:alternate"'),
      siteName: await meta('property="og:site_name"'),
      image: await meta('property="og:image"'),
    },
    twitter: {
      card: await meta('name="twitter:card"'),
      title: await meta('name="twitter:title"'),
      description: await meta('name="twitter:description"'),
      image: await meta('name="twitter:image"'),
    },
    jsonLd: scripts.flatMap((text) => [JSON.parse(text) as JsonLd | JsonLd[]].flat()),
  };
}

interface Sample {
  name: string;
  /** The page's unprefixed path in each language. */
  paths: Record<Locale, string>;
  /** The route key of the page, or of the listing it sits below (its label is a breadcrumb step). */
  key: RouteKey;
  home?: boolean;
  article?: boolean;
}

const both = (key: RouteKey): Record<Locale, string> => ({ tr: routePath(key, 'tr'), en: routePath(key, 'en') });

/** A content page from the sitemap: the first one whose English path matches. */
async function fromSitemap(request: APIRequestContext, pattern: RegExp): Promise<Record<Locale, string>> {
  const entry = (await sitemap(request)).find((candidate) => pattern.test(local(candidate.alternates.en!)));
  expect(entry, String(pattern)).toBeDefined();
  return { tr: local(entry!.alternates.tr!), en: local(entry!.alternates.en!).replace(/^\/en(?=\/|$)/, '') || '/' };
}

async function samples(request: APIRequestContext): Promise<Sample[]> {
  return [
    { name: 'home', paths: both('home'), key: 'home', home: true },
    { name: 'a service page', paths: both('airCargo'), key: 'airCargo' },
    { name: 'a lane page', paths: both('turkeyIndia'), key: 'turkeyIndia' },
    { name: 'the FAQ', paths: both('faq'), key: 'faq' },
    { name: 'a blog post', paths: await fromSitemap(request, /^\/en\/blogs\/(?!page\/|category\/|tag\/)[^/]+$/), key: 'blogs', article: true },
    { name: 'the dictionary', paths: both('logisticsDictionary'), key: 'logisticsDictionary' },
    { name: 'a legal document', paths: await fromSitemap(request, /^\/en\/legal-documents\/[^/]+$/), key: 'legalDocuments' },
  ];
}

for (const locale of locales) {
  test(`${locale}: canonical, hreflang, Open Graph, Twitter card and structured data on a sample of pages`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const other: Locale = locale === 'tr' ? 'en' : 'tr';
    const regional = { tr: 'tr_TR', en: 'en_US' } as const;
    let shareImage = '';
    for (const sample of await samples(request)) {
      const own = `${siteOrigin}${withLocalePrefix(sample.paths[locale], locale)}`;
      const response = await page.goto(withLocalePrefix(sample.paths[locale], locale));
      expect(response?.status(), sample.name).toBe(200);
      const head = await headOf(page);

      expect(head.canonical, sample.name).toBe(own);
      expect(head.hreflang, sample.name).toEqual({
        tr: `${siteOrigin}${sample.paths.tr}`,
        en: `${siteOrigin}${withLocalePrefix(sample.paths.en, 'en')}`,
        'x-default': `${siteOrigin}${sample.paths.tr}`,
      });

      expect(head.og.title, sample.name).toMatch(/\S+ \| NavlunPort$/);
      expect(head.og.title).toBe(await page.title());
      expect(head.og.description?.length ?? 0, sample.name).toBeGreaterThan(20);
      expect(head.og.url).toBe(own);
      expect(head.og.type, sample.name).toBe(sample.article ? 'article' : 'website');
      expect(head.og.locale).toBe(regional[locale]);
      expect(head.og.localeAlternate).toBe(regional[other]);
      expect(head.og.siteName).toBe('NavlunPort');
      expect(head.og.image, sample.name).toMatch(/^https?:\/\//);
      expect(head.twitter).toEqual({ card: 'summary_large_image', title: head.og.title, description: head.og.description, image: head.og.image });
      if (head.og.image!.endsWith('/og-image.png')) shareImage = head.og.image!;

      const breadcrumbs = head.jsonLd.filter((data) => data['@type'] === 'BreadcrumbList');
      expect(breadcrumbs, sample.name).toHaveLength(1);
      const items = breadcrumbs[0]!.itemListElement!;
      expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
      expect(items[0]).toMatchObject({ name: common[locale].nav.home, item: `${siteOrigin}${withLocalePrefix('/', locale)}` });
      expect(items.at(-1)!.item, sample.name).toBe(own);
      if (!sample.home) {
        expect(items.length, sample.name).toBeGreaterThanOrEqual(2);
        const listing = `${siteOrigin}${withLocalePrefix(routePath(sample.key, locale), locale)}`;
        expect(items.find((item) => item.item === listing)?.name, sample.name).toBe(common[locale].nav[sample.key as keyof (typeof common)[Locale]['nav']]);
      }
      expect(head.jsonLd.filter((data) => data['@type'] === 'Organization'), sample.name).toHaveLength(sample.home ? 1 : 0);
    }

    // the share image is a real 1200×630 PNG
    expect(shareImage).not.toBe('');
    const image = await request.get(local(shareImage));
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    const bytes = await image.body();
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  });
}
