/**
 * [M4] The videos of the media center (/media-center/videos): links out to where they are hosted,
 * never embedded. Entries whose attributes don't fit the video schema are left out.
 */
import type { Locale } from '../../routes';
import { videoAttributes } from '../../schemas/content';
import type { Database } from '../db/client';
import { listPublished } from './published-content';

export interface VideoCard {
  id: number;
  slug: string;
  title: string;
  summary: string;
  url: string;
  durationSeconds: number;
  publishedAt: string;
}

export async function videoListing(db: Database, locale: Locale, limit?: number, now?: Date): Promise<VideoCard[]> {
  const entries = await listPublished(db, { kind: 'video', locale, order: 'newest', limit, now });
  return entries.flatMap((entry) => {
    const attributes = videoAttributes.safeParse(entry.attributes);
    if (!attributes.success) return [];
    return [{ id: entry.id, slug: entry.slug, title: entry.title, summary: entry.summary, url: attributes.data.url, durationSeconds: attributes.data.durationSeconds, publishedAt: entry.publishedAt }];
  });
}
