import { eq, sql } from 'drizzle-orm';
import type { ParsedTariff } from '../../domain/tariff-csv';
import { writeAudit } from '../audit';
import type { Database } from '../db/client';
import { tariffImports, tariffs } from '../db/schema';
import { log } from '../log';
import { clearTariffCaches } from './clear-tariff-caches';
import { CSV_CHUNK_BYTES, type CsvEncoding } from './csv-source';
import { validateTariffCsv } from './validate-tariff-csv';
import { rowsOf } from '../db/rows';

/** Tariffs inserted by one multi-row insert, in one transaction with the progress update. */
export const IMPORT_BATCH_ROWS = 1_000;
/** Imported tariffs are numbered above any generated demo set (T-1000001 …), so a reseed never collides with them. */
const FIRST_IMPORTED_NUMBER = 1_000_000;

/** The stored file, read from the bytea a chunk at a time (never the whole file in memory). */
async function* storedContent(db: Database, id: string): AsyncGenerator<Buffer> {
  for (let offset = 0; ; offset += CSV_CHUNK_BYTES) {
    const [row] = await db
      .select({ chunk: sql<Uint8Array | Buffer | null>`substring(${tariffImports.content} from ${offset + 1} for ${CSV_CHUNK_BYTES})` })
      .from(tariffImports)
      .where(eq(tariffImports.id, id));
    const chunk = row?.chunk ? Buffer.from(row.chunk as Uint8Array) : Buffer.alloc(0);
    if (chunk.length === 0) return;
    yield chunk;
    if (chunk.length < CSV_CHUNK_BYTES) return;
  }
}

async function nextTariffNumber(db: Database): Promise<number> {
  const result = await db.execute(sql`select coalesce(max(substring(id from 3)::bigint), 0) as max from ${tariffs} where id ~ '^T-[0-9]{1,12}$'`);
  const rows = rowsOf<{ max: string | number }>(result);
  return Math.max(FIRST_IMPORTED_NUMBER, Number(rows[0]?.max ?? 0)) + 1;
}

/**
 * [M5] Imports a confirmed dry run (status `importing`): the stored file is streamed again from the
 * database, each valid line parsed, and every IMPORT_BATCH_ROWS lines inserted with one multi-row insert
 * in a transaction that also moves `importedRows` (the progress the page polls). Resume strategy: a batch
 * and its progress commit together, so after a failure the import is `failed` with exactly
 * `importedRows` lines stored, and confirming it again skips those lines and continues. At the end the
 * import is `imported`, an audit row is written and this process's lane tariff cache is cleared (other
 * instances see the new tariffs within 60 s).
 */
export async function runImport(db: Database, id: string, actorId: string, requestId?: string): Promise<void> {
  const started = performance.now();
  try {
    const [job] = await db.select({ encoding: tariffImports.encoding, importedRows: tariffImports.importedRows, validRows: tariffImports.validRows }).from(tariffImports).where(eq(tariffImports.id, id));
    if (!job) return;
    let skip = job.importedRows;
    let done = job.importedRows;
    let next = await nextTariffNumber(db);
    const firstId = `T-${next}`;
    let batch: ParsedTariff[] = [];
    const insertBatch = async () => {
      if (batch.length === 0) return;
      const rows = batch.map((tariff) => ({ id: `T-${next++}`, ...tariff, cutOffWeekdays: [...tariff.cutOffWeekdays], demo: false }));
      await db.transaction(async (tx) => {
        await tx.insert(tariffs).values(rows);
        await tx.update(tariffImports).set({ importedRows: done + rows.length, updatedAt: new Date() }).where(eq(tariffImports.id, id));
      });
      done += rows.length;
      batch = [];
    };
    const checked = await validateTariffCsv(db, storedContent(db, id), job.encoding as CsvEncoding, {
      checkDatabase: false,
      onValid: async (tariff) => {
        if (skip > 0) {
          skip--;
          return;
        }
        batch.push(tariff);
        if (batch.length >= IMPORT_BATCH_ROWS) await insertBatch();
      },
    });
    await insertBatch();
    if (checked.validRows !== job.validRows) throw new Error(`The stored file now has ${checked.validRows} valid lines, the dry run had ${job.validRows}`);
    await db.transaction(async (tx) => {
      await tx.update(tariffImports).set({ status: 'imported', updatedAt: new Date() }).where(eq(tariffImports.id, id));
      await writeAudit(tx, { actorId, action: 'tariff.import.complete', entity: 'tariffImport', entityId: id, after: { importedRows: done, firstId, lastId: `T-${next - 1}` }, requestId });
    });
    log.info({ importId: id, importedRows: done, ms: Math.round(performance.now() - started) }, 'tariff import done');
  } catch (error) {
    log.error({ err: error, importId: id }, 'tariff import failed');
    await db.update(tariffImports).set({ status: 'failed', updatedAt: new Date() }).where(eq(tariffImports.id, id)).catch(() => undefined);
  } finally {
    clearTariffCaches();
  }
}
