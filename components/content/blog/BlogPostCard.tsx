import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { RouteLink } from '@/components/common/RouteLink';
import type { BlogCard } from '@/lib/server/content/blog-card';
import { BlogMeta } from './BlogMeta';
import { BlogFilterChip } from './CategoryChip';

/** A post in a listing: category, title (the link), summary and the meta line. */
export function BlogPostCard({ post, headingLevel = 'h2', showSummary = true }: { post: BlogCard; headingLevel?: 'h2' | 'h3'; showSummary?: boolean }) {
  return (
    <Paper component="article" variant="outlined" sx={{ p: 1.5, height: '100%', display: 'flex', flexDirection: 'column', gap: 0.6 }} data-testid="blog-card">
      {post.category && (
        <Box>
          <BlogFilterChip category={post.category} />
        </Box>
      )}
      <Typography component={headingLevel} variant="h4" sx={{ lineHeight: 1.35 }}>
        <RouteLink to="blogs" subPath={post.slug} color="inherit" underline="hover">
          {post.title}
        </RouteLink>
      </Typography>
      {showSummary && post.summary && (
        <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
          {post.summary}
        </Typography>
      )}
      <Box sx={{ mt: 'auto' }}>
        <BlogMeta publishedAt={post.publishedAt} readingMinutes={post.readingMinutes} authorName={post.authorName} />
      </Box>
    </Paper>
  );
}
