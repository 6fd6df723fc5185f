/**
 * /robots.txt as a pure function: everything may be crawled except the admin, the account area, the
 * API, the sign-in popup's landing page and the sign-up result; the sitemap's absolute URL at the end.
 * Paths come from the route table in both languages (English under /en).
 */
import { API_PREFIX } from '../api/href';
import { locales, routeTable, withLocalePrefix, type RouteKey } from '../routes';

/** Not for crawlers: screens behind sign-in and pages that only make sense after an action. */
const disallowedKeys: readonly RouteKey[] = ['admin', 'account', 'registerSuccess', 'companyInvitation'];

/** Paths outside the route table that crawlers must skip: the JSON API and MSAL's redirect bridge. */
const disallowedExtra = [API_PREFIX, '/redirect'];

/** Each disallowed page in every spelling a crawler may meet: the Turkish path, the English one with and without /en. */
export function disallowedPaths(): string[] {
  const paths = disallowedKeys.flatMap((key) => [routeTable[key].tr, routeTable[key].en, ...locales.map((locale) => withLocalePrefix(routeTable[key][locale], locale))]);
  return [...new Set([...paths, ...disallowedExtra])];
}

export function buildRobotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowedPaths().map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin.replace(/\/+$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}
