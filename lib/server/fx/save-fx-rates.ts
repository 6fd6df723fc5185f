import { and, desc, eq, lt } from 'drizzle-orm';
import { addDays, istanbulDay } from '../../domain/business-date';
import { FX_BACKFILL_DAYS, FX_MAX_MOVE, type FxRateList, type FxRateSaveBody } from '../../schemas/admin-operations';
import type { FieldError } from '../../schemas/errors';
import { badRequest } from '../api/errors';
import { writeAudit } from '../audit';
import type { Database } from '../db/client';
import { fxRates } from '../db/schema';
import { clearPricingTables } from '../freight/pricing-tables';
import { listFxRates } from './list-fx-rates';

const asNumeric = (rate: number) => rate.toFixed(6);

/**
 * [M5] Operations save one day's FX rates (TRY per unit; today in Istanbul unless a missed day of the
 * last FX_BACKFILL_DAYS is filled in; never a future day). A rate that moves more than FX_MAX_MOVE from
 * the currency's rate before that day is refused as a typo. Rows of the day are inserted or replaced in
 * one transaction, one audit row per currency with before and after; then this process's pricing cache
 * is cleared, so searches and quotes here use the new rates at once (other instances within 60 s).
 */
export async function saveFxRates(db: Database, actorId: string, body: FxRateSaveBody, requestId?: string, now = new Date()): Promise<FxRateList> {
  const today = istanbulDay(now);
  const date = body.date ?? today;
  if (date > today) throw badRequest('errors.validation', [{ field: 'date', code: 'fx.date.future' }]);
  if (date < addDays(today, -FX_BACKFILL_DAYS)) throw badRequest('errors.validation', [{ field: 'date', code: 'fx.date.tooOld', params: { days: FX_BACKFILL_DAYS } }]);

  await db.transaction(async (tx) => {
    const problems: FieldError[] = [];
    const changes: { currency: string; rate: number; before: number | null }[] = [];
    for (const [index, row] of body.rates.entries()) {
      const [earlier] = await tx
        .select({ rate: fxRates.rateToTry })
        .from(fxRates)
        .where(and(eq(fxRates.currency, row.currency), lt(fxRates.date, date)))
        .orderBy(desc(fxRates.date))
        .limit(1);
      const [sameDay] = await tx.select({ rate: fxRates.rateToTry }).from(fxRates).where(and(eq(fxRates.currency, row.currency), eq(fxRates.date, date))).for('update');
      if (earlier) {
        const reference = Number(earlier.rate);
        if (Math.abs(row.rate - reference) / reference > FX_MAX_MOVE) {
          problems.push({ field: `rates.${index}.rate`, code: 'fx.rate.outOfRange', params: { min: Number((reference * (1 - FX_MAX_MOVE)).toFixed(4)), max: Number((reference * (1 + FX_MAX_MOVE)).toFixed(4)) } });
          continue;
        }
      }
      changes.push({ currency: row.currency, rate: row.rate, before: sameDay ? Number(sameDay.rate) : null });
    }
    if (problems.length > 0) throw badRequest('errors.validation', problems);
    for (const change of changes) {
      await tx
        .insert(fxRates)
        .values({ currency: change.currency, date, rateToTry: asNumeric(change.rate) })
        .onConflictDoUpdate({ target: [fxRates.currency, fxRates.date], set: { rateToTry: asNumeric(change.rate) } });
      await writeAudit(tx, {
        actorId,
        action: change.before === null ? 'fx.rate.added' : 'fx.rate.changed',
        entity: 'fx_rate',
        entityId: `${change.currency}:${date}`,
        before: change.before === null ? null : { rate: change.before },
        after: { rate: change.rate },
        requestId,
      });
    }
  });
  clearPricingTables();
  return listFxRates(db, FX_BACKFILL_DAYS, now);
}
