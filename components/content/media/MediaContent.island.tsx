import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { RouteButton } from '@/components/common/RouteLink';
import { Markdown } from '@/components/content/Markdown';
import { formatInstant } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import type { PressReleasePage } from '@/lib/server/content/press-release-detail';
import type { PressReleaseCard as PressReleaseCardData } from '@/lib/server/content/press-release-listing';
import type { SinglePage } from '@/lib/server/content/single-page';
import type { VideoCard as VideoCardData } from '@/lib/server/content/video-listing';
import { PressReleaseCard } from './PressReleaseCard';
import { VideoCard } from './VideoCard';

/*
 * The contents of the media center's pages below the section links, each a static island of its page (MediaPage):
 * texts, cards and plain links.
 */

/** A section of the overview: its heading with the link to the section, then its newest items. */
function Section({ id, heading, more, children }: { id: string; heading: string; more: { subPath: string; label: string }; children: ReactNode }) {
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

/** Cards in a grid, `md` twelfths wide each from md up; the section's empty note when there are none. */
function CardGrid<T extends { id: string | number }>({ items, md = 6, card }: { items: T[]; md?: number; card: (item: T) => ReactNode }) {
  const { t } = useTranslation('content');
  if (items.length === 0) return <Typography color="text.secondary">{t('media.empty')}</Typography>;
  return (
    <Grid container spacing={1.5}>
      {items.map((item) => (
        <Grid key={item.id} size={{ xs: 12, md }}>
          {card(item)}
        </Grid>
      ))}
    </Grid>
  );
}

/** /media-center: the newest press releases, the videos and the press kit, each with a link to its section. */
export function MediaCenterSections({ releases, videos, pressKit }: { releases: PressReleaseCardData[]; videos: VideoCardData[]; pressKit: SinglePage | null }) {
  const { t } = useTranslation('content');
  return (
    <>
      <Section id="press-releases" heading={t('media.sections.press-releases')} more={{ subPath: 'press-releases', label: t('media.allReleases') }}>
        <CardGrid items={releases} md={4} card={(release) => <PressReleaseCard release={release} headingLevel="h3" />} />
      </Section>
      <Section id="videos" heading={t('media.sections.videos')} more={{ subPath: 'videos', label: t('media.allVideos') }}>
        <CardGrid items={videos} card={(video) => <VideoCard video={video} headingLevel="h3" />} />
      </Section>
      <Section id="press-kit" heading={t('media.sections.press-kit')} more={{ subPath: 'press-kit', label: t('media.openPressKit') }}>
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          <Typography>{pressKit?.summary || t('media.leads.press-kit')}</Typography>
        </Paper>
      </Section>
    </>
  );
}

/** Every press release as a card, newest first (or the section's empty note). */
export function PressReleaseList({ releases }: { releases: PressReleaseCardData[] }) {
  return <CardGrid items={releases} card={(release) => <PressReleaseCard release={release} />} />;
}

/** One press release: its date and body, and the way back to the list. */
export function PressReleaseArticle({ release }: Pick<PressReleasePage, 'release'>) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  return (
    <Box component="article" sx={{ maxWidth: 760 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        <time dateTime={release.publishedAt}>{formatInstant(release.publishedAt, locale, 'longDay')}</time>
      </Typography>
      <Markdown html={release.html} data-testid="press-release-body" />
      <RouteButton to="mediaCenter" subPath="press-releases" variant="outlined" sx={{ mt: 2 }}>
        {t('media.allReleases')}
      </RouteButton>
    </Box>
  );
}

/** Every video as a card, a link out (or the section's empty note). */
export function VideoList({ videos }: { videos: VideoCardData[] }) {
  return <CardGrid items={videos} card={(video) => <VideoCard video={video} />} />;
}

/** The press kit's text (content entry `press-kit`). */
export function PressKitText({ page }: { page: SinglePage }) {
  return (
    <Box sx={{ maxWidth: 760 }}>
      <Markdown html={page.html} data-testid="press-kit-body" />
    </Box>
  );
}
