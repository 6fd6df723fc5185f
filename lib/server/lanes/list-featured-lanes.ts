import { istanbulDay } from '../../domain/business-date';
import type { Database } from '../db/client';
import { fixedLaneKeys, fixedLanes, type Lane, type LaneSlugs } from '../../lanes/lane-slugs';
import type { LaneSummary } from '../../lanes/lane-summary';
import { laneDirectory } from './lane-directory';
import { getLaneSummary } from './get-lane-summary';

export interface LaneCard {
  lane: Lane;
  slugs: LaneSlugs;
  country: { code: string; nameTr: string; nameEn: string };
  summary: Pick<LaneSummary, 'asOf' | 'modes'>;
}

/** The 15 fixed (recommended) lanes with their modes, transit times and indicative prices of today. */
export async function listFeaturedLanes(db: Database, now = new Date()): Promise<LaneCard[]> {
  const directory = await laneDirectory(db);
  const today = istanbulDay(now);
  const cards: LaneCard[] = [];
  for (const key of fixedLaneKeys) {
    const lane = fixedLanes[key];
    const slugs = directory.index.slugsOf(lane);
    const country = directory.index.country(lane.countryCode);
    if (!slugs || !country) continue;
    const { asOf, modes } = await getLaneSummary(db, lane, today);
    cards.push({ lane, slugs, country, summary: { asOf, modes } });
  }
  return cards;
}
