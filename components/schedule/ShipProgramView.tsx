import { staticIslands } from '@/components/islands';
import { InfoPage } from '@/components/content/InfoPage';
import type { VoyageSearchAnswer } from '@/lib/schemas/voyage';
import type { PopularLane } from '@/lib/server/voyages/busiest-lanes';
import * as popularLanes from './PopularLanes.island';
import * as scheduleSearch from './ScheduleSearch';

/**
 * The search comes alive on intent, and at once when the address holds a search (the server renders the
 * next sailings, `initial`, for the page without a query).
 */
const ScheduleSearch = staticIslands(typeof window === 'undefined' ? scheduleSearch : null, () => import('./ScheduleSearch'))('ScheduleSearch', {
  atOnce: () => window.location.search !== '',
});
/** The busiest lanes are a static island. */
const PopularLanes = staticIslands(typeof window === 'undefined' ? popularLanes : null, () => import('./PopularLanes.island'))('PopularLanes');

export interface ShipProgramProps {
  today: string;
  carriers: string[];
  initial: VoyageSearchAnswer;
  lanes: PopularLane[];
}

/** /ship-program ↔ /gemi-programi: the schedule search first, then the busiest lanes and what the page is for. */
export function ShipProgramView({ today, carriers, initial, lanes }: ShipProgramProps) {
  return (
    <InfoPage routeKey="shipProgram" action={<ScheduleSearch today={today} carriers={carriers} initial={initial} />}>
      {lanes.length > 0 && <PopularLanes lanes={lanes} />}
    </InfoPage>
  );
}
