import { desc, lte } from 'drizzle-orm';
import { istanbulDay } from '../../domain/business-date';
import type { CarriageBand, CarriageTables, WarehouseRates } from '../../domain/pricing';
import type { Database } from '../db/client';
import { carriageBands, fxRates, warehouseRates } from '../db/schema';
import { processCache } from '../ttl-cache';

export interface PricingTables {
  /** TRY per unit of each currency, the latest day of each. */
  fx: { rates: Record<string, number>; date: string };
  carriage: CarriageTables;
  /** The rate card of the warehouse in each country that has one, the latest valid. */
  warehouses: Record<string, WarehouseRates>;
}

/**
 * How long one process reuses the FX table and the trucking bands: they change daily at most, and
 * re-reading them saves two queries per search. A change reaches every instance within this time.
 */
export const PRICING_TABLES_TTL_MS = 60_000;

/** The latest rate of each currency and the oldest of their days: what the answer is "as of". */
async function latestFx(db: Database): Promise<PricingTables['fx']> {
  const rows = await db
    .selectDistinctOn([fxRates.currency], { currency: fxRates.currency, rate: fxRates.rateToTry, date: fxRates.date })
    .from(fxRates)
    .orderBy(fxRates.currency, desc(fxRates.date));
  const rates = Object.fromEntries(rows.map((row) => [row.currency, Number(row.rate)]));
  if (!rates.USD || !rates.EUR) throw new Error('The fx_rates table needs USD and EUR rates to quote');
  return { rates, date: rows.map((row) => row.date).sort()[0]! };
}

async function carriage(db: Database): Promise<CarriageTables> {
  const bands = await db.select({ kind: carriageBands.kind, upToKm: carriageBands.upToKm, price: carriageBands.price }).from(carriageBands);
  const of = (kind: 'pre' | 'on'): CarriageBand[] => bands.filter((band) => band.kind === kind).map(({ upToKm, price }) => ({ upToKm, price }));
  return { pre: of('pre'), on: of('on') };
}

async function warehouses(db: Database, today: string): Promise<Record<string, WarehouseRates>> {
  const rows = await db
    .selectDistinctOn([warehouseRates.countryCode], {
      countryCode: warehouseRates.countryCode,
      currency: warehouseRates.currency,
      receivingPerPallet: warehouseRates.receivingPerPallet,
      storagePerPalletMonth: warehouseRates.storagePerPalletMonth,
      fulfilmentPerOrder: warehouseRates.fulfilmentPerOrder,
    })
    .from(warehouseRates)
    .where(lte(warehouseRates.validFrom, today))
    .orderBy(warehouseRates.countryCode, desc(warehouseRates.validFrom));
  return Object.fromEntries(rows.map(({ countryCode, ...card }) => [countryCode, card]));
}

const cache = processCache<PricingTables>('pricingTables', { ttlMs: PRICING_TABLES_TTL_MS, maxEntries: 1 });

/** The FX table and the trucking bands, read at most once per PRICING_TABLES_TTL_MS per process (a failed read is not kept). */
export function pricingTables(db: Database, now = Date.now()): Promise<PricingTables> {
  return cache.get('tables', () => Promise.all([latestFx(db), carriage(db), warehouses(db, istanbulDay(new Date(now)))]).then(([fx, bands, cards]) => ({ fx, carriage: bands, warehouses: cards })), now);
}

/**
 * [M5] Forgets this process's FX table and trucking bands, so the next search or quote reads them again:
 * called after operations save FX rates. Other instances pick the change up within PRICING_TABLES_TTL_MS.
 */
export function clearPricingTables(): void {
  cache.clear();
}
