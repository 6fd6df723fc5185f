import type { GetStaticProps, GetStaticPropsContext } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import nextI18NextConfig from '../next-i18next.config.js';
import { localeOf } from './i18n';
import type { Locale } from './routes';
import { pickTexts, type NamespaceParts } from './translation-parts';
import { thisBuild } from './server/pages/site-stylesheet';
import { pageTextsHref } from './server/pages/page-texts-file';
import type { PageI18n } from './page-texts';

/** The namespaces every page needs (header, footer, cookie box, errors). */
export const baseNamespaces = ['common'] as const;

type I18nProps = Awaited<ReturnType<typeof serverSideTranslations>>;

/** Cuts the given namespaces down to their parts (see NamespaceParts), so a page doesn't ship every page's copy. */
function keepParts(props: I18nProps, locale: Locale, parts: NamespaceParts): I18nProps {
  const store = props._nextI18Next?.initialI18nStore?.[locale] as Record<string, Record<string, unknown>> | undefined;
  for (const [namespace, paths] of Object.entries(parts)) if (store?.[namespace] && paths) store[namespace] = pickTexts(store[namespace], paths);
  return props;
}

/** A set of translations as a page's props hold them (its store, the browser's configuration). */
async function translationProps(locale: Locale, namespaces: readonly string[], pageKeys: readonly string[] | undefined, parts: NamespaceParts): Promise<I18nProps> {
  const props = await serverSideTranslations(locale, [...new Set([...baseNamespaces, ...namespaces])], nextI18NextConfig);
  return withoutServerPath(keepParts(props, locale, pageKeys ? { ...parts, pages: pageKeys } : parts));
}

async function buildTranslations(locale: Locale, namespaces: readonly string[], pageKeys: readonly string[] | undefined, parts: NamespaceParts): Promise<I18nProps> {
  return inTextsFile(await translationProps(locale, namespaces, pageKeys, parts));
}

/**
 * Writes the file of a set of translations into the build in `buildDir` and returns its address: for a set only pages
 * rendered per request use (the admin area's, scripts/build/admin-texts.mts), which `next build` never renders. A
 * page asking `translations` for the same set then links the file, as a prerendered page does.
 */
export async function writeTranslationsFile(buildDir: string, locale: Locale, namespaces: readonly string[], pageKeys?: readonly string[], parts: NamespaceParts = {}): Promise<string> {
  const i18n = (await translationProps(locale, namespaces, pageKeys, parts))._nextI18Next as PageI18n;
  return pageTextsHref(i18n.initialI18nStore, { buildDir, building: true })!;
}

/** The props naming the build's file of their store, when a built server has one (lib/server/pages/page-texts-file.ts). */
function inTextsFile(props: I18nProps): I18nProps {
  const i18n = props._nextI18Next as PageI18n | undefined;
  if (!i18n || process.env.NODE_ENV !== 'production') return props;
  const href = pageTextsHref(i18n.initialI18nStore, thisBuild());
  return href ? { ...props, _nextI18Next: { ...i18n, textsHref: href } as PageI18n } : props;
}

/**
 * Each set of translations a page asks for, built once per server process (a new i18next instance reading its files
 * cost about 3 ms of every signed-in render): the files don't change while a built server runs. In development they
 * do, and are read again each time. The props are shared by every request: nothing may change them.
 */
const builtTranslations = new Map<string, Promise<I18nProps>>();

/**
 * Translations for getStaticProps/getServerSideProps (only ever imported from data functions).
 * `pageKeys` narrows the `pages` namespace to the texts the page shows; `parts` narrows others.
 */
export function translations(locale: Locale, namespaces: readonly string[] = [], pageKeys?: readonly string[], parts: NamespaceParts = {}): Promise<I18nProps> {
  if (process.env.NODE_ENV !== 'production') return buildTranslations(locale, namespaces, pageKeys, parts);
  const key = JSON.stringify([locale, namespaces, pageKeys, parts]);
  let built = builtTranslations.get(key);
  if (!built) {
    built = buildTranslations(locale, namespaces, pageKeys, parts);
    builtTranslations.set(key, built);
    built.catch(() => builtTranslations.delete(key));
  }
  return built;
}

/**
 * The configuration next-i18next hands to the browser holds the server's absolute locale folder (its `localePath`
 * on the server): every page's data would tell the world where the app lives on disk. The browser gets the public
 * folder, the path its own copy of the configuration computes.
 */
function withoutServerPath(props: I18nProps): I18nProps {
  const i18n = props._nextI18Next;
  // A copy: the object is the server's own configuration, which goes on reading the folder.
  if (i18n?.userConfig) i18n.userConfig = { ...i18n.userConfig, localePath: '/locales' };
  return props;
}

/** getStaticProps for a page that needs nothing but its translations. */
export function staticTranslations(namespaces: readonly string[] = [], pageKeys?: readonly string[], parts?: NamespaceParts): GetStaticProps {
  return async (context: GetStaticPropsContext) => ({ props: await translations(localeOf(context), namespaces, pageKeys, parts) });
}
