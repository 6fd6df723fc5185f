import { eq } from 'drizzle-orm';
import type { TariffImport } from '../../schemas/tariff';
import { notFound } from '../api/errors';
import type { Database } from '../db/client';
import { tariffImports } from '../db/schema';
import { importColumns, toTariffImport } from './import-row';

/** [M5] One import: its dry-run report and its progress (the page polls it while `importing`). */
export async function getImport(db: Database, id: string): Promise<TariffImport> {
  const [row] = await db.select(importColumns).from(tariffImports).where(eq(tariffImports.id, id));
  if (!row) throw notFound('tariffs.import.notFound');
  return toTariffImport(row);
}
