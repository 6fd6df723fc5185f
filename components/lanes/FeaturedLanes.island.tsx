import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { LaneCard as LaneCardData } from '@/lib/server/lanes/list-featured-lanes';
import { LaneCardGrid } from './LaneCardGrid';

/** The route index's 15 featured lanes as cards, under their heading. */
export function FeaturedLanes({ featured }: { featured: LaneCardData[] }) {
  const { t } = useTranslation('lanes');
  return (
    <>
      <Typography component="h2" variant="h3" sx={{ mb: 1.2, fontSize: { xs: '1.4rem', md: '1.7rem' } }}>
        {t('index.featured')}
      </Typography>
      <LaneCardGrid cards={featured} />
    </>
  );
}
