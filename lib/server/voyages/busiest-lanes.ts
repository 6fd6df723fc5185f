import { and, count, desc, gte, lt } from 'drizzle-orm';
import { addDays, istanbulDay, istanbulDayStart } from '../../domain/business-date';
import { WEEKS_AHEAD } from '../../domain/iso-week';
import type { Database } from '../db/client';
import { voyages } from '../db/schema';
import { locationNames } from '../freight/location-names';

/** The port pairs with the most sailings from today over the next twelve weeks (the lane pages built ahead). */
export async function busiestLanes(db: Database, limit = 30, now = new Date()): Promise<{ pol: string; pod: string; sailings: number }[]> {
  const today = istanbulDay(now);
  const sailings = count();
  return db
    .select({ pol: voyages.pol, pod: voyages.pod, sailings })
    .from(voyages)
    .where(and(gte(voyages.etd, istanbulDayStart(today)), lt(voyages.etd, istanbulDayStart(addDays(today, WEEKS_AHEAD * 7)))))
    .groupBy(voyages.pol, voyages.pod)
    .orderBy(desc(sailings), voyages.pol, voyages.pod)
    .limit(limit);
}

/** A lane to link to, with its ports' names. */
export interface PopularLane {
  pol: string;
  polName: string;
  pod: string;
  podName: string;
  sailings: number;
}

/** The busiest lanes with their ports' names (the ship program page's links to lane pages). */
export async function popularLanes(db: Database, limit = 12, now = new Date()): Promise<PopularLane[]> {
  const lanes = await busiestLanes(db, limit, now);
  const names = lanes.length > 0 ? await locationNames(db, lanes.flatMap((lane) => [lane.pol, lane.pod])) : {};
  return lanes.map((lane) => ({ ...lane, polName: names[lane.pol] ?? lane.pol, podName: names[lane.pod] ?? lane.pod }));
}
