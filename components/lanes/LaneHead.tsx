import Head from 'next/head';
import { defaultLocale, locales, type Locale } from '@/lib/routes';
import { regionalLocale } from '@/lib/i18n';
import { siteName, siteOrigin } from '@/lib/site';

/**
 * Title, description, canonical URL and hreflang alternates of a lane page: the alternates are the
 * lane's own spelling in each language (a generated lane's slug changes with the language, which the
 * route table's localize() cannot know).
 */
export function LaneHead({ title, description, locale, paths }: { title: string; description: string; locale: Locale; paths: Record<Locale, string> }) {
  const url = (target: Locale) => `${siteOrigin}${paths[target]}`;
  const fullTitle = `${title} | ${siteName}`;
  return (
    <Head>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url(locale)} />
      {locales.map((target) => (
        <link key={target} rel="alternate" hrefLang={target} href={url(target)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={url(defaultLocale)} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url(locale)} />
      <meta property="og:locale" content={regionalLocale[locale].replace('-', '_')} />
      <meta name="twitter:card" content="summary" />
    </Head>
  );
}
