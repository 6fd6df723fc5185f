/**
 * [M4] One page of the blog listing (/blogs, /blogs/page/2, /blogs/category/customs, /blogs/tag/…):
 * the newest public posts first, BLOG_PAGE_SIZE a page. Null when the page is past the last one.
 */
import { BLOG_PAGE_SIZE } from '../../domain/content';
import { pageCount } from '../../content/blog';
import type { Locale } from '../../routes';
import type { Database } from '../db/client';
import { toBlogCard, type BlogCard } from './blog-card';
import { countPublished, listPublished } from './published-content';

export interface BlogListing {
  posts: BlogCard[];
  page: number;
  pageCount: number;
  total: number;
}

export interface BlogListingQuery {
  locale: Locale;
  page: number;
  category?: string;
  tag?: string;
  now?: Date;
}

export async function blogListing(db: Database, query: BlogListingQuery): Promise<BlogListing | null> {
  const filter = { kind: 'blogPost' as const, category: query.category, tag: query.tag, now: query.now };
  const total = await countPublished(db, filter);
  const pages = pageCount(total, BLOG_PAGE_SIZE);
  if (!Number.isInteger(query.page) || query.page < 1 || query.page > pages) return null;
  const entries = await listPublished(db, { ...filter, locale: query.locale, order: 'newest', limit: BLOG_PAGE_SIZE, offset: (query.page - 1) * BLOG_PAGE_SIZE });
  return { posts: entries.map(toBlogCard), page: query.page, pageCount: pages, total };
}
