/**
 * [M4] A blog post as its listing card shows it (no body: the listings ship only what they show).
 * Shared by the listing, the related posts and the home page.
 */
import { readingMinutes } from '../../domain/content';
import type { PublishedEntry } from './published-content';

export interface BlogCard {
  id: number;
  slug: string;
  title: string;
  summary: string;
  category: string | null;
  tags: string[];
  /** ISO instant. */
  publishedAt: string;
  readingMinutes: number;
  authorName: string | null;
}

export function toBlogCard(entry: PublishedEntry): BlogCard {
  return {
    id: entry.id,
    slug: entry.slug,
    title: entry.title,
    summary: entry.summary,
    category: entry.category,
    tags: entry.tags,
    publishedAt: entry.publishedAt,
    readingMinutes: readingMinutes(entry.body),
    authorName: entry.authorName,
  };
}
