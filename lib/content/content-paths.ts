/**
 * Where each kind of content lives on the site, from the route table: one source for the pages, the
 * sitemap, the assistant's links and the admin's on-demand revalidation. Paths are without the locale
 * prefix (withLocalePrefix adds /en); slugs are the entry's slug in that language.
 */
import type { ContentKind } from '../domain/content';
import { blogListingSubPath } from './blog';
import { routePath, serviceKeys, serviceRoutes, type Locale, type RouteKey } from '../routes';

/** The page of one entry (an anchor on its listing for the kinds that have no page of their own). */
export function contentPath(kind: ContentKind, slug: string, locale: Locale): string {
  switch (kind) {
    case 'blogPost':
      return routePath('blogs', locale, slug);
    case 'campaign':
      return routePath('campaigns', locale, slug);
    case 'legalDocument':
      return routePath('legalDocuments', locale, slug);
    case 'servicePage':
      return routePath('services', locale, slug);
    case 'pressRelease':
      return routePath('mediaCenter', locale, `press-releases/${slug}`);
    case 'video':
      return `${routePath('mediaCenter', locale, 'videos')}#${slug}`;
    case 'faq':
      return `${routePath('faq', locale)}#${slug}`;
    case 'glossaryTerm':
      return `${routePath('logisticsDictionary', locale)}#${slug}`;
    case 'helpGuide':
      return `${routePath('help', locale)}#${slug}`;
    case 'customerReference':
      return `${routePath('ourCustomers', locale)}#${slug}`;
    case 'page':
      return slug === 'about-us' || slug === 'hakkimizda' ? routePath('aboutUs', locale) : routePath('mediaCenter', locale, 'press-kit');
  }
}

/** The listings that show a kind (their pages change when an entry of the kind does). */
export const contentListings: Record<ContentKind, readonly RouteKey[]> = {
  blogPost: ['blogs', 'home'],
  campaign: ['campaigns', 'home'],
  faq: ['faq'],
  glossaryTerm: ['logisticsDictionary'],
  legalDocument: ['legalDocuments'],
  customerReference: ['ourCustomers', 'home'],
  pressRelease: ['mediaCenter'],
  video: ['mediaCenter'],
  helpGuide: ['help'],
  servicePage: ['services'],
  page: [],
};

/** Where an entry is filed: a blog post also shows on its category's and its tags' listings. */
export interface ContentGrouping {
  category?: string | null;
  tags?: readonly string[];
}

/**
 * Every path (without locale prefix, without anchor) whose static page shows the entry in the locale:
 * its own page, the listings of its kind and, for a blog post, the first page of its category's and
 * its tags' listings. What the admin revalidates after an edit (deeper listing pages and other posts'
 * related posts follow with the hourly backstop).
 */
export function affectedPaths(kind: ContentKind, slug: string, locale: Locale, grouping: ContentGrouping = {}): string[] {
  const own = contentPath(kind, slug, locale).split('#')[0]!;
  // A service's marketing content also shows on its service page (/logistics/…), whose last segment is the slug.
  const servicePage = kind === 'servicePage' ? serviceKeys.find((key) => serviceRoutes[key][locale].endsWith(`/${slug}`)) : undefined;
  const listings = [...contentListings[kind], ...(servicePage ? [servicePage] : [])].map((key) => routePath(key, locale));
  const blogListings =
    kind === 'blogPost'
      ? [...(grouping.category ? [{ category: grouping.category }] : []), ...(grouping.tags ?? []).map((tag) => ({ tag }))].map((filter) => routePath('blogs', locale, blogListingSubPath(filter)))
      : [];
  return [...new Set([own, ...listings, ...blogListings])];
}
