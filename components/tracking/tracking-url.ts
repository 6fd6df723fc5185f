import { routePath, type Locale } from '@/lib/routes';

/**
 * The tracking page with a number in its query (the shareable link): `href` names the page file, `as`
 * the address in the visitor's language (/yuk-takip?number=… or /track-your-freight?number=…), so the
 * router needs no rewrite lookup.
 */
export function trackingPageUrl(number: string, locale: Locale): { href: { pathname: string; query: { number: string } }; as: string } {
  return { href: { pathname: '/track-your-freight', query: { number } }, as: routePath('trackYourFreight', locale, '', { number }) };
}
