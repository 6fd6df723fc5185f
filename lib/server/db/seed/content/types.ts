/**
 * [M4] The shape of one seeded content entry: the editor's fields (lib/schemas/content.ts
 * contentEntryInput, always published) plus the seed key that keeps the seed idempotent.
 */
import type { ContentKind } from '../../../../domain/content';

export interface SeedEntry {
  /** Stable, unique across the whole seed ("faq.customs-duration"); stored in content_entries.seed_key. */
  seedKey: string;
  kind: ContentKind;
  slugTr: string;
  slugEn: string;
  titleTr: string;
  titleEn: string;
  summaryTr: string;
  summaryEn: string;
  bodyTr: string;
  bodyEn: string;
  category?: string | null;
  tags?: string[];
  attributes?: Record<string, unknown>;
  /** ISO timestamp with offset, in the past. */
  publishAt: string;
  sortOrder?: number;
  authorName?: string | null;
}
