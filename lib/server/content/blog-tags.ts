/**
 * [M4] The tags public blog posts carry, each once, in Turkish alphabetical order: the tag pages
 * that exist (getStaticPaths) and the chips above the listing.
 */
import { compareTurkish } from '../../domain/turkish-fold';
import type { Database } from '../db/client';
import { listPublished } from './published-content';

export async function blogTags(db: Database, now?: Date): Promise<string[]> {
  const posts = await listPublished(db, { kind: 'blogPost', locale: 'en', now });
  return [...new Set(posts.flatMap((post) => post.tags))].sort(compareTurkish);
}
