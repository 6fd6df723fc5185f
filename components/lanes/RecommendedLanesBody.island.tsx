import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { formatDay } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import type { LaneCard as LaneCardData } from '@/lib/server/lanes/list-featured-lanes';
import { LaneCardGrid } from './LaneCardGrid';

/** The recommended routes' introduction, their cards, the day their prices are "as of" and the disclaimer. */
export function RecommendedLanesBody({ featured, intro }: { featured: LaneCardData[]; intro?: string }) {
  const { t } = useTranslation('lanes');
  const locale = useLocale();
  const asOf = featured[0]?.summary.asOf;
  return (
    <>
      {intro && (
        <Typography sx={{ mb: 2, maxWidth: 860, fontSize: '1.05rem', lineHeight: 1.75 }}>
          {intro}
        </Typography>
      )}
      <LaneCardGrid cards={featured} />
      {asOf && (
        <Typography variant="body2" sx={{ mt: 1.5, fontWeight: 700 }} data-testid="lane-as-of">
          {t('landing.asOf', { date: formatDay(asOf, locale, 'longDay') })}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.4 }}>
        {t('disclaimer')}
      </Typography>
    </>
  );
}
