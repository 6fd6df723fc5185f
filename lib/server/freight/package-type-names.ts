import type { PackageTypeNames } from '../../search/search-request';
import type { Database } from '../db/client';
import { packageTypes } from '../db/schema';

/** The package types' names in both languages by code (PALLET → Palet / Pallet), from the reference data. */
export async function packageTypeNames(db: Database): Promise<PackageTypeNames> {
  const rows = await db.select({ code: packageTypes.code, tr: packageTypes.nameTr, en: packageTypes.nameEn }).from(packageTypes);
  return Object.fromEntries(rows.map(({ code, tr, en }) => [code, { tr, en }]));
}
