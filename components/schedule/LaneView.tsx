import { useTranslation } from 'next-i18next/pages';
import { PageHead } from '@/components/common/PageHead';
import { staticIslands } from '@/components/islands';
import { useLocale } from '@/lib/i18n';
import type { Lane } from '@/lib/server/voyages/get-lane';
import * as laneBand from './LaneBand';
import { laneNames } from './lane-names';
import * as laneSchedule from './LaneSchedule.island';

/** The band comes alive on intent (its quote button fills the freight search in before it goes there); nothing in it depends on the address or the session. */
const LaneBand = staticIslands(typeof window === 'undefined' ? laneBand : null, () => import('./LaneBand'))('LaneBand', { atOnce: () => false });
/** The schedule below it is a static island. */
const LaneSchedule = staticIslands(typeof window === 'undefined' ? laneSchedule : null, () => import('./LaneSchedule.island'))('LaneSchedule');

/**
 * /ship-program/trmer-usnyc ↔ /gemi-programi/trmer-usnyc: one lane's sailings of the next twelve weeks
 * by week, who serves it, how long it takes, the country's route page and a quote for the pair.
 */
export function LaneView({ lane }: { lane: Lane }) {
  const { t } = useTranslation('schedule');
  const names = laneNames(lane, useLocale());
  return (
    <>
      <PageHead title={t('lane.title', names)} description={t('lane.description', { ...names, carriers: lane.carriers.join(', ') })} />
      <LaneBand lane={lane} />
      <LaneSchedule lane={lane} />
    </>
  );
}
