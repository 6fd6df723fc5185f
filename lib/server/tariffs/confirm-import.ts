import { and, eq, inArray, lt, or } from 'drizzle-orm';
import type { TariffImport } from '../../schemas/tariff';
import { ApiError, notFound } from '../api/errors';
import { writeAudit } from '../audit';
import type { Database } from '../db/client';
import { tariffImports } from '../db/schema';
import { importColumns, toTariffImport } from './import-row';
import { runImport } from './run-import';

/**
 * An `importing` import whose progress has not moved for this long was cut off (its process stopped: every
 * batch moves updated_at within a second or two) and may be confirmed again to resume.
 */
export const STALLED_AFTER_MS = 2 * 60_000;

/** The imports running in this process (tests and the bench await them). */
export const runningImports = new Map<string, Promise<void>>();

/**
 * [M5] Confirms a clean dry run: `validated` (or a `failed` or stalled import, which resumes) becomes `importing`
 * in one conditional update with its audit row, so a second confirm of the same import is a 409; the
 * import then runs in the background (run-import.ts) and the page polls its progress.
 */
export async function confirmImport(db: Database, actorId: string, id: string, requestId?: string): Promise<TariffImport> {
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(tariffImports)
      .set({ status: 'importing', updatedAt: new Date() })
      .where(
        and(
          eq(tariffImports.id, id),
          or(inArray(tariffImports.status, ['validated', 'failed']), and(eq(tariffImports.status, 'importing'), lt(tariffImports.updatedAt, new Date(Date.now() - STALLED_AFTER_MS)))),
        ),
      )
      .returning(importColumns);
    if (!updated) {
      const [existing] = await tx.select({ status: tariffImports.status }).from(tariffImports).where(eq(tariffImports.id, id));
      if (!existing) throw notFound('tariffs.import.notFound');
      throw new ApiError(409, existing.status === 'invalid' ? 'tariffs.import.notClean' : 'tariffs.import.alreadyConfirmed');
    }
    await writeAudit(tx, { actorId, action: 'tariff.import.confirm', entity: 'tariffImport', entityId: id, after: { validRows: updated.validRows, resumeFrom: updated.importedRows }, requestId });
    return updated;
  });
  const job = runImport(db, id, actorId, requestId).finally(() => runningImports.delete(id));
  runningImports.set(id, job);
  return toTariffImport(row);
}
