/**
 * Reading published content (the public pages, the sitemap, the assistant): only entries that are
 * public now (published, scheduled time come), in the locale's language. Explicit columns; the
 * listing index (kind, status, publish_at) serves every query here.
 */
import { and, asc, desc, eq, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ContentKind } from '../../domain/content';
import type { Locale } from '../../routes';
import type { Database } from '../db/client';
import { contentEntries } from '../db/schema';
import { entryColumns, type EntryRow } from './entry-columns';

/** One entry in one language, as the pages show it (markdown body not yet rendered). */
export interface PublishedEntry {
  id: number;
  kind: ContentKind;
  slug: string;
  /** The entry's slug in each language (for the language switch and hreflang). */
  slugs: Record<Locale, string>;
  title: string;
  summary: string;
  body: string;
  category: string | null;
  tags: string[];
  attributes: Record<string, unknown>;
  imageId: string | null;
  authorName: string | null;
  sortOrder: number;
  /** ISO instants: when it became public (publishAt, else its creation) and its last edit. */
  publishedAt: string;
  updatedAt: string;
}

const columns = entryColumns;

type Row = EntryRow;

function toEntry(row: Row, locale: Locale): PublishedEntry {
  const tr = locale === 'tr';
  return {
    id: row.id,
    kind: row.kind as ContentKind,
    slug: tr ? row.slugTr : row.slugEn,
    slugs: { tr: row.slugTr, en: row.slugEn },
    title: tr ? row.titleTr : row.titleEn,
    summary: tr ? row.summaryTr : row.summaryEn,
    body: tr ? row.bodyTr : row.bodyEn,
    category: row.category,
    tags: row.tags,
    attributes: row.attributes,
    imageId: row.imageId,
    authorName: row.authorName,
    sortOrder: row.sortOrder,
    publishedAt: (row.publishAt ?? row.createdAt).toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function isPublicNow(kind: ContentKind, now: Date): SQL {
  return and(
    eq(contentEntries.kind, kind),
    eq(contentEntries.status, 'published'),
    or(isNull(contentEntries.publishAt), lte(contentEntries.publishAt, now)),
  )!;
}

export interface PublishedQuery {
  kind: ContentKind;
  locale: Locale;
  category?: string;
  /** Entries carrying this tag. */
  tag?: string;
  /** `newest` (publication time, newest first; blog posts, press releases) or `ordered` (sortOrder, then title). */
  order?: 'newest' | 'ordered';
  limit?: number;
  offset?: number;
  now?: Date;
}

/** The public entries of a kind, in the locale's language. */
export async function listPublished(db: Database, query: PublishedQuery): Promise<PublishedEntry[]> {
  const now = query.now ?? new Date();
  const filters = [isPublicNow(query.kind, now)];
  if (query.category) filters.push(eq(contentEntries.category, query.category));
  if (query.tag) filters.push(sql`${contentEntries.tags} @> ${JSON.stringify([query.tag])}::jsonb`);
  const published = sql`coalesce(${contentEntries.publishAt}, ${contentEntries.createdAt})`;
  const orderBy = query.order === 'newest' ? [desc(published), desc(contentEntries.id)] : [asc(contentEntries.sortOrder), asc(query.locale === 'tr' ? contentEntries.titleTr : contentEntries.titleEn)];
  const rows = await db
    .select(columns)
    .from(contentEntries)
    .where(and(...filters))
    .orderBy(...orderBy)
    .limit(query.limit ?? 1_000)
    .offset(query.offset ?? 0);
  return rows.map((row) => toEntry(row, query.locale));
}

/** How many public entries of a kind (with the same filters as listPublished), for pagination. */
export async function countPublished(db: Database, query: Pick<PublishedQuery, 'kind' | 'category' | 'tag' | 'now'>): Promise<number> {
  const filters = [isPublicNow(query.kind, query.now ?? new Date())];
  if (query.category) filters.push(eq(contentEntries.category, query.category));
  if (query.tag) filters.push(sql`${contentEntries.tags} @> ${JSON.stringify([query.tag])}::jsonb`);
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(contentEntries).where(and(...filters));
  return row?.count ?? 0;
}

/** One public entry by its slug in the locale's language; null when missing, unpublished or scheduled later. */
export async function getPublishedBySlug(db: Database, kind: ContentKind, locale: Locale, slug: string, now: Date = new Date()): Promise<PublishedEntry | null> {
  const slugColumn = locale === 'tr' ? contentEntries.slugTr : contentEntries.slugEn;
  const [row] = await db
    .select(columns)
    .from(contentEntries)
    .where(and(isPublicNow(kind, now), eq(slugColumn, slug)))
    .limit(1);
  return row ? toEntry(row, locale) : null;
}
