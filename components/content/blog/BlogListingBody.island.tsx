import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { contentCategories } from '@/lib/domain/content';
import type { BlogListingProps } from '@/lib/server/content/blog-page-props';
import { BlogPagination } from './BlogPagination';
import { BlogPostCard } from './BlogPostCard';
import { BlogFilterChip } from './CategoryChip';

/** A blog listing's section under the band: category and tag chips, the posts' cards (a section named `heading`), page links. */
export function BlogListingBody({ listing, filter, tags, heading }: BlogListingProps & { heading: string }) {
  const { t } = useTranslation('content');
  return (
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
  );
}
