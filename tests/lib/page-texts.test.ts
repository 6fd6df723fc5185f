import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { mergePageTranslations, textsToFetchOf } from '@/lib/page-texts';

async function storeWith(resources: Record<string, Record<string, Record<string, unknown>>>) {
  const i18n = createInstance();
  await i18n.init({ lng: 'tr', resources });
  return i18n;
}

describe('mergePageTranslations', () => {
  it('adds the next page’s texts to a namespace the store already holds (client-side navigation)', async () => {
    const i18n = await storeWith({ tr: { pages: { home: { title: 'Ana sayfa' } }, common: { ok: 'Tamam' } } });
    mergePageTranslations(i18n, { tr: { pages: { aboutUs: { title: 'Hakkımızda' } } } });
    expect(i18n.t('pages:aboutUs.title')).toBe('Hakkımızda');
    expect(i18n.t('pages:home.title')).toBe('Ana sayfa');
  });

  it('lets the newer texts win and leaves namespaces it does not hold to next-i18next', async () => {
    const i18n = await storeWith({ tr: { pages: { home: { title: 'Eski' } } } });
    mergePageTranslations(i18n, { tr: { pages: { home: { title: 'Yeni' } }, lanes: { x: 'y' } } });
    expect(i18n.t('pages:home.title')).toBe('Yeni');
    expect(i18n.hasResourceBundle('tr', 'lanes')).toBe(false);
  });

  it('does nothing without resources', async () => {
    const i18n = await storeWith({ tr: { pages: { home: { title: 'Ana sayfa' } } } });
    mergePageTranslations(i18n, undefined);
    expect(i18n.t('pages:home.title')).toBe('Ana sayfa');
  });
});

describe('a page texts file', () => {
  it('is fetched by the app only where the props hold no store: a first load, not the server render or a navigation', () => {
    const i18n = { initialLocale: 'tr', ns: ['common'], userConfig: null };
    const href = '/_next/static/texts/texts-a.json';
    expect(textsToFetchOf({ _nextI18Next: { ...i18n, textsHref: href } })).toBe(href);
    expect(textsToFetchOf({ _nextI18Next: { ...i18n, textsHref: href, initialI18nStore: { tr: {} } } })).toBeNull();
    expect(textsToFetchOf({ _nextI18Next: { ...i18n, initialI18nStore: { tr: {} } } })).toBeNull();
    expect(textsToFetchOf({ content: {} })).toBeNull();
    expect(textsToFetchOf(undefined)).toBeNull();
  });
});
