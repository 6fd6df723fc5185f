// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { buildSitemapXml, dedupePages, escapeXml, indexableRouteKeys, routePaths, sitemapUrl, w3cDatetime, type SitemapPage } from '@/lib/seo/sitemap';
import { laneKeys, serviceKeys } from '@/lib/routes';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const origin = 'https://www.navlunport.com';

function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

const urlsOf = (doc: Document) => [...doc.getElementsByTagNameNS(SITEMAP_NS, 'url')];
const locOf = (url: Element) => url.getElementsByTagNameNS(SITEMAP_NS, 'loc')[0]!.textContent;
const alternatesOf = (url: Element) =>
  Object.fromEntries([...url.getElementsByTagNameNS(XHTML_NS, 'link')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));

describe('indexableRouteKeys', () => {
  const keys = indexableRouteKeys();
  it('lists home, the 7 services and the 15 fixed lanes', () => {
    expect(keys).toContain('home');
    expect(keys).toEqual(expect.arrayContaining([...serviceKeys, ...laneKeys]));
  });
  it('leaves out the account area, admin and the sign-in screens', () => {
    for (const key of ['account', 'dashboard', 'requests', 'profile', 'accountShipProgram', 'admin', 'login', 'register', 'registerSuccess'] as const) expect(keys).not.toContain(key);
  });
});

describe('helpers', () => {
  it('prefixes English with /en and leaves Turkish unprefixed', () => {
    expect(sitemapUrl(`${origin}/`, '/bloglar', 'tr')).toBe(`${origin}/bloglar`);
    expect(sitemapUrl(origin, '/blogs', 'en')).toBe(`${origin}/en/blogs`);
    expect(sitemapUrl(origin, '/', 'en')).toBe(`${origin}/en`);
  });
  it('escapes the five XML specials', () => expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;'));
  it('writes W3C datetimes to the second', () => expect(w3cDatetime(new Date('2026-11-26T09:30:15.123Z'))).toBe('2026-11-26T09:30:15Z'));
  it('routePaths gives both spellings with a shared sub-path', () => expect(routePaths('blogs', 'page/2')).toEqual({ tr: '/bloglar/page/2', en: '/blogs/page/2' }));
  it('keeps one page per path, with the latest lastmod', () => {
    const paths = routePaths('aboutUs');
    const pages = dedupePages([
      { paths, lastmod: new Date('2026-01-01T00:00:00Z') },
      { paths: routePaths('faq'), lastmod: new Date('2026-02-01T00:00:00Z') },
      { paths, lastmod: new Date('2026-03-01T00:00:00Z') },
    ]);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toEqual({ paths, lastmod: new Date('2026-03-01T00:00:00Z') });
  });
});

describe('buildSitemapXml', () => {
  const pages: SitemapPage[] = [
    { paths: routePaths('home'), lastmod: new Date('2026-11-20T08:00:00Z') },
    { paths: { tr: '/bloglar/gumruk-rehberi', en: '/blogs/customs-guide' }, lastmod: new Date('2026-10-05T12:30:00.500Z') },
    { paths: { tr: '/bloglar/a&b', en: '/blogs/a&b' }, lastmod: new Date('2026-10-05T12:30:00Z') },
  ];
  const xml = buildSitemapXml(pages, origin);
  const doc = parse(xml);

  it('is a urlset in the sitemap namespace declaring the xhtml namespace', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(doc.documentElement.localName).toBe('urlset');
    expect(doc.documentElement.namespaceURI).toBe(SITEMAP_NS);
    expect(doc.documentElement.getAttribute('xmlns:xhtml')).toBe(XHTML_NS);
  });

  it('lists every page once per language, each with lastmod and tr/en/x-default alternates', () => {
    const urls = urlsOf(doc);
    expect(urls.map(locOf)).toEqual([
      `${origin}/`,
      `${origin}/en`,
      `${origin}/bloglar/gumruk-rehberi`,
      `${origin}/en/blogs/customs-guide`,
      `${origin}/bloglar/a&b`,
      `${origin}/en/blogs/a&b`,
    ]);
    const post = urls[3]!;
    expect(post.getElementsByTagNameNS(SITEMAP_NS, 'lastmod')[0]!.textContent).toBe('2026-10-05T12:30:00Z');
    expect(alternatesOf(post)).toEqual({ tr: `${origin}/bloglar/gumruk-rehberi`, en: `${origin}/en/blogs/customs-guide`, 'x-default': `${origin}/bloglar/gumruk-rehberi` });
    expect(alternatesOf(urls[2]!)).toEqual(alternatesOf(post));
    for (const url of urls) expect([...url.getElementsByTagNameNS(XHTML_NS, 'link')].every((link) => link.getAttribute('rel') === 'alternate')).toBe(true);
  });

  it('escapes what would break the XML', () => {
    expect(xml).toContain('<loc>https://www.navlunport.com/bloglar/a&amp;b</loc>');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('is an empty but valid urlset without pages', () => expect(urlsOf(parse(buildSitemapXml([], origin)))).toHaveLength(0));
});
