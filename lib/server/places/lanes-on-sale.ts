import { and, eq, gte, lte } from 'drizzle-orm';
import type { TransportMode } from '../../domain/pricing';
import type { Database } from '../db/client';
import { tariffs } from '../db/schema';
import { modeLanesCache } from '../freight/tariff-caches';

/** The lanes of one mode with a tariff valid on one day: the whole lane ("TRAMR>DEHAM"), and each end on its own. */
export interface LanesOnSale {
  lanes: ReadonlySet<string>;
  origins: ReadonlySet<string>;
  destinations: ReadonlySet<string>;
}

export const laneKey = (origin: string, destination: string) => `${origin}>${destination}`;

/**
 * The lanes of a mode with a tariff valid on the day. A scan of the mode's tariffs (about 50 ms over the full demo
 * set's 163,149 rows on PGlite): an index cannot narrow it much (a day's windows and the weeks ahead are most of
 * the rows), and a covering one drew the lane pages' queries away from the lane indexes. Read once a minute per
 * process, mode and day (lanesOnSale).
 */
function lanesOnSaleQuery(db: Database, mode: TransportMode, day: string) {
  return db
    .selectDistinct({ origin: tariffs.origin, destination: tariffs.destination })
    .from(tariffs)
    .where(and(eq(tariffs.mode, mode), lte(tariffs.validFrom, day), gte(tariffs.validTo, day)));
}

/**
 * Which lanes of a mode sell on a day, from the per-process cache (as a lane's tariffs: a tariff change reaches
 * every instance within a minute) or one distinct read of the tariffs.
 */
export function lanesOnSale(db: Database, mode: TransportMode, day: string, now = Date.now()): Promise<LanesOnSale> {
  return modeLanesCache.get(`${mode}@${day}`, async () => {
    const rows = await lanesOnSaleQuery(db, mode, day);
    return {
      lanes: new Set(rows.map((row) => laneKey(row.origin, row.destination))),
      origins: new Set(rows.map((row) => row.origin)),
      destinations: new Set(rows.map((row) => row.destination)),
    };
  }, now);
}
