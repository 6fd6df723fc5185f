import { and, asc, gte, lt } from 'drizzle-orm';
import { addDays, istanbulDay, istanbulDayStart } from '../../domain/business-date';
import { WEEKS_AHEAD } from '../../domain/iso-week';
import type { VoyageSearchAnswer } from '../../schemas/voyage';
import type { Database } from '../db/client';
import { voyages } from '../db/schema';
import { DEFAULT_SEARCH_DAYS } from './search-schedule';
import { searchVoyages } from './search-voyages';

/** Türkiye's main container ports, as the ship program's first page lists them. */
export const MAIN_TURKISH_PORTS = ['TRMER', 'TRAMR', 'TRIZM', 'TRALI', 'TRNEM', 'TRGEM', 'TREYP', 'TRISK'] as const;

/** The ship program's first page: the next sailings from Türkiye's main ports over the next four weeks. */
export async function upcomingSailings(db: Database, pageSize = 20, now = new Date()): Promise<VoyageSearchAnswer> {
  const from = istanbulDay(now);
  const to = addDays(from, DEFAULT_SEARCH_DAYS - 1);
  return { ...(await searchVoyages({ pols: MAIN_TURKISH_PORTS, from, to, page: 1, pageSize }, db)), from, to };
}

/** The carriers sailing in the next twelve weeks, for the search form's carrier list. */
export async function scheduleCarriers(db: Database, now = new Date()): Promise<string[]> {
  const today = istanbulDay(now);
  const rows = await db
    .selectDistinct({ carrier: voyages.carrier })
    .from(voyages)
    .where(and(gte(voyages.etd, istanbulDayStart(today)), lt(voyages.etd, istanbulDayStart(addDays(today, WEEKS_AHEAD * 7)))))
    .orderBy(asc(voyages.carrier));
  return rows.map((row) => row.carrier);
}
