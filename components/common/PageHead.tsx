import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { localize, match, withLocalePrefix, defaultLocale, locales, type Locale } from '@/lib/routes';
import { useLocale } from '@/lib/i18n';
import { siteName, siteOrigin } from '@/lib/site';
import { breadcrumbSteps, stripLocalePrefix, type TrailStep } from '@/lib/seo/breadcrumbs';
import { absoluteUrl, breadcrumbJsonLd, organizationJsonLd } from '@/lib/seo/json-ld';
import { defaultShareImage, ogLocale, ogTypeOf } from '@/lib/seo/open-graph';
import { useAlternatePaths } from './AlternatePaths';
import { JsonLd } from './JsonLd';

export interface PageHeadProps {
  title: string;
  description: string;
  noIndex?: boolean;
  /** The page's path in each language, when the route table cannot localize it (a generated lane's slug). */
  paths?: Record<Locale, string>;
  /** Open Graph type: 'article' on a blog post (inferred there when not given), else 'website'. */
  type?: 'website' | 'article';
  /** The page's own share image (absolute URL or a path on this site); the site's image otherwise. */
  image?: string;
  /**
   * Steps the breadcrumb's structured data adds below the page's route key, e.g. [{ name: post.title }]
   * on a blog post (a step without a path is the page itself). Without it, a page below its route key
   * ends the trail with its title.
   */
  trail?: readonly TrailStep[];
}

/**
 * Title, description, canonical URL, hreflang alternates (from the route table or the page's alternate
 * paths), Open Graph and Twitter card, and the structured data every public page carries: its
 * BreadcrumbList, and the Organization on home.
 */
export function PageHead({ title, description, noIndex = false, paths, type, image, trail }: PageHeadProps) {
  const locale = useLocale();
  const { t } = useTranslation('common');
  const path = useRouter().asPath.split(/[?#]/)[0] ?? '/';
  const alternates = useAlternatePaths();
  const pathFor = (target: Locale) => (paths ? paths[target] : withLocalePrefix(alternates ? alternates[target] : localize(path, target), target));
  const urlFor = (target: Locale) => `${siteOrigin}${pathFor(target)}`;
  const ownPath = stripLocalePrefix(pathFor(locale), locale);
  const fullTitle = `${title} | ${siteName}`;
  const imageUrl = image ? (image.startsWith('http') ? image : absoluteUrl(image)) : absoluteUrl(defaultShareImage.path);
  const isHome = match(ownPath)?.key === 'home';
  const steps = noIndex ? [] : breadcrumbSteps({ path: ownPath, locale, label: (key) => t(`nav.${key}`), title, trail });
  return (
    <>
      <Head>
        <title>{fullTitle}</title>
        <meta name="description" content={description} />
        {noIndex ? <meta name="robots" content="noindex, nofollow" /> : <link rel="canonical" href={urlFor(locale)} />}
        {!noIndex &&
          locales.map((target) => <link key={target} rel="alternate" hrefLang={target} href={urlFor(target)} />)}
        {!noIndex && <link rel="alternate" hrefLang="x-default" href={urlFor(defaultLocale)} />}
        <meta property="og:type" content={type ?? ogTypeOf(ownPath)} />
        <meta property="og:site_name" content={siteName} />
        <meta property="og:title" content={fullTitle} />
        <meta property="og:description" content={description} />
        <meta property="og:url" content={urlFor(locale)} />
        <meta property="og:locale" content={ogLocale(locale)} />
        {locales
          .filter((other) => other !== locale)
          .map((other) => (
            <meta key={`og:locale:alternate:${other}`} property="og:locale:alternate" content={ogLocale(other)} />
          ))}
        <meta property="og:image" content={imageUrl} />
        {!image && <meta property="og:image:width" content={String(defaultShareImage.width)} />}
        {!image && <meta property="og:image:height" content={String(defaultShareImage.height)} />}
        <meta property="og:image:alt" content={siteName} />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={fullTitle} />
        <meta name="twitter:description" content={description} />
        <meta name="twitter:image" content={imageUrl} />
      </Head>
      {steps.length > 0 && <JsonLd id="breadcrumb" data={breadcrumbJsonLd(steps)} />}
      {isHome && !noIndex && <JsonLd id="organization" data={organizationJsonLd(description)} />}
    </>
  );
}
