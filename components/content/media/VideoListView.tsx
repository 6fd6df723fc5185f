import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { VideoCard as VideoCardData } from '@/lib/server/content/video-listing';
import { MediaPage } from './MediaPage';
import { VideoCard } from './VideoCard';

/** /media-center/videos: the videos, as links out. */
export function VideoListView({ videos }: { videos: VideoCardData[] }) {
  const { t } = useTranslation('content');
  return (
    <MediaPage section="videos">
      {videos.length === 0 ? (
        <Typography color="text.secondary">{t('media.empty')}</Typography>
      ) : (
        <Grid container spacing={1.5}>
          {videos.map((video) => (
            <Grid key={video.id} size={{ xs: 12, md: 6 }}>
              <VideoCard video={video} />
            </Grid>
          ))}
        </Grid>
      )}
    </MediaPage>
  );
}
