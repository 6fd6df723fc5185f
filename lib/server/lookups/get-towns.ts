import { eq } from 'drizzle-orm';
import type { Town } from '../../schemas/lookup';
import { compareTurkish } from '../../domain/turkish-fold';
import type { Database } from '../db/client';
import { districts } from '../db/schema';

/** The districts (ilçe) of one province, in Turkish alphabetical order. */
export async function getTowns(db: Database, provinceId: number): Promise<Town[]> {
  const rows = await db
    .select({ id: districts.id, provinceId: districts.provinceId, name: districts.name })
    .from(districts)
    .where(eq(districts.provinceId, provinceId));
  return rows.sort((a, b) => compareTurkish(a.name, b.name));
}
