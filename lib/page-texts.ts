import type { i18n as I18n, Resource } from 'i18next';
import type { SSRConfig } from 'next-i18next/pages';

/**
 * next-i18next's part of a page's props. A prerendered page's translations are also a file of their own
 * (lib/server/pages/page-texts-file.ts): then `textsHref` says where, and the HTML's page data holds no store.
 */
export type PageI18n = NonNullable<SSRConfig['_nextI18Next']> & { textsHref?: string };

/**
 * The file the app fetches a page's translations from before it renders: a page's first load, whose HTML leaves them
 * to the file; null when the props hold the store (the server's render, the data of a client-side navigation).
 */
export function textsToFetchOf(pageProps: object | undefined): string | null {
  const i18n = (pageProps as SSRConfig | undefined)?._nextI18Next as PageI18n | undefined;
  return i18n?.textsHref && !i18n.initialI18nStore ? i18n.textsHref : null;
}

/**
 * next-i18next adds a page's translations to the browser's i18n store only for namespaces the store
 * doesn't hold yet. Each page ships just its own texts of the `pages` namespace (lib/i18n-server.ts), so
 * after a client-side navigation the next page's texts would be missing: merge every namespace the page
 * brought into the store (deep, new keys win).
 */
export function mergePageTranslations(i18n: I18n, resources: Resource | undefined): void {
  if (!resources || !i18n.isInitialized) return;
  for (const [locale, namespaces] of Object.entries(resources)) {
    for (const [namespace, bundle] of Object.entries(namespaces)) {
      if (i18n.hasResourceBundle(locale, namespace)) i18n.addResourceBundle(locale, namespace, bundle, true, true);
    }
  }
}
