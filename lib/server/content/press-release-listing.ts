/**
 * [M4] The press releases (/media-center/press-releases and the media center's front page), newest first.
 */
import type { Locale } from '../../routes';
import type { Database } from '../db/client';
import { listPublished } from './published-content';

export interface PressReleaseCard {
  id: number;
  slug: string;
  title: string;
  summary: string;
  /** ISO instant. */
  publishedAt: string;
}

export async function pressReleaseListing(db: Database, locale: Locale, limit?: number, now?: Date): Promise<PressReleaseCard[]> {
  const entries = await listPublished(db, { kind: 'pressRelease', locale, order: 'newest', limit, now });
  return entries.map((entry) => ({ id: entry.id, slug: entry.slug, title: entry.title, summary: entry.summary, publishedAt: entry.publishedAt }));
}
