/**
 * Every page of the sitemap with its paths in both languages and its last change: the static pages of
 * the route table, the generated lane pages on sale, the busiest ship-program lanes, every public
 * content entry that has a page of its own, and the blog listing's pages, categories and tags.
 * Anchor-only kinds (FAQ, glossary term, help guide, customer reference, video) have no page: they only
 * date the listing that shows them.
 */
import { BLOG_PAGE_SIZE, contentKinds, mediaSections, type ContentKind } from '../../domain/content';
import { laneSlug } from '../../domain/ship-lane';
import { blogListingSubPath, pageCount } from '../../content/blog';
import { contentListings, contentPath } from '../../content/content-paths';
import { indexableRouteKeys, routePaths, type SitemapPage } from '../../seo/sitemap';
import type { RouteKey } from '../../routes';
import type { Database } from '../db/client';
import { listPublished, type PublishedEntry } from '../content/published-content';
import { listLanes } from '../lanes/list-lanes';
import { busiestLanes } from '../voyages/busiest-lanes';

/** The ship-program lane pages listed: the busiest port pairs, the ones built ahead (pages/ship-program/[page_code]). */
export const SITEMAP_SHIP_LANES = 30;

/** Kinds whose entries have a page of their own (the rest are anchors on a listing). */
const pageKinds: ReadonlySet<ContentKind> = new Set(['blogPost', 'campaign', 'legalDocument', 'servicePage', 'pressRelease', 'page']);

const latest = (dates: readonly Date[], floor: Date) => dates.reduce((max, date) => (date > max ? date : max), floor);
const updated = (entry: PublishedEntry) => new Date(entry.updatedAt);

export async function listSitemapPages(db: Database, { builtAt, now = new Date() }: { builtAt: Date; now?: Date }): Promise<SitemapPage[]> {
  const [byKind, lanes, shipLanes] = await Promise.all([
    Promise.all(contentKinds.map(async (kind) => [kind, await listPublished(db, { kind, locale: 'en', now })] as const)).then((pairs) => new Map(pairs)),
    listLanes(db, now),
    busiestLanes(db, SITEMAP_SHIP_LANES, now),
  ]);
  const entriesOf = (kind: ContentKind) => byKind.get(kind) ?? [];

  // A listing changes when an entry it shows does.
  const listingDates = new Map<RouteKey, Date[]>();
  for (const kind of contentKinds) {
    for (const key of contentListings[kind]) listingDates.set(key, [...(listingDates.get(key) ?? []), ...entriesOf(kind).map(updated)]);
  }
  const pages: SitemapPage[] = indexableRouteKeys().map((key) => ({ paths: routePaths(key), lastmod: latest(listingDates.get(key) ?? [], builtAt) }));

  const mediaKinds: Record<(typeof mediaSections)[number], readonly PublishedEntry[]> = {
    'press-releases': entriesOf('pressRelease'),
    videos: entriesOf('video'),
    'press-kit': entriesOf('page').filter((entry) => entry.slugs.en === 'press-kit'),
  };
  for (const section of mediaSections) pages.push({ paths: routePaths('mediaCenter', section), lastmod: latest(mediaKinds[section].map(updated), builtAt) });

  for (const entry of lanes) {
    if (entry.slugs.fixedKey) continue;
    pages.push({ paths: { tr: routePaths('routes', entry.slugs.tr).tr, en: routePaths('routes', entry.slugs.en).en }, lastmod: builtAt });
  }
  for (const lane of shipLanes) pages.push({ paths: routePaths('shipProgram', laneSlug(lane.pol, lane.pod)), lastmod: builtAt });

  for (const kind of contentKinds) {
    if (!pageKinds.has(kind)) continue;
    for (const entry of entriesOf(kind)) {
      pages.push({ paths: { tr: contentPath(kind, entry.slugs.tr, 'tr'), en: contentPath(kind, entry.slugs.en, 'en') }, lastmod: updated(entry) });
    }
  }

  // The blog listing's further pages, and every category and tag in use with their pages (lib/content/blog.ts paths).
  const posts = entriesOf('blogPost');
  const listing = (filter: { category?: string; tag?: string }, selected: readonly PublishedEntry[]) => {
    const lastmod = latest(selected.map(updated), builtAt);
    for (let page = 1; page <= pageCount(selected.length, BLOG_PAGE_SIZE); page++) {
      const subPath = blogListingSubPath(filter, page);
      if (subPath) pages.push({ paths: routePaths('blogs', subPath), lastmod });
    }
  };
  listing({}, posts);
  for (const category of new Set(posts.flatMap((post) => (post.category ? [post.category] : [])))) listing({ category }, posts.filter((post) => post.category === category));
  for (const tag of [...new Set(posts.flatMap((post) => post.tags))].sort()) listing({ tag }, posts.filter((post) => post.tags.includes(tag)));
  return pages;
}
