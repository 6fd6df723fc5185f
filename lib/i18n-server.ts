import type { GetStaticProps, GetStaticPropsContext } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import nextI18NextConfig from '../next-i18next.config.js';
import { localeOf } from './i18n';
import type { Locale } from './routes';

/** The namespaces every page needs (header, footer, cookie box, errors). */
export const baseNamespaces = ['common'] as const;

type I18nProps = Awaited<ReturnType<typeof serverSideTranslations>>;

/** Keeps only the given page texts of the `pages` namespace, so a page doesn't ship every page's copy. */
function keepPageTexts(props: I18nProps, locale: Locale, pageKeys: readonly string[]): I18nProps {
  const store = props._nextI18Next?.initialI18nStore?.[locale] as Record<string, Record<string, unknown>> | undefined;
  if (store?.pages) store.pages = Object.fromEntries(pageKeys.filter((key) => key in store.pages!).map((key) => [key, store.pages![key]]));
  return props;
}

/**
 * Translations for getStaticProps/getServerSideProps (only ever imported from data functions).
 * `pageKeys` narrows the `pages` namespace to the texts the page shows.
 */
export async function translations(locale: Locale, namespaces: readonly string[] = [], pageKeys?: readonly string[]) {
  const props = await serverSideTranslations(locale, [...new Set([...baseNamespaces, ...namespaces])], nextI18NextConfig);
  return pageKeys ? keepPageTexts(props, locale, pageKeys) : props;
}

/** getStaticProps for a page that needs nothing but its translations. */
export function staticTranslations(namespaces: readonly string[] = [], pageKeys?: readonly string[]): GetStaticProps {
  return async (context: GetStaticPropsContext) => ({ props: await translations(localeOf(context), namespaces, pageKeys) });
}
