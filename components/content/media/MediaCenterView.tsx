import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { RouteButton } from '@/components/common/RouteLink';
import type { PressReleaseCard as PressReleaseCardData } from '@/lib/server/content/press-release-listing';
import type { SinglePage } from '@/lib/server/content/single-page';
import type { VideoCard as VideoCardData } from '@/lib/server/content/video-listing';
import { MediaPage } from './MediaPage';
import { PressReleaseCard } from './PressReleaseCard';
import { VideoCard } from './VideoCard';

function Section({ id, heading, more, children }: { id: string; heading: string; more: { subPath: string; label: string }; children: React.ReactNode }) {
  return (
    <Box component="section" aria-labelledby={`${id}-heading`} sx={{ mb: { xs: 3, md: 4 } }} data-testid={`media-section-${id}`}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 1.2 }}>
        <Typography id={`${id}-heading`} component="h2" variant="h3">
          {heading}
        </Typography>
        <RouteButton to="mediaCenter" subPath={more.subPath} variant="text">
          {more.label}
        </RouteButton>
      </Box>
      {children}
    </Box>
  );
}

/** /media-center: the newest press releases, the videos and the press kit, each with a link to its section. */
export function MediaCenterView({ releases, videos, pressKit }: { releases: PressReleaseCardData[]; videos: VideoCardData[]; pressKit: SinglePage | null }) {
  const { t } = useTranslation('content');
  return (
    <MediaPage>
      <Section id="press-releases" heading={t('media.sections.press-releases')} more={{ subPath: 'press-releases', label: t('media.allReleases') }}>
        <Grid container spacing={1.5}>
          {releases.map((release) => (
            <Grid key={release.id} size={{ xs: 12, md: 4 }}>
              <PressReleaseCard release={release} headingLevel="h3" />
            </Grid>
          ))}
        </Grid>
      </Section>
      <Section id="videos" heading={t('media.sections.videos')} more={{ subPath: 'videos', label: t('media.allVideos') }}>
        <Grid container spacing={1.5}>
          {videos.map((video) => (
            <Grid key={video.id} size={{ xs: 12, md: 6 }}>
              <VideoCard video={video} headingLevel="h3" />
            </Grid>
          ))}
        </Grid>
      </Section>
      <Section id="press-kit" heading={t('media.sections.press-kit')} more={{ subPath: 'press-kit', label: t('media.openPressKit') }}>
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          <Typography>{pressKit?.summary || t('media.leads.press-kit')}</Typography>
        </Paper>
      </Section>
    </MediaPage>
  );
}
