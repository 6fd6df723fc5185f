import type { GetStaticPaths, GetStaticProps } from 'next';
import { localeOf } from './i18n';
import { translations } from './i18n-server';
import { locales, type RoutePair } from './routes';
import type { NamespaceParts } from './translation-parts';

/**
 * Static paths and props for a page file that serves a fixed set of route pairs by their last
 * segment (the 7 service pages, the 15 lane pages). The page receives `routeKey`.
 */
export function slugPages<K extends string>(pairs: Record<K, RoutePair>, param: string, namespaces: readonly string[], parts?: NamespaceParts) {
  const keys = Object.keys(pairs) as K[];
  const slugOf = (key: K) => pairs[key].en.split('/').pop() ?? '';
  const getStaticPaths: GetStaticPaths = async () => ({
    paths: locales.flatMap((locale) => keys.map((key) => ({ params: { [param]: slugOf(key) }, locale }))),
    fallback: false,
  });
  const getStaticProps: GetStaticProps = async (context) => {
    const routeKey = keys.find((key) => slugOf(key) === context.params?.[param]);
    if (!routeKey) return { notFound: true };
    return { props: { routeKey, ...(await translations(localeOf(context), namespaces, [routeKey], parts)) } };
  };
  return { getStaticPaths, getStaticProps };
}
