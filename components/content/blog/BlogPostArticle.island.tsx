import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { PageHero } from '@/components/common/PageHero.island';
import { RouteButton } from '@/components/common/RouteLink';
import { Markdown } from '@/components/content/Markdown';
import type { BlogPostPage } from '@/lib/server/content/blog-post';
import { BlogMeta } from './BlogMeta';
import { BlogPostCard } from './BlogPostCard';
import { BlogFilterChip } from './CategoryChip';
import { renderWhenNear } from '@/components/common/render-when-near';

/** A blog post's page below its head: title, meta line, the body, its category and tags, then three related posts. */
export function BlogPostArticle({ post, related }: Pick<BlogPostPage, 'post' | 'related'>) {
  const { t } = useTranslation('content');
  return (
    <>
      <PageHero routeKey="blogs" heading={post.title} lead={post.summary} leaf={post.title}>
        <BlogMeta publishedAt={post.publishedAt} readingMinutes={post.readingMinutes} authorName={post.authorName} inverted />
      </PageHero>
      <Container sx={{ py: { xs: 2, md: 3 } }}>
        <Grid container spacing={{ xs: 2, md: 4 }}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Box component="article" sx={{ maxWidth: 760 }}>
              <Markdown html={post.html} data-testid="blog-body" />
              <Divider sx={{ my: 2 }} />
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.6 }} data-testid="blog-post-tags">
                {post.category && (
                  <>
                    <Typography variant="body2" component="span" sx={{ fontWeight: 700 }}>
                      {t('blog.category')}:
                    </Typography>
                    <BlogFilterChip category={post.category} />
                  </>
                )}
                {post.tags.length > 0 && (
                  <>
                    <Typography variant="body2" component="span" sx={{ fontWeight: 700, ml: post.category ? 1 : 0 }}>
                      {t('blog.tagsLabel')}:
                    </Typography>
                    {post.tags.map((tag) => (
                      <BlogFilterChip key={tag} tag={tag} />
                    ))}
                  </>
                )}
              </Box>
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Box sx={{ p: 1.5, borderRadius: 2, bgcolor: 'grey.50', border: 1, borderColor: 'divider' }}>
              <Typography component="h2" variant="h4">
                {t('blog.ctaHeading')}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 0.5, mb: 1 }}>
                {t('blog.ctaText')}
              </Typography>
              <RouteButton to="freightSearch" variant="contained" color="primary">
                {t('blog.ctaButton')}
              </RouteButton>
            </Box>
          </Grid>
        </Grid>
        {related.length > 0 && (
          <Box component="section" aria-labelledby="related-heading" sx={{ mt: { xs: 3, md: 4 }, ...renderWhenNear(480) }} data-testid="related-posts">
            <Typography id="related-heading" component="h2" variant="h3" sx={{ mb: 1.2 }}>
              {t('blog.related')}
            </Typography>
            <Grid container spacing={1.5}>
              {related.map((item) => (
                <Grid key={item.id} size={{ xs: 12, sm: 6, md: 4 }}>
                  <BlogPostCard post={item} headingLevel="h3" showSummary={false} />
                </Grid>
              ))}
            </Grid>
          </Box>
        )}
      </Container>
    </>
  );
}
