import { addDays } from '../../domain/business-date';
import type { Database } from '../db/client';
import { searchVoyages, type Voyage } from '../voyages/search-voyages';
import { TURKIYE, type Lane } from '../../lanes/lane-slugs';
import { laneDirectory } from './lane-directory';

/** How far ahead a lane page looks for sailings, and how many it shows. */
export const SAILINGS_DAYS_AHEAD = 42;
export const SAILINGS_SHOWN = 6;

export type LaneSailing = Pick<Voyage, 'id' | 'carrier' | 'vessel' | 'voyageNumber' | 'pol' | 'polName' | 'pod' | 'podName' | 'transshipmentName' | 'cutOffAt' | 'etd' | 'eta' | 'transitDays'>;

/** The next sailings of a lane's sea leg (ports of Türkiye ↔ the country's ports), from `today` on, by ETD. */
export async function listLaneSailings(db: Database, lane: Lane, today: string): Promise<{ items: LaneSailing[]; totalCount: number }> {
  const directory = await laneDirectory(db);
  const portsOf = (country: string) => directory.locationsOf(country).filter((location) => location.kind === 'port').map((location) => location.code);
  const [home, abroad] = [portsOf(TURKIYE), portsOf(lane.countryCode)];
  if (home.length === 0 || abroad.length === 0) return { items: [], totalCount: 0 };
  const [pols, pods] = lane.direction === 'export' ? [home, abroad] : [abroad, home];
  const page = await searchVoyages({ pols, pods, from: today, to: addDays(today, SAILINGS_DAYS_AHEAD), page: 1, pageSize: SAILINGS_SHOWN }, db);
  return {
    items: page.items.map(({ id, carrier, vessel, voyageNumber, pol, polName, pod, podName, transshipmentName, cutOffAt, etd, eta, transitDays }) => ({
      id, carrier, vessel, voyageNumber, pol, polName, pod, podName, transshipmentName, cutOffAt, etd, eta, transitDays,
    })),
    totalCount: page.totalCount,
  };
}
