import { and, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { istanbulDay } from '../../domain/business-date';
import type { TariffSummary, TariffValidityBody } from '../../schemas/tariff';
import { ApiError, badRequest, notFound } from '../api/errors';
import { writeAudit } from '../audit';
import type { Database } from '../db/client';
import { tariffListColumns } from '../freight/tariff-row';
import { tariffs } from '../db/schema';
import { clearTariffCaches } from './clear-tariff-caches';
import { foldSql } from './tariff-filters';

/**
 * [M5] Ends a tariff's validity early or extends it (a new last day): never before its first day nor in
 * the past (Istanbul); an extension that would overlap another non-demo tariff of the same carrier, mode
 * and lane is a 409. Audited with before and after in the same transaction; this process's lane cache is
 * cleared, other instances follow within 60 s.
 */
export async function changeValidity(db: Database, actorId: string, body: TariffValidityBody, requestId?: string, now = new Date()): Promise<TariffSummary> {
  const today = istanbulDay(now);
  const updated = await db.transaction(async (tx) => {
    const [tariff] = await tx.select().from(tariffs).where(eq(tariffs.id, body.id)).for('update');
    if (!tariff) throw notFound('tariffs.notFound');
    if (body.validTo < today) throw badRequest('errors.validation', [{ field: 'validTo', code: 'tariffs.validity.inPast' }]);
    if (body.validTo < tariff.validFrom) throw badRequest('errors.validation', [{ field: 'validTo', code: 'tariffs.validity.beforeValidFrom', params: { validFrom: tariff.validFrom } }]);
    if (body.validTo > tariff.validTo) {
      const [other] = await tx
        .select({ id: tariffs.id })
        .from(tariffs)
        .where(
          and(
            eq(tariffs.origin, tariff.origin),
            eq(tariffs.destination, tariff.destination),
            eq(tariffs.mode, tariff.mode),
            sql`${foldSql(tariffs.carrier)} = ${foldSql(sql`${tariff.carrier}`)}`,
            eq(tariffs.demo, false),
            ne(tariffs.id, tariff.id),
            lte(tariffs.validFrom, body.validTo),
            gte(tariffs.validTo, tariff.validFrom),
          ),
        )
        .limit(1);
      if (other) throw new ApiError(409, 'tariffs.validity.overlap', { id: other.id });
    }
    const [row] = await tx.update(tariffs).set({ validTo: body.validTo }).where(eq(tariffs.id, tariff.id)).returning(tariffListColumns);
    await writeAudit(tx, { actorId, action: body.validTo < tariff.validTo ? 'tariff.validity.end' : 'tariff.validity.extend', entity: 'tariff', entityId: tariff.id, before: { validTo: tariff.validTo }, after: { validTo: body.validTo }, requestId });
    return row!;
  });
  clearTariffCaches();
  return updated;
}
