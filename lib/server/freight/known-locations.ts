import type { Database } from '../db/client';
import { airports, ports } from '../db/schema';

export interface KnownLocation {
  code: string;
  kind: 'port' | 'airport';
  countryCode: string;
}

const holder = globalThis as typeof globalThis & { __navlunLocations?: Promise<ReadonlyMap<string, KnownLocation>> };

/**
 * Every port (UN/LOCODE) and airport (IATA) of the reference data by code, read once per process:
 * reference data only changes with a deploy that reseeds it, which restarts the process (as the lookups).
 */
export function knownLocations(db: Database): Promise<ReadonlyMap<string, KnownLocation>> {
  holder.__navlunLocations ??= (async () => {
    const [portRows, airportRows] = await Promise.all([
      db.select({ code: ports.locode, countryCode: ports.countryCode }).from(ports),
      db.select({ code: airports.iata, countryCode: airports.countryCode }).from(airports),
    ]);
    const locations = new Map<string, KnownLocation>();
    for (const row of portRows) locations.set(row.code, { ...row, kind: 'port' });
    for (const row of airportRows) locations.set(row.code, { ...row, kind: 'airport' });
    return locations;
  })().catch((error: unknown) => {
    holder.__navlunLocations = undefined;
    throw error;
  });
  return holder.__navlunLocations;
}
