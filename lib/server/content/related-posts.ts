/**
 * [M4] The posts related to a blog post (same category, shared tags), newest first among equals;
 * when fewer than `limit` share anything, the newest other posts fill the row.
 */
import { rankRelated } from '../../content/blog';
import type { Locale } from '../../routes';
import type { Database } from '../db/client';
import { toBlogCard, type BlogCard } from './blog-card';
import { listPublished, type PublishedEntry } from './published-content';

export async function relatedPosts(db: Database, post: PublishedEntry, locale: Locale, limit = 3, now?: Date): Promise<BlogCard[]> {
  const others = (await listPublished(db, { kind: 'blogPost', locale, order: 'newest', now })).filter((entry) => entry.id !== post.id);
  const ranked = rankRelated(post, others, limit);
  const fill = others.filter((entry) => !ranked.includes(entry)).slice(0, limit - ranked.length);
  return [...ranked, ...fill].map(toBlogCard);
}
