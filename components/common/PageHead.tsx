import Head from 'next/head';
import { useRouter } from 'next/router';
import { localize, withLocalePrefix, defaultLocale, locales, type Locale } from '@/lib/routes';
import { useLocale, regionalLocale } from '@/lib/i18n';
import { siteName, siteOrigin } from '@/lib/site';
import { useAlternatePaths } from './AlternatePaths';

export interface PageHeadProps {
  title: string;
  description: string;
  noIndex?: boolean;
  /** The page's path in each language, when the route table cannot localize it (a generated lane's slug). */
  paths?: Record<Locale, string>;
}

/** Title, description, canonical URL, hreflang alternates (from the route table) and Open Graph. */
export function PageHead({ title, description, noIndex = false, paths }: PageHeadProps) {
  const locale = useLocale();
  const path = useRouter().asPath.split(/[?#]/)[0] ?? '/';
  const alternates = useAlternatePaths();
  const urlFor = (target: Locale) =>
    `${siteOrigin}${paths ? paths[target] : withLocalePrefix(alternates ? alternates[target] : localize(path, target), target)}`;
  const fullTitle = `${title} | ${siteName}`;
  return (
    <Head>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noIndex ? <meta name="robots" content="noindex, nofollow" /> : <link rel="canonical" href={urlFor(locale)} />}
      {!noIndex &&
        locales.map((target) => <link key={target} rel="alternate" hrefLang={target} href={urlFor(target)} />)}
      {!noIndex && <link rel="alternate" hrefLang="x-default" href={urlFor(defaultLocale)} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={urlFor(locale)} />
      <meta property="og:locale" content={regionalLocale[locale].replace('-', '_')} />
      <meta name="twitter:card" content="summary" />
    </Head>
  );
}
