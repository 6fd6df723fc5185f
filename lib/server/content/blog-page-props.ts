/**
 * [M4] getStaticProps/getStaticPaths of the blog's listing pages (/blogs, /blogs/page/2,
 * /blogs/category/<category>[/page/n], /blogs/tag/<tag>[/page/n]): the URL segments are checked
 * (unknown category or tag, a page past the last, /page/1 → 404), the listing read from the database.
 */
import type { GetStaticPaths, GetStaticProps, GetStaticPropsContext } from 'next';
import { BLOG_PAGE_SIZE, contentCategories } from '../../domain/content';
import { categoryFromSlug, categorySlug, pageCount, parsePageNumber, tagFromSlug, tagSlug } from '../../content/blog';
import { localeOf } from '../../i18n';
import { translations } from '../../i18n-server';
import { locales } from '../../routes';
import { getDb } from '../db/client';
import { blogListing, type BlogListing } from './blog-listing';
import { blogTags } from './blog-tags';
import { CONTENT_REVALIDATE_SECONDS } from './content-revalidate';
import { countPublished } from './published-content';


export interface BlogListingProps {
  listing: BlogListing;
  filter: { category?: string; tag?: string };
  tags: string[];
}

type Narrowing = 'all' | 'category' | 'tag';

function param(context: GetStaticPropsContext, name: string): string | undefined {
  const value = context.params?.[name];
  return typeof value === 'string' ? value : undefined;
}

/** getStaticProps of a listing page narrowed by `narrowing`; `paged` when the path carries /page/<n>. */
export function blogListingStaticProps(narrowing: Narrowing, paged: boolean): GetStaticProps<BlogListingProps> {
  return async (context) => {
    const notFound = { notFound: true as const, revalidate: CONTENT_REVALIDATE_SECONDS };
    const locale = localeOf(context);
    const page = paged ? parsePageNumber(param(context, 'page')) : 1;
    if (page === null || (paged && page === 1)) return notFound;
    const db = await getDb();
    const tags = await blogTags(db);
    const filter: BlogListingProps['filter'] = {};
    if (narrowing === 'category') {
      const category = categoryFromSlug(param(context, 'category') ?? '');
      if (!category) return notFound;
      filter.category = category;
    }
    if (narrowing === 'tag') {
      const tag = tagFromSlug(param(context, 'tag') ?? '', tags);
      if (!tag) return notFound;
      filter.tag = tag;
    }
    const listing = await blogListing(db, { locale, page, ...filter });
    if (!listing) return notFound;
    return {
      props: { listing, filter, tags, ...(await translations(locale, ['pages', 'content'], ['blogs'])) },
      revalidate: CONTENT_REVALIDATE_SECONDS,
    };
  };
}

/** The listing pages that exist now, in both languages (later ones are built on first request). */
export function blogListingStaticPaths(narrowing: Narrowing, paged: boolean): GetStaticPaths {
  return async () => {
    const db = await getDb();
    const groups: { params: Record<string, string>; total: number }[] =
      narrowing === 'all'
        ? [{ params: {}, total: await countPublished(db, { kind: 'blogPost' }) }]
        : narrowing === 'category'
          ? await Promise.all(contentCategories.blogPost.map(async (category) => ({ params: { category: categorySlug(category) }, total: await countPublished(db, { kind: 'blogPost', category }) })))
          : await Promise.all((await blogTags(db)).map(async (tag) => ({ params: { tag: tagSlug(tag) }, total: await countPublished(db, { kind: 'blogPost', tag }) })));
    const params = groups.flatMap(({ params: base, total }) => {
      const pages = pageCount(total, BLOG_PAGE_SIZE);
      if (!paged) return total > 0 || narrowing === 'all' ? [base] : [];
      return Array.from({ length: pages - 1 }, (_, index) => ({ ...base, page: String(index + 2) }));
    });
    return { paths: locales.flatMap((locale) => params.map((p) => ({ params: p, locale }))), fallback: 'blocking' };
  };
}
