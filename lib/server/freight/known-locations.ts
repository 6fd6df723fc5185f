import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { airports, countries, ports } from '../db/schema';

export interface KnownLocation {
  code: string;
  kind: 'port' | 'airport';
  countryCode: string;
  /** The port's or the airport's name as the reference data has it. */
  name: string;
  /** The airport's city; the port's name for a port. */
  city: string;
  /** The country's name in Turkish and English. */
  countryName: { tr: string; en: string };
  /** Where the port or the airport lies (WGS 84 degrees). */
  latitude: number;
  longitude: number;
}

const holder = globalThis as typeof globalThis & { __navlunLocations?: Promise<ReadonlyMap<string, KnownLocation>> };

/**
 * Every port (UN/LOCODE) and airport (IATA) of the reference data by code, read once per process:
 * reference data only changes with a deploy that reseeds it, which restarts the process (as the lookups).
 */
export function knownLocations(db: Database): Promise<ReadonlyMap<string, KnownLocation>> {
  holder.__navlunLocations ??= (async () => {
    const country = { countryCode: countries.code, countryTr: countries.nameTr, countryEn: countries.nameEn };
    const [portRows, airportRows] = await Promise.all([
      db.select({ code: ports.locode, name: ports.name, latitude: ports.latitude, longitude: ports.longitude, ...country }).from(ports).innerJoin(countries, eq(countries.code, ports.countryCode)),
      db
        .select({ code: airports.iata, name: airports.name, city: airports.city, latitude: airports.latitude, longitude: airports.longitude, ...country })
        .from(airports)
        .innerJoin(countries, eq(countries.code, airports.countryCode)),
    ]);
    const locations = new Map<string, KnownLocation>();
    const common = (row: (typeof portRows)[number]) => ({ code: row.code, countryCode: row.countryCode, name: row.name, countryName: { tr: row.countryTr, en: row.countryEn }, latitude: row.latitude, longitude: row.longitude });
    for (const row of portRows) locations.set(row.code, { ...common(row), kind: 'port', city: row.name });
    for (const row of airportRows) locations.set(row.code, { ...common(row), kind: 'airport', city: row.city });
    return locations;
  })().catch((error: unknown) => {
    holder.__navlunLocations = undefined;
    throw error;
  });
  return holder.__navlunLocations;
}
