import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { PressReleaseCard as PressReleaseCardData } from '@/lib/server/content/press-release-listing';
import { MediaPage } from './MediaPage';
import { PressReleaseCard } from './PressReleaseCard';

/** /media-center/press-releases: every press release, newest first. */
export function PressReleaseListView({ releases }: { releases: PressReleaseCardData[] }) {
  const { t } = useTranslation('content');
  return (
    <MediaPage section="press-releases">
      {releases.length === 0 ? (
        <Typography color="text.secondary">{t('media.empty')}</Typography>
      ) : (
        <Grid container spacing={1.5}>
          {releases.map((release) => (
            <Grid key={release.id} size={{ xs: 12, md: 6 }}>
              <PressReleaseCard release={release} />
            </Grid>
          ))}
        </Grid>
      )}
    </MediaPage>
  );
}
