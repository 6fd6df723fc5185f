import { desc, gte } from 'drizzle-orm';
import { addDays, istanbulDay } from '../../domain/business-date';
import type { FxRateList } from '../../schemas/admin-operations';
import type { Database } from '../db/client';
import { fxRates } from '../db/schema';

/**
 * [M5] The FX table for operations: each currency's latest rate (what pricing uses) with the one
 * before it, and every rate of the last `days` days (Istanbul), newest first. Read from the table,
 * never from the pricing cache, so a saved rate shows at once.
 */
export async function listFxRates(db: Database, days: number, now = new Date()): Promise<FxRateList> {
  const today = istanbulDay(now);
  const [latestTwo, history] = await Promise.all([
    db.select({ currency: fxRates.currency, rate: fxRates.rateToTry, date: fxRates.date }).from(fxRates).orderBy(fxRates.currency, desc(fxRates.date)),
    db
      .select({ currency: fxRates.currency, rate: fxRates.rateToTry, date: fxRates.date })
      .from(fxRates)
      .where(gte(fxRates.date, addDays(today, -days)))
      .orderBy(desc(fxRates.date), fxRates.currency),
  ]);
  const current: FxRateList['current'] = [];
  for (const row of latestTwo) {
    const known = current.find((item) => item.currency === row.currency);
    if (!known) current.push({ currency: row.currency, rate: Number(row.rate), date: row.date, previousRate: null, previousDate: null });
    else if (known.previousDate === null) Object.assign(known, { previousRate: Number(row.rate), previousDate: row.date });
  }
  return { current, history: history.map((row) => ({ currency: row.currency, rate: Number(row.rate), date: row.date })), today };
}
