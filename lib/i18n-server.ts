import type { GetStaticProps, GetStaticPropsContext } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import nextI18NextConfig from '../next-i18next.config.js';
import { localeOf } from './i18n';
import type { Locale } from './routes';

/** The namespaces every page needs (header, footer, cookie box, errors). */
export const baseNamespaces = ['common'] as const;

/** Translations for getStaticProps/getServerSideProps; only ever imported from data functions. */
export function translations(locale: Locale, namespaces: readonly string[] = []) {
  return serverSideTranslations(locale, [...new Set([...baseNamespaces, ...namespaces])], nextI18NextConfig);
}

/** getStaticProps for a page that needs nothing but its translations. */
export function staticTranslations(namespaces: readonly string[] = []): GetStaticProps {
  return async (context: GetStaticPropsContext) => ({ props: await translations(localeOf(context), namespaces) });
}
