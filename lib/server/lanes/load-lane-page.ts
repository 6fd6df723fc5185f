import { istanbulDay } from '../../domain/business-date';
import type { Database } from '../db/client';
import type { Locale } from '../../routes';
import { lanePageUrl, type Lane, type LaneCountry, type LaneSlugs } from '../../lanes/lane-slugs';
import type { LaneSummary } from '../../lanes/lane-summary';
import { laneDirectory, type LaneDirectory } from './lane-directory';
import { getLaneSummary } from './get-lane-summary';
import { listLaneSailings, type LaneSailing } from './list-lane-sailings';

/** A port or airport as a lane page names it. */
export interface LanePlace {
  code: string;
  name: string;
  kind: 'port' | 'airport';
  countryCode: string;
}

/** Everything a lane page shows (serialisable page props). */
export interface LanePageData {
  lane: Lane;
  slugs: LaneSlugs;
  country: LaneCountry;
  summary: LaneSummary;
  places: Record<string, LanePlace>;
  sailings: LaneSailing[];
  sailingsTotal: number;
}

export type LanePageResult = { kind: 'page'; data: LanePageData } | { kind: 'redirect'; destination: string } | { kind: 'notFound' };

/**
 * The page_code a lane's page file receives: the middleware rewrites a fixed lane's Turkish path to the
 * English page file, so a fixed lane always arrives with its English slug; a generated lane arrives
 * with the slug of the locale's own spelling.
 */
export function expectedPageCode(slugs: LaneSlugs, locale: Locale): string {
  return slugs.fixedKey ? slugs.en : slugs[locale];
}

export function placesOf(directory: LaneDirectory, codes: Iterable<string>): Record<string, LanePlace> {
  const places: Record<string, LanePlace> = {};
  for (const code of codes) {
    const location = directory.location(code);
    if (location) places[code] = { code, name: location.name, kind: location.kind, countryCode: location.countryCode };
  }
  return places;
}

/**
 * A lane page's data for the slug the page received, or where to send the visitor: a slug in the other
 * language's spelling (or a generated spelling of a fixed lane) redirects to the page's own spelling; an
 * unknown slug, or a generated lane without a tariff valid today, is not found. A fixed lane always has
 * its page (its intro stands on its own), with or without prices.
 */
export async function loadLanePage(db: Database, pageCode: string, locale: Locale, now = new Date()): Promise<LanePageResult> {
  const directory = await laneDirectory(db);
  const resolved = directory.index.resolve(pageCode);
  if (!resolved) return { kind: 'notFound' };
  const { lane, slugs } = resolved;
  if (pageCode !== expectedPageCode(slugs, locale)) return { kind: 'redirect', destination: lanePageUrl(slugs, locale) };
  const country = directory.index.country(lane.countryCode);
  if (!country) return { kind: 'notFound' };
  const today = istanbulDay(now);
  const summary = await getLaneSummary(db, lane, today);
  if (summary.modes.length === 0 && !slugs.fixedKey) return { kind: 'notFound' };
  const hasSea = summary.modes.some((mode) => mode.mode === 'SEA_FCL' || mode.mode === 'SEA_LCL');
  const sailings = hasSea ? await listLaneSailings(db, lane, today) : { items: [], totalCount: 0 };
  const codes = new Set([...summary.gateways.turkish, ...summary.gateways.foreign]);
  return { kind: 'page', data: { lane, slugs, country, summary, places: placesOf(directory, codes), sailings: sailings.items, sailingsTotal: sailings.totalCount } };
}
