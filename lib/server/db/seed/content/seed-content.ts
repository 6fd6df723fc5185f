/**
 * [M4] The seeded site content (content_entries): original Turkish and English texts of every kind,
 * one module per kind beside this file. Idempotent and editor-safe: every row carries its seed key,
 * rows are only ever inserted (ON CONFLICT DO NOTHING, on the seed key and the slugs alike), never
 * updated, so an entry an editor changed stays as they left it. The keys already seeded are kept in
 * app_meta, so an entry an editor deleted does not come back on the next start, and a start with
 * nothing new to seed is one indexed read.
 */
import { eq, sql } from 'drizzle-orm';
import { log } from '../../../log';
import type { Database } from '../../client';
import * as schema from '../../schema';
import { blogPosts } from './blog-posts';
import { campaigns } from './campaigns';
import { customerReferences } from './customer-references';
import { faqs } from './faqs';
import { glossaryTerms } from './glossary';
import { helpGuides } from './help-guides';
import { legalDocuments } from './legal-documents';
import { pages } from './pages';
import { pressReleases } from './press-releases';
import { servicePages } from './service-pages';
import type { SeedEntry } from './types';
import { videos } from './videos';

export type { SeedEntry } from './types';

/** Every seeded entry, grouped by kind (one multi-row insert each). */
export const contentSeedByKind: readonly (readonly SeedEntry[])[] = [
  legalDocuments,
  servicePages,
  helpGuides,
  pages,
  faqs,
  blogPosts,
  campaigns,
  glossaryTerms,
  customerReferences,
  pressReleases,
  videos,
];

export const contentSeed: readonly SeedEntry[] = contentSeedByKind.flat();

/** app_meta key holding the JSON list of the seed keys inserted so far. */
export const CONTENT_SEED_META_KEY = 'content_seed_keys';

function row(entry: SeedEntry): typeof schema.contentEntries.$inferInsert {
  return {
    seedKey: entry.seedKey,
    kind: entry.kind,
    slugTr: entry.slugTr,
    slugEn: entry.slugEn,
    titleTr: entry.titleTr,
    titleEn: entry.titleEn,
    summaryTr: entry.summaryTr,
    summaryEn: entry.summaryEn,
    bodyTr: entry.bodyTr,
    bodyEn: entry.bodyEn,
    category: entry.category ?? null,
    tags: entry.tags ?? [],
    attributes: entry.attributes ?? {},
    status: 'published',
    publishAt: new Date(entry.publishAt),
    sortOrder: entry.sortOrder ?? 0,
    authorName: entry.authorName ?? null,
  };
}

/** The keys stored in app_meta; an unreadable value counts as none (the inserts skip existing rows anyway). */
function seededKeys(value: string): string[] {
  try {
    const keys: unknown = JSON.parse(value);
    return Array.isArray(keys) ? keys.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

/** Inserts the seed entries not seeded before; answers how many rows it inserted. */
export async function seedContent(db: Database): Promise<number> {
  const started = performance.now();
  const [current] = await db.select({ value: schema.appMeta.value }).from(schema.appMeta).where(eq(schema.appMeta.key, CONTENT_SEED_META_KEY));
  const seeded = new Set<string>(current ? seededKeys(current.value) : []);
  const pending = contentSeedByKind.map((entries) => entries.filter((entry) => !seeded.has(entry.seedKey))).filter((entries) => entries.length > 0);
  if (pending.length === 0) return 0;

  let inserted = 0;
  await db.transaction(async (tx) => {
    for (const entries of pending) {
      const rows = await tx.insert(schema.contentEntries).values(entries.map(row)).onConflictDoNothing().returning({ id: schema.contentEntries.id });
      inserted += rows.length;
    }
    const value = JSON.stringify([...new Set([...seeded, ...contentSeed.map((entry) => entry.seedKey)])].sort());
    await tx
      .insert(schema.appMeta)
      .values({ key: CONTENT_SEED_META_KEY, value })
      .onConflictDoUpdate({ target: schema.appMeta.key, set: { value: sql`excluded.value` } });
  });
  log.info({ inserted, ms: Math.round(performance.now() - started) }, 'content seeded');
  return inserted;
}
