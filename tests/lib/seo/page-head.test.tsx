// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import trCommon from '@/public/locales/tr/common.json';
import enCommon from '@/public/locales/en/common.json';
import { siteOrigin } from '@/lib/site';

/**
 * PageHead's output (next/head rendered in place): canonical and hreflang from the route table or the
 * page's alternate paths, Open Graph and Twitter tags, BreadcrumbList on every indexable page and the
 * Organization on home only.
 */
const router = { asPath: '/', locale: 'tr' };
vi.mock('next/router', () => ({ useRouter: () => router }));
vi.mock('next/head', () => ({ default: ({ children }: { children: ReactNode }) => <>{children}</> }));
vi.mock('next-i18next/pages', () => ({
  useTranslation: () => ({
    t: (key: string) => {
      const nav = (router.locale === 'en' ? enCommon : trCommon).nav as Record<string, string>;
      return key.startsWith('nav.') ? (nav[key.slice(4)] ?? key) : key;
    },
  }),
}));

const { PageHead } = await import('@/components/common/PageHead');
const { AlternatePathsProvider } = await import('@/components/common/AlternatePaths');

interface Item {
  position: number;
  name: string;
  item: string;
}

function head(element: ReactNode, alternates?: { tr: string; en: string }) {
  const html = renderToStaticMarkup(<AlternatePathsProvider paths={alternates}>{element}</AlternatePathsProvider>);
  const doc = new DOMParser().parseFromString(`<html><head>${html}</head></html>`, 'text/html');
  const attr = (selector: string, name = 'content') => doc.querySelector(selector)?.getAttribute(name) ?? null;
  const jsonLd = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '') as { '@type': string; itemListElement?: Item[] });
  return { doc, attr, jsonLd, breadcrumb: jsonLd.find((data) => data['@type'] === 'BreadcrumbList')?.itemListElement };
}

beforeEach(() => {
  router.asPath = '/';
  router.locale = 'tr';
});

describe('PageHead', () => {
  it('on home: canonical, alternates, Open Graph, Twitter card, a one-step breadcrumb and the Organization', () => {
    const { attr, jsonLd, breadcrumb } = head(<PageHead title="Ana sayfa" description="Navlun fiyatlarını karşılaştırın ve rezervasyon yapın." />);
    expect(attr('link[rel="canonical"]', 'href')).toBe(`${siteOrigin}/`);
    expect(attr('link[hreflang="tr"]', 'href')).toBe(`${siteOrigin}/`);
    expect(attr('link[hreflang="en"]', 'href')).toBe(`${siteOrigin}/en`);
    expect(attr('link[hreflang="x-default"]', 'href')).toBe(`${siteOrigin}/`);
    expect(attr('meta[property="og:type"]')).toBe('website');
    expect(attr('meta[property="og:title"]')).toBe('Ana sayfa | NavlunPort');
    expect(attr('meta[property="og:url"]')).toBe(`${siteOrigin}/`);
    expect(attr('meta[property="og:locale"]')).toBe('tr_TR');
    expect(attr('meta[property="og:locale:alternate"]')).toBe('en_US');
    expect(attr('meta[property="og:site_name"]')).toBe('NavlunPort');
    expect(attr('meta[property="og:image"]')).toBe(`${siteOrigin}/og-image.png`);
    expect([attr('meta[property="og:image:width"]'), attr('meta[property="og:image:height"]')]).toEqual(['1200', '630']);
    expect(attr('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(attr('meta[name="twitter:title"]')).toBe('Ana sayfa | NavlunPort');
    expect(attr('meta[name="twitter:description"]')).toBe('Navlun fiyatlarını karşılaştırın ve rezervasyon yapın.');
    expect(attr('meta[name="twitter:image"]')).toBe(`${siteOrigin}/og-image.png`);
    expect(breadcrumb).toEqual([{ '@type': 'ListItem', position: 1, name: trCommon.nav.home, item: `${siteOrigin}/` }]);
    expect(jsonLd.filter((data) => data['@type'] === 'Organization')).toHaveLength(1);
  });

  it('on an English service page: the trail through the services, no Organization', () => {
    router.asPath = '/logistics/air-cargo';
    router.locale = 'en';
    const { attr, jsonLd, breadcrumb } = head(<PageHead title="Air cargo" description="Air cargo from Istanbul." />);
    expect(attr('link[rel="canonical"]', 'href')).toBe(`${siteOrigin}/en/logistics/air-cargo`);
    expect(attr('link[hreflang="tr"]', 'href')).toBe(`${siteOrigin}/lojistik/hava-kargo`);
    expect(attr('meta[property="og:locale"]')).toBe('en_US');
    expect(attr('meta[property="og:locale:alternate"]')).toBe('tr_TR');
    expect(breadcrumb!.map((item) => [item.name, item.item])).toEqual([
      [enCommon.nav.home, `${siteOrigin}/en`],
      [enCommon.nav.services, `${siteOrigin}/en/services`],
      [enCommon.nav.airCargo, `${siteOrigin}/en/logistics/air-cargo`],
    ]);
    expect(jsonLd.some((data) => data['@type'] === 'Organization')).toBe(false);
  });

  it('on a blog post: its own slugs from the alternate paths, og:type article, the post as the last step', () => {
    router.asPath = '/blogs/gumruk-rehberi';
    const { attr, breadcrumb } = head(<PageHead title="Gümrük rehberi" description="Gümrük işlemleri adım adım." />, { tr: '/bloglar/gumruk-rehberi', en: '/blogs/customs-guide' });
    expect(attr('link[rel="canonical"]', 'href')).toBe(`${siteOrigin}/bloglar/gumruk-rehberi`);
    expect(attr('link[hreflang="en"]', 'href')).toBe(`${siteOrigin}/en/blogs/customs-guide`);
    expect(attr('meta[property="og:type"]')).toBe('article');
    expect(breadcrumb!.at(-1)).toEqual({ '@type': 'ListItem', position: 3, name: 'Gümrük rehberi', item: `${siteOrigin}/bloglar/gumruk-rehberi` });
    expect(breadcrumb![1]!.item).toBe(`${siteOrigin}/bloglar`);
  });

  it('takes the trail, type and image a page passes', () => {
    router.asPath = '/blogs/category/customs';
    router.locale = 'en';
    const { attr, breadcrumb } = head(<PageHead title="Customs" description="Posts on customs." type="article" image="/api/File/Get?id=1" trail={[{ name: 'Customs' }]} />);
    expect(attr('meta[property="og:type"]')).toBe('article');
    expect(attr('meta[property="og:image"]')).toBe(`${siteOrigin}/api/File/Get?id=1`);
    expect(attr('meta[property="og:image:width"]')).toBeNull();
    expect(breadcrumb!.at(-1)).toMatchObject({ name: 'Customs', item: `${siteOrigin}/en/blogs/category/customs` });
  });

  it('on a page kept out of search engines: noindex, no canonical, alternates or structured data', () => {
    router.asPath = '/hesabim/panel';
    const { attr, doc, jsonLd } = head(<PageHead title="Panel" description="Hesabınız." noIndex />);
    expect(attr('meta[name="robots"]')).toBe('noindex, nofollow');
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
    expect(doc.querySelectorAll('link[rel="alternate"]')).toHaveLength(0);
    expect(jsonLd).toEqual([]);
  });
});
