import type { i18n as I18n, Resource } from 'i18next';

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
