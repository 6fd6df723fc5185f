import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { TURKIYE } from '../../lanes/lane-slugs';
import { laneDirectory } from './lane-directory';
import { rowsOf } from '../db/rows';

/** A country with tariffs valid today, in which direction. */
export interface LaneCountryOnSale {
  countryCode: string;
  export: boolean;
  import: boolean;
}

/**
 * Which foreign ports and airports have a tariff valid on `today` to or from Türkiye (exported for the
 * EXPLAIN test): one indexed probe per code and direction (tariffs_destination_idx for exports,
 * tariffs_lane_idx's origin prefix for imports), never a scan of the table.
 */
export function locationsOnSaleSql(foreign: readonly string[], turkish: readonly string[], today: string): SQL {
  const list = (codes: readonly string[]) => sql.join(codes.map((code) => sql`${code}`), sql`, `);
  return sql`
    select c.code,
      exists (select 1 from tariffs t where t.destination = c.code and t.valid_to >= ${today} and t.valid_from <= ${today} and t.origin in (${list(turkish)})) as "export",
      exists (select 1 from tariffs t where t.origin = c.code and t.destination in (${list(turkish)}) and t.valid_to >= ${today} and t.valid_from <= ${today}) as "import"
    from unnest(array[${list(foreign)}]::varchar[]) as c(code)`;
}

/** The countries with tariffs valid on `today`, and in which directions, ordered by code. */
export async function listLaneCountries(db: Database, today: string): Promise<LaneCountryOnSale[]> {
  const directory = await laneDirectory(db);
  const turkish = directory.locationsOf(TURKIYE).map((location) => location.code);
  const foreign = directory.countries.flatMap((country) => directory.locationsOf(country.code).map((location) => location.code));
  if (turkish.length === 0 || foreign.length === 0) return [];
  const result = await db.execute(locationsOnSaleSql(foreign, turkish, today));
  const rows = rowsOf<{ code: string; export: boolean; import: boolean }>(result);
  const byCountry = new Map<string, LaneCountryOnSale>();
  for (const row of rows) {
    if (!row.export && !row.import) continue;
    const countryCode = directory.location(row.code)?.countryCode;
    if (!countryCode) continue;
    const entry = byCountry.get(countryCode) ?? { countryCode, export: false, import: false };
    entry.export ||= row.export;
    entry.import ||= row.import;
    byCountry.set(countryCode, entry);
  }
  return [...byCountry.values()].sort((a, b) => (a.countryCode < b.countryCode ? -1 : 1));
}
