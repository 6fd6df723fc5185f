import { and, asc, count, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { istanbulDayStart, nextDay } from '../../domain/business-date';
import { getDb, type Database } from '../db/client';
import { voyages } from '../db/schema';
import { locationNames } from '../freight/location-names';

/** A schedule search: ports of loading and discharge (UN/LOCODEs; any when empty), Istanbul days inclusive. */
export interface VoyageQuery {
  pols?: readonly string[];
  pods?: readonly string[];
  /** YYYY-MM-DD, a day in Istanbul, inclusive. */
  from: string;
  /** YYYY-MM-DD, inclusive. */
  to: string;
  carrier?: string;
  page: number;
  pageSize: number;
}

/** One sailing of the ship program, times as ISO strings. */
export interface Voyage {
  id: number;
  carrier: string;
  vessel: string;
  voyageNumber: string;
  service: string;
  pol: string;
  polName: string;
  pod: string;
  podName: string;
  transshipment: string | null;
  transshipmentName: string | null;
  cutOffAt: string;
  etd: string;
  eta: string;
  transitDays: number;
}

export interface VoyagePage {
  items: Voyage[];
  totalCount: number;
  page: number;
  pageSize: number;
}

/**
 * The conditions of a search, each one an index can serve: pol+pod+etd (voyages_lane_etd_idx),
 * pod+etd (voyages_pod_etd_idx) or etd alone (voyages_etd_idx).
 */
function conditions(query: VoyageQuery): SQL | undefined {
  const where: SQL[] = [gte(voyages.etd, istanbulDayStart(query.from)), lt(voyages.etd, istanbulDayStart(nextDay(query.to)))];
  if (query.pols && query.pols.length > 0) where.push(inArray(voyages.pol, [...query.pols]));
  if (query.pods && query.pods.length > 0) where.push(inArray(voyages.pod, [...query.pods]));
  if (query.carrier) where.push(inArray(voyages.carrier, [query.carrier]));
  return and(...where);
}

/** The page query of a search (exported for the EXPLAIN test). */
export function voyageSearchQuery(db: Database, query: VoyageQuery) {
  return db
    .select({
      id: voyages.id,
      carrier: voyages.carrier,
      vessel: voyages.vessel,
      voyageNumber: voyages.voyageNumber,
      service: voyages.service,
      pol: voyages.pol,
      pod: voyages.pod,
      transshipment: voyages.transshipment,
      cutOffAt: voyages.cutOffAt,
      etd: voyages.etd,
      eta: voyages.eta,
      transitDays: voyages.transitDays,
    })
    .from(voyages)
    .where(conditions(query))
    .orderBy(asc(voyages.etd), asc(voyages.carrier), asc(voyages.id))
    .limit(query.pageSize)
    .offset((Math.max(1, query.page) - 1) * query.pageSize);
}

/** Sailings departing in the given days, by ETD then carrier, with the ports' names. */
export async function searchVoyages(query: VoyageQuery, database?: Database): Promise<VoyagePage> {
  const db = database ?? (await getDb());
  const [rows, [total]] = await Promise.all([voyageSearchQuery(db, query), db.select({ n: count() }).from(voyages).where(conditions(query))]);
  const codes = rows.flatMap((row) => [row.pol, row.pod, ...(row.transshipment ? [row.transshipment] : [])]);
  const names = codes.length > 0 ? await locationNames(db, codes) : {};
  const items = rows.map(
    (row): Voyage => ({
      ...row,
      polName: names[row.pol] ?? row.pol,
      podName: names[row.pod] ?? row.pod,
      transshipmentName: row.transshipment ? (names[row.transshipment] ?? row.transshipment) : null,
      cutOffAt: row.cutOffAt.toISOString(),
      etd: row.etd.toISOString(),
      eta: row.eta.toISOString(),
    }),
  );
  return { items, totalCount: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}
