/**
 * [M4] One blog post's page (/blogs/<slugEn> ↔ /bloglar/<slugTr>): the post with its body rendered
 * to safe HTML, its related posts and its path in each language for the language switch. Null when
 * no public post has that slug in that language.
 */
import { contentPath } from '../../content/content-paths';
import type { Locale } from '../../routes';
import type { Database } from '../db/client';
import { toBlogCard, type BlogCard } from './blog-card';
import { getPublishedBySlug } from './published-content';
import { relatedPosts } from './related-posts';
import { renderBody } from './render-body';

export interface BlogPostPage {
  post: BlogCard & { html: string; updatedAt: string };
  related: BlogCard[];
  /** Unprefixed paths (components/common/AlternatePaths). */
  alternatePaths: Record<Locale, string>;
}

export async function blogPost(db: Database, locale: Locale, slug: string, now?: Date): Promise<BlogPostPage | null> {
  const entry = await getPublishedBySlug(db, 'blogPost', locale, slug, now);
  if (!entry) return null;
  return {
    post: { ...toBlogCard(entry), html: renderBody(entry.body), updatedAt: entry.updatedAt },
    related: await relatedPosts(db, entry, locale, 3, now),
    alternatePaths: { tr: contentPath('blogPost', entry.slugs.tr, 'tr'), en: contentPath('blogPost', entry.slugs.en, 'en') },
  };
}
