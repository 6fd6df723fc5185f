import { readFileSync } from 'node:fs';
import { createInstance, type i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import type { Locale } from '@/lib/routes';

/** A namespace's texts as the site ships them (public/locales). */
export const localeTexts = (locale: Locale, ns: string) => JSON.parse(readFileSync(`public/locales/${locale}/${ns}.json`, 'utf8')) as Record<string, unknown>;

/** An i18next instance with the site's real texts of `namespaces` in `locale`; the first namespace is the default one. */
export async function siteTranslations(locale: Locale, namespaces: readonly string[]): Promise<I18n> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    ns: [...namespaces],
    defaultNS: namespaces[0],
    resources: { [locale]: Object.fromEntries(namespaces.map((ns) => [ns, localeTexts(locale, ns)])) },
    interpolation: { escapeValue: false },
  });
  return i18n;
}

/**
 * `element` with what a page gives it: a router at `path` in `locale` and the site's texts of `namespaces`. Mount it
 * (@testing-library's `render` in jsdom) or render it to HTML (`renderTranslated`).
 */
export async function translatedTree(element: ReactElement, locale: Locale, namespaces: readonly string[], path = '/'): Promise<ReactElement> {
  const i18n = await siteTranslations(locale, namespaces);
  const router = { locale, locales: ['tr', 'en'], defaultLocale: 'tr', asPath: path, pathname: path, query: {}, isReady: true, push: async () => true, replace: async () => true, prefetch: async () => undefined, events: { on() {}, off() {} } } as unknown as NextRouter;
  return (
    <RouterContext.Provider value={router}>
      <I18nextProvider i18n={i18n}>{element}</I18nextProvider>
    </RouterContext.Provider>
  );
}

/**
 * A component rendered on the server with the site's real texts in `locale` and a router at `path`: the HTML, with
 * React's text separators removed. A missing text shows as its raw key, which tests can look for.
 */
export async function renderTranslated(element: ReactElement, locale: Locale, namespaces: readonly string[], path = '/'): Promise<string> {
  return renderToString(await translatedTree(element, locale, namespaces, path)).replace(/<!-- -->/g, '');
}
