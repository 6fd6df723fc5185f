/**
 * A content entry's own columns, as both the public pages (published-content.ts) and the editors'
 * API (admin/*) read them: explicit, no join.
 */
import { contentEntries } from '../db/schema';

export const entryColumns = {
  id: contentEntries.id,
  kind: contentEntries.kind,
  slugTr: contentEntries.slugTr,
  slugEn: contentEntries.slugEn,
  titleTr: contentEntries.titleTr,
  titleEn: contentEntries.titleEn,
  summaryTr: contentEntries.summaryTr,
  summaryEn: contentEntries.summaryEn,
  bodyTr: contentEntries.bodyTr,
  bodyEn: contentEntries.bodyEn,
  category: contentEntries.category,
  tags: contentEntries.tags,
  attributes: contentEntries.attributes,
  imageId: contentEntries.imageId,
  status: contentEntries.status,
  publishAt: contentEntries.publishAt,
  sortOrder: contentEntries.sortOrder,
  authorName: contentEntries.authorName,
  revision: contentEntries.revision,
  createdAt: contentEntries.createdAt,
  updatedAt: contentEntries.updatedAt,
};
export type EntryRow = { [K in keyof typeof entryColumns]: (typeof contentEntries.$inferSelect)[K] };
