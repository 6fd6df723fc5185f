import { countries } from '../db/schema';
import type { Database } from '../db/client';
import { knownLocations, type KnownLocation } from '../freight/known-locations';
import { displayNames, laneSlugIndex, TURKIYE, type Lane, type LaneCountry, type LaneSlugIndex } from '../../lanes/lane-slugs';

/** The lane slug index over the reference countries, and the ports and airports of each country. */
export interface LaneDirectory {
  index: LaneSlugIndex;
  countries: readonly LaneCountry[];
  /** Port and airport codes of a country (TR included), from the reference data. */
  locationsOf: (countryCode: string) => readonly KnownLocation[];
  location: (code: string) => KnownLocation | undefined;
}

const holder = globalThis as typeof globalThis & { __navlunLaneDirectory?: Promise<LaneDirectory> };

/** Read once per process: reference data changes only with a deploy that reseeds it (as knownLocations). */
export function laneDirectory(db: Database): Promise<LaneDirectory> {
  holder.__navlunLaneDirectory ??= (async (): Promise<LaneDirectory> => {
    const [rows, locations] = await Promise.all([
      db.select({ code: countries.code, nameTr: countries.nameTr, nameEn: countries.nameEn }).from(countries),
      knownLocations(db),
    ]);
    const byCountry = new Map<string, KnownLocation[]>();
    for (const location of locations.values()) {
      const list = byCountry.get(location.countryCode) ?? [];
      list.push(location);
      byCountry.set(location.countryCode, list);
    }
    // Slugs are built from the display names, which spell the same slugs as the reference names (tested).
    const named = rows.map((row) => displayNames(row));
    return {
      index: laneSlugIndex(named),
      countries: named.filter((row) => row.code !== TURKIYE),
      locationsOf: (code: string) => byCountry.get(code) ?? [],
      location: (code: string) => locations.get(code),
    };
  })().catch((error: unknown) => {
    holder.__navlunLaneDirectory = undefined;
    throw error;
  });
  return holder.__navlunLaneDirectory;
}

/** A lane's two ends as location codes: where its tariffs leave from and arrive at. */
export function laneEnds(directory: LaneDirectory, lane: Lane): { origins: string[]; destinations: string[] } {
  const home = directory.locationsOf(TURKIYE).map((location) => location.code);
  const abroad = directory.locationsOf(lane.countryCode).map((location) => location.code);
  return lane.direction === 'export' ? { origins: home, destinations: abroad } : { origins: abroad, destinations: home };
}
