import { istanbulDay } from '../../domain/business-date';
import type { Database } from '../db/client';
import type { Lane, LaneSlugs } from '../../lanes/lane-slugs';
import { laneDirectory } from './lane-directory';
import { listLaneCountries } from './list-lane-countries';

export interface LaneEntry {
  lane: Lane;
  slugs: LaneSlugs;
  country: { code: string; nameTr: string; nameEn: string };
  featured: boolean;
}

/** Every lane on sale today (a country with a tariff valid today, per direction), fixed lanes marked featured. */
export async function listLanes(db: Database, now = new Date()): Promise<LaneEntry[]> {
  const directory = await laneDirectory(db);
  const entries: LaneEntry[] = [];
  for (const onSale of await listLaneCountries(db, istanbulDay(now))) {
    const country = directory.index.country(onSale.countryCode);
    if (!country) continue;
    for (const direction of ['export', 'import'] as const) {
      if (!onSale[direction]) continue;
      const lane = { countryCode: onSale.countryCode, direction };
      const slugs = directory.index.slugsOf(lane);
      if (slugs) entries.push({ lane, slugs, country, featured: slugs.fixedKey !== null });
    }
  }
  return entries;
}
