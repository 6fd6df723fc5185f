import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { RouteButton } from '@/components/common/RouteLink';
import { Markdown } from '@/components/content/Markdown';
import { formatPublished } from '@/lib/content/blog';
import { useLocale } from '@/lib/i18n';
import type { PressReleasePage } from '@/lib/server/content/press-release-detail';
import { MediaPage } from './MediaPage';

/** One press release: its date and body, and the way back to the list. */
export function PressReleaseView({ release }: Pick<PressReleasePage, 'release'>) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  return (
    <MediaPage section="press-releases" heading={release.title} lead={release.summary} title={release.title} description={release.summary || release.title} leaf={release.title}>
      <Box component="article" sx={{ maxWidth: 760 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          <time dateTime={release.publishedAt}>{formatPublished(release.publishedAt, locale)}</time>
        </Typography>
        <Markdown html={release.html} data-testid="press-release-body" />
        <RouteButton to="mediaCenter" subPath="press-releases" variant="outlined" sx={{ mt: 2 }}>
          {t('media.allReleases')}
        </RouteButton>
      </Box>
    </MediaPage>
  );
}
