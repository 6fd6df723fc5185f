import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { PageHead } from '@/components/common/PageHead';
import { StaticPageHero } from '@/components/common/StaticPageHero';
import { usePageText } from '@/components/content/usePageText';
import { contentCategories } from '@/lib/domain/content';
import type { BlogListing } from '@/lib/server/content/blog-listing';
import { BlogPagination } from './BlogPagination';
import { BlogPostCard } from './BlogPostCard';
import { BlogFilterChip } from './CategoryChip';

export interface BlogListingViewProps {
  listing: BlogListing;
  /** The category or tag the listing is narrowed to (none: every post). */
  filter: { category?: string; tag?: string };
  /** Every tag in use, for the chips. */
  tags: string[];
}

/** /blogs, its pages, and its category and tag pages: filter chips, the posts' cards, page links. */
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
      <Container sx={{ py: { xs: 2, md: 3 } }}>
        <Box component="nav" aria-label={t('blog.categoriesLabel')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.6, mb: 1 }} data-testid="blog-categories">
          <BlogFilterChip size="medium" selected={!filter.category && !filter.tag} label={t('blog.allCategories')} />
          {contentCategories.blogPost.map((category) => (
            <BlogFilterChip key={category} size="medium" category={category} selected={filter.category === category} />
          ))}
        </Box>
        {tags.length > 0 && (
          <Box component="nav" aria-label={t('blog.tagsLabel')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 2 }} data-testid="blog-tags">
            {tags.map((tag) => (
              <BlogFilterChip key={tag} tag={tag} selected={filter.tag === tag} />
            ))}
          </Box>
        )}
        {listing.posts.length === 0 ? (
          <Typography color="text.secondary">{t('blog.empty')}</Typography>
        ) : (
          <Grid container spacing={1.5} component="section" aria-label={heading}>
            {listing.posts.map((post) => (
              <Grid key={post.id} size={{ xs: 12, sm: 6, md: 4 }}>
                <BlogPostCard post={post} />
              </Grid>
            ))}
          </Grid>
        )}
        <BlogPagination page={listing.page} pageCount={listing.pageCount} filter={filter} />
      </Container>
    </>
  );
}
