import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { provinces } from '../db/schema';
import { knownLocations } from './known-locations';
import { provinceOfCode } from '../../domain/place-resolution';

/** Display names of places by code: ports and airports (reference data), provinces of Türkiye (TR-35 → İzmir); unknown codes left out. */
export async function locationNames(db: Database, codes: readonly string[]): Promise<Record<string, string>> {
  const unique = [...new Set(codes)];
  const provinceIds = unique.map(provinceOfCode).filter((id): id is number => id !== undefined);
  const [locations, provinceRows] = await Promise.all([
    knownLocations(db),
    provinceIds.length > 0 ? db.select({ id: provinces.id, name: provinces.name }).from(provinces).where(inArray(provinces.id, provinceIds)) : [],
  ]);
  const names: Record<string, string> = {};
  for (const code of unique) {
    const location = locations.get(code);
    if (location) names[code] = location.name;
  }
  for (const row of provinceRows) names[`TR-${String(row.id).padStart(2, '0')}`] = row.name;
  return names;
}
