import { visuallyHidden } from '@/components/common/visually-hidden';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutlined';
import { useTranslation } from 'next-i18next/pages';
import { formatDuration, isoDuration } from '@/lib/content/blog';
import type { VideoCard as VideoCardData } from '@/lib/server/content/video-listing';

/** A video: a link out to where it is hosted (new tab, rel noopener), with its length. Never embedded. */
export function VideoCard({ video, headingLevel = 'h2' }: { video: VideoCardData; headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation('content');
  return (
    <Paper component="article" id={video.slug} variant="outlined" sx={{ p: 1.5, height: '100%', display: 'flex', gap: 1, scrollMarginTop: 90 }} data-testid="video-card">
      <PlayCircleOutlineIcon color="secondary" sx={{ fontSize: 40, flexShrink: 0 }} aria-hidden />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.4, minWidth: 0 }}>
        <Typography component={headingLevel} variant="h4" sx={{ lineHeight: 1.35 }}>
          <Link href={video.url} target="_blank" rel="noopener noreferrer" color="inherit" underline="hover" data-testid="video-link">
            {video.title}
            <Box component="span" sx={visuallyHidden}>
              {` ${t('media.opensNewTab')}`}
            </Box>
          </Link>
        </Typography>
        {video.summary && <Typography color="text.secondary">{video.summary}</Typography>}
        <Typography variant="body2" color="text.secondary">
          {t('media.duration')}:{' '}
          <time dateTime={isoDuration(video.durationSeconds)} data-testid="video-duration">
            {formatDuration(video.durationSeconds)}
          </time>
        </Typography>
      </Box>
    </Paper>
  );
}
