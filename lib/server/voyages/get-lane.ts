import { addDays, istanbulDay } from '../../domain/business-date';
import { isoWeekAt, isoWeekRange, WEEKS_AHEAD } from '../../domain/iso-week';
import { countryRouteOf, parseLaneSlug, typicalTransitDays } from '../../domain/ship-lane';
import type { LaneKey } from '../../routes';
import type { Database } from '../db/client';
import { knownLocations } from '../freight/known-locations';
import { searchVoyages, type Voyage } from './search-voyages';

export interface LanePort {
  code: string;
  name: string;
  countryCode: string;
  countryName: { tr: string; en: string };
}

export interface LaneWeek {
  week: string;
  from: string;
  to: string;
  sailings: Voyage[];
}

/** A lane page: its ports, its sailings of the next twelve weeks by ISO week, who serves it and how long it takes. */
export interface Lane {
  slug: string;
  pol: LanePort;
  pod: LanePort;
  weeks: LaneWeek[];
  sailingCount: number;
  carriers: string[];
  typicalTransitDays: number;
  fastestTransitDays: number;
  direct: boolean;
  countryRoute: LaneKey | null;
}

/** The most sailings a lane page lists (twelve weeks of a busy lane fit easily). */
const MAX_SAILINGS = 200;

/** The lane of a page code (trmer-usnyc); null for a malformed code, unknown ports or a lane without sailings. */
export async function getLane(db: Database, slug: string, now = new Date()): Promise<Lane | null> {
  const pair = parseLaneSlug(slug);
  if (!pair) return null;
  const locations = await knownLocations(db);
  const ports = [pair.pol, pair.pod].map((code) => locations.get(code));
  if (ports.some((port) => port?.kind !== 'port')) return null;
  const [pol, pod] = ports.map((port) => ({ code: port!.code, name: port!.name, countryCode: port!.countryCode, countryName: port!.countryName })) as [LanePort, LanePort];
  const today = istanbulDay(now);
  const last = addDays(isoWeekRange(isoWeekAt(now)).from, WEEKS_AHEAD * 7 - 1);
  const page = await searchVoyages({ pols: [pair.pol], pods: [pair.pod], from: today, to: last, page: 1, pageSize: MAX_SAILINGS }, db);
  if (page.items.length === 0) return null;
  const weeks: LaneWeek[] = [];
  for (const sailing of page.items) {
    const week = isoWeekAt(new Date(sailing.etd));
    let group = weeks.at(-1);
    if (group?.week !== week) {
      group = { week, ...isoWeekRange(week), sailings: [] };
      weeks.push(group);
    }
    group.sailings.push(sailing);
  }
  const transit = page.items.map((sailing) => sailing.transitDays);
  return {
    slug: slug.toLowerCase(),
    pol,
    pod,
    weeks,
    sailingCount: page.totalCount,
    carriers: [...new Set(page.items.map((sailing) => sailing.carrier))].sort((a, b) => a.localeCompare(b, 'en')),
    typicalTransitDays: typicalTransitDays(transit)!,
    fastestTransitDays: Math.min(...transit),
    direct: page.items.some((sailing) => sailing.transshipment === null),
    countryRoute: countryRouteOf(pol.countryCode, pod.countryCode),
  };
}
