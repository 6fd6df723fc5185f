import { useTranslation } from 'next-i18next/pages';
import { PageHead } from '@/components/common/PageHead';
import { staticIslands } from '@/components/islands';
import { StaticPageHero } from '@/components/common/StaticPageHero';
import { usePageText } from '@/components/content/usePageText';
import type { BlogListing } from '@/lib/server/content/blog-listing';
import * as blogListingBody from './BlogListingBody.island';

/**
 * The chips, cards and page links are plain links (each listing page is its own static page): a static island.
 * Another listing page reached client-side (other props) renders it live.
 */
const BlogListingBody = staticIslands(typeof window === 'undefined' ? blogListingBody : null, () => import('./BlogListingBody.island'))('BlogListingBody');

export interface BlogListingViewProps {
  listing: BlogListing;
  /** The category or tag the listing is narrowed to (none: every post). */
  filter: { category?: string; tag?: string };
  /** Every tag in use, for the chips. */
  tags: string[];
}

/** /blogs, its pages, and its category and tag pages: the head, the band and the listing (BlogListingBody). */
export function BlogListingView({ listing, filter, tags }: BlogListingViewProps) {
  const { t } = useTranslation('content');
  const text = usePageText('blogs');
  const categoryName = filter.category ? t(`categories.blogPost.${filter.category}`) : undefined;
  const heading = categoryName ? t('blog.categoryHeading', { category: categoryName }) : filter.tag ? t('blog.tagHeading', { tag: filter.tag }) : text.heading;
  const lead = categoryName ? t('blog.categoryLead', { category: categoryName }) : filter.tag ? t('blog.tagLead', { tag: filter.tag }) : text.lead;
  const baseTitle = categoryName ? t('blog.categoryTitle', { category: categoryName }) : filter.tag ? t('blog.tagTitle', { tag: filter.tag }) : text.title;
  const title = listing.page > 1 ? t('blog.pageTitle', { title: baseTitle, page: listing.page }) : baseTitle;
  const description = filter.category || filter.tag ? lead : text.description;
  const leaf = filter.category || filter.tag ? (categoryName ?? `#${filter.tag}`) : listing.page > 1 ? t('blog.pageLabel', { page: listing.page }) : undefined;
  return (
    <>
      <PageHead title={title} description={description} />
      <StaticPageHero routeKey="blogs" heading={heading} lead={lead} leaf={leaf} />
      <BlogListingBody listing={listing} filter={filter} tags={tags} heading={heading} />
    </>
  );
}
