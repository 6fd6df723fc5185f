/**
 * [M5] A content entry as the editors' API reads it: explicit columns, the editor's fields as one
 * `contentEntryInput` (also what a revision snapshot keeps), and the detail answer.
 */
import { sql } from 'drizzle-orm';
import { contentPath } from '../../../content/content-paths';
import type { ContentKind } from '../../../domain/content';
import { withLocalePrefix } from '../../../routes';
import type { ContentEntryDetail } from '../../../schemas/content-admin';
import type { ContentEntryInput } from '../../../schemas/content';
import { users } from '../../db/schema';
import type { EntryRow } from '../entry-columns';
import { entryState } from './entry-state';

/** A user's display name (null when there is no user: the seed). */
export const displayName = (first: unknown, last: unknown) => sql<string | null>`nullif(trim(coalesce(${first}, '') || ' ' || coalesce(${last}, '')), '')`;
export const updatedByName = displayName(users.firstName, users.lastName);

/** The editor's fields of a row: the shape `contentEntryInput` validates, kept whole in every revision. */
export function toEntryInput(row: EntryRow): ContentEntryInput {
  return {
    kind: row.kind as ContentKind,
    slugTr: row.slugTr,
    slugEn: row.slugEn,
    titleTr: row.titleTr,
    titleEn: row.titleEn,
    summaryTr: row.summaryTr,
    summaryEn: row.summaryEn,
    bodyTr: row.bodyTr,
    bodyEn: row.bodyEn,
    category: row.category,
    tags: row.tags,
    attributes: row.attributes,
    imageId: row.imageId,
    status: row.status as ContentEntryInput['status'],
    publishAt: row.publishAt ? row.publishAt.toISOString() : null,
    sortOrder: row.sortOrder,
    authorName: row.authorName,
  };
}

/** The columns a save writes from the editor's fields (the same names). */
export function toColumns(entry: ContentEntryInput) {
  return { ...entry, publishAt: entry.publishAt === null ? null : new Date(entry.publishAt) };
}

export function toDetail(row: EntryRow, editorName: string | null, now: Date = new Date()): ContentEntryDetail {
  const kind = row.kind as ContentKind;
  return {
    id: row.id,
    entry: toEntryInput(row),
    state: entryState(row, now),
    revision: row.revision,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    updatedByName: editorName,
    publicPaths: { tr: withLocalePrefix(contentPath(kind, row.slugTr, 'tr'), 'tr'), en: withLocalePrefix(contentPath(kind, row.slugEn, 'en'), 'en') },
  };
}
