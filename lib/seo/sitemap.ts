/**
 * /sitemap.xml as a pure function: which route keys are indexable, the blog listing's sub-pages, and
 * the XML (urlset with the xhtml namespace: every page listed once per language, each entry carrying
 * its tr/en/x-default alternates). The data comes from lib/server/seo/list-sitemap-pages.ts.
 */
import { defaultLocale, locales, routePath, routeTable, withLocalePrefix, type Locale, type RouteKey } from '../routes';

/** One page of the site in both languages. */
export interface SitemapPage {
  /** The page's path in each language, without the locale prefix (what routePath returns). */
  paths: Record<Locale, string>;
  /** When the page last changed (content: its entry's last edit; static pages: the build). */
  lastmod: Date;
}

/** Pages that are never in the sitemap: sign-in and sign-up screens (full reloads, nothing to index). */
const excludedKeys: ReadonlySet<RouteKey> = new Set(['login', 'register', 'registerSuccess', 'companyInvitation', 'trackingAlertConfirm', 'trackingAlertUnsubscribe']);

/** The route keys of the public pages a search engine should index: no account, admin or sign-in screens. */
export function indexableRouteKeys(): RouteKey[] {
  return (Object.keys(routeTable) as RouteKey[]).filter((key) => {
    const pair = routeTable[key];
    return !('account' in pair && pair.account) && key !== 'admin' && !excludedKeys.has(key);
  });
}

/** The paths of a route key (with an optional sub-path) in both languages. */
export function routePaths(key: RouteKey, subPath = ''): Record<Locale, string> {
  return { tr: routePath(key, 'tr', subPath), en: routePath(key, 'en', subPath) };
}

/** The absolute URL of an unprefixed path in a language. */
export function sitemapUrl(origin: string, path: string, locale: Locale): string {
  return `${origin.replace(/\/+$/, '')}${withLocalePrefix(path, locale)}`;
}

const xmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => xmlEscapes[char]!);

/** W3C datetime, to the second (2026-11-26T09:30:00Z). */
export const w3cDatetime = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * Pages listed once: the first occurrence of a Turkish path wins, with the latest lastmod of its
 * duplicates (a content entry whose page is also a static route, e.g. about-us).
 */
export function dedupePages(pages: readonly SitemapPage[]): SitemapPage[] {
  const byPath = new Map<string, SitemapPage>();
  for (const page of pages) {
    const seen = byPath.get(page.paths.tr);
    if (!seen) byPath.set(page.paths.tr, { paths: page.paths, lastmod: page.lastmod });
    else if (page.lastmod > seen.lastmod) seen.lastmod = page.lastmod;
  }
  return [...byPath.values()];
}

/** The sitemap document: each page once per language, with hreflang alternates for tr, en and x-default. */
export function buildSitemapXml(pages: readonly SitemapPage[], origin: string): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const page of dedupePages(pages)) {
    const url = (locale: Locale) => escapeXml(sitemapUrl(origin, page.paths[locale], locale));
    const alternates = [
      ...locales.map((locale) => `    <xhtml:link rel="alternate" hreflang="${locale}" href="${url(locale)}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(defaultLocale)}"/>`,
    ];
    for (const locale of locales) {
      lines.push('  <url>', `    <loc>${url(locale)}</loc>`, `    <lastmod>${w3cDatetime(page.lastmod)}</lastmod>`, ...alternates, '  </url>');
    }
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}
