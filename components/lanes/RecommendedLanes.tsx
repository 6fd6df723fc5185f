import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { PageHead } from '@/components/common/PageHead';
import { StaticActionHero } from '@/components/common/StaticPageHero';
import type { PageText } from '@/components/content/page-text';
import { useLocale } from '@/lib/i18n';
import { formatDay } from '@/lib/lanes/format';
import type { LaneCard as LaneCardData } from '@/lib/server/lanes/list-featured-lanes';
import { LaneCardGrid } from './LaneCardGrid';

/** /landing-page ↔ /onerilen-rotalar: the 15 recommended lanes as cards. */
export function RecommendedLanes({ featured, text }: { featured: LaneCardData[]; text: PageText }) {
  const { t } = useTranslation('lanes');
  const locale = useLocale();
  const asOf = featured[0]?.summary.asOf;
  return (
    <>
      <PageHead title={text.title} description={text.description} />
      <StaticActionHero routeKey="landingPage" heading={text.heading} lead={text.lead} secondary="routes" />
      <Container sx={{ py: { xs: 2, md: 3 } }}>
        {text.body.slice(0, 1).map((paragraph) => (
          <Typography key={paragraph} sx={{ mb: 2, maxWidth: 860, fontSize: '1.05rem', lineHeight: 1.75 }}>
            {paragraph}
          </Typography>
        ))}
        <LaneCardGrid cards={featured} />
        {asOf && (
          <Typography variant="body2" sx={{ mt: 1.5, fontWeight: 700 }} data-testid="lane-as-of">
            {t('landing.asOf', { date: formatDay(asOf, locale) })}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.4 }}>
          {t('disclaimer')}
        </Typography>
      </Container>
    </>
  );
}
