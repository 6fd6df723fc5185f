import { and, gte, inArray, lte } from 'drizzle-orm';
import type { Database } from '../db/client';
import { tariffs } from '../db/schema';
import { laneTariffColumns } from '../freight/tariff-row';
import { summarizeLane, type LaneSummary, type LaneTariffRow } from '../../lanes/lane-summary';
import type { Lane } from '../../lanes/lane-slugs';
import { laneDirectory, laneEnds } from './lane-directory';

/**
 * The tariffs of a lane valid on a day (exported for the EXPLAIN test): origin and destination lists and
 * the validity, served by tariffs_lane_idx (origin, destination, mode, valid_to) or tariffs_destination_idx.
 */
export function laneTariffRowsQuery(db: Database, ends: { origins: string[]; destinations: string[] }, today: string) {
  return db
    .select(laneTariffColumns)
    .from(tariffs)
    .where(and(inArray(tariffs.origin, ends.origins), inArray(tariffs.destination, ends.destinations), gte(tariffs.validTo, today), lte(tariffs.validFrom, today)));
}

/** The modes, transit times, indicative price ranges and gateways of a lane, from the tariffs valid on `today`. */
export async function getLaneSummary(db: Database, lane: Lane, today: string): Promise<LaneSummary> {
  const ends = laneEnds(await laneDirectory(db), lane);
  if (ends.origins.length === 0 || ends.destinations.length === 0) return summarizeLane([], today, lane.direction === 'export');
  const rows: LaneTariffRow[] = await laneTariffRowsQuery(db, ends, today);
  return summarizeLane(rows, today, lane.direction === 'export');
}
