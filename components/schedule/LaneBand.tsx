import { useTranslation } from 'next-i18next/pages';
import { PageHero } from '@/components/common/PageHero.island';
import { useLocale } from '@/lib/i18n';
import type { Lane } from '@/lib/server/voyages/get-lane';
import { laneNames } from './lane-names';
import { QuoteButton } from './QuoteButton';

/** A ship program lane's band: the breadcrumb down to the lane, its heading and lead, and a quote for the pair. */
export function LaneBand({ lane }: { lane: Lane }) {
  const { t } = useTranslation('schedule');
  const names = laneNames(lane, useLocale());
  const ends = { pol: lane.pol.code, polName: lane.pol.name, pod: lane.pod.code, podName: lane.pod.name };
  return (
    <PageHero routeKey="shipProgram" leaf={t('lane.breadcrumb', names)} heading={t('lane.heading', names)} lead={t('lane.lead', { count: lane.sailingCount, days: lane.typicalTransitDays })}>
      <QuoteButton lane={ends} variant="contained" color="secondary" />
    </PageHero>
  );
}
