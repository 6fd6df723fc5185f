import type { Surcharges, Tariff } from '../../domain/pricing';
import { tariffs } from '../db/schema';

/** The columns the quote engine needs, selected explicitly. */
export const tariffColumns = {
  id: tariffs.id,
  mode: tariffs.mode,
  carrier: tariffs.carrier,
  origin: tariffs.origin,
  destination: tariffs.destination,
  currency: tariffs.currency,
  validFrom: tariffs.validFrom,
  validTo: tariffs.validTo,
  transitDays: tariffs.transitDays,
  freeDays: tariffs.freeDays,
  cutOffWeekdays: tariffs.cutOffWeekdays,
  rates: tariffs.rates,
  surcharges: tariffs.surcharges,
};

export interface TariffRow {
  id: string;
  mode: Tariff['mode'];
  carrier: string;
  origin: string;
  destination: string;
  currency: string;
  validFrom: string;
  validTo: string;
  transitDays: number;
  freeDays: number;
  cutOffWeekdays: number[];
  rates: Tariff['rates'];
  surcharges: Surcharges;
}

/**
 * A row as the engine's Tariff. The mode/rates pairing is the writer's promise (the seed generates it;
 * the database checks the mode, not the jsonb shape).
 */
export function toTariff({ surcharges: _surcharges, ...row }: TariffRow): Tariff {
  return row as Tariff;
}
