import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { RouteLink } from '@/components/common/RouteLink';
import { formatInstant } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import type { PressReleaseCard as PressReleaseCardData } from '@/lib/server/content/press-release-listing';

/** A press release in a listing: date, title (the link) and summary. */
export function PressReleaseCard({ release, headingLevel = 'h2' }: { release: PressReleaseCardData; headingLevel?: 'h2' | 'h3' }) {
  const locale = useLocale();
  return (
    <Paper component="article" variant="outlined" sx={{ p: 1.5, height: '100%', display: 'flex', flexDirection: 'column', gap: 0.5 }} data-testid="press-release-card">
      <Typography variant="body2" color="text.secondary">
        <time dateTime={release.publishedAt}>{formatInstant(release.publishedAt, locale, 'longDay')}</time>
      </Typography>
      <Typography component={headingLevel} variant="h4" sx={{ lineHeight: 1.35 }}>
        <RouteLink to="mediaCenter" subPath={`press-releases/${release.slug}`} color="inherit" underline="hover">
          {release.title}
        </RouteLink>
      </Typography>
      {release.summary && <Typography color="text.secondary">{release.summary}</Typography>}
    </Paper>
  );
}
