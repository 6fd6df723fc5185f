import type { Surcharges, Tariff } from '../../domain/pricing';
import type { LaneTariffRow } from '../../lanes/lane-summary';
import { tariffs } from '../db/schema';

/** The columns a lane summary reads (a LaneTariffRow): the lane, the validity, the transit and the rates. */
export const laneTariffColumns = {
  mode: tariffs.mode,
  carrier: tariffs.carrier,
  origin: tariffs.origin,
  destination: tariffs.destination,
  currency: tariffs.currency,
  validFrom: tariffs.validFrom,
  validTo: tariffs.validTo,
  transitDays: tariffs.transitDays,
  rates: tariffs.rates,
};

const { rates: _rates, ...laneColumnsWithoutRates } = laneTariffColumns;

/** The columns of a tariff in the operators' list (lib/server/tariffs): the lane summary's without the rates, with the id. */
export const tariffListColumns = { id: tariffs.id, ...laneColumnsWithoutRates, demo: tariffs.demo };

/** The columns the quote engine needs, selected explicitly. */
export const tariffColumns = {
  id: tariffs.id,
  ...laneTariffColumns,
  freeDays: tariffs.freeDays,
  cutOffWeekdays: tariffs.cutOffWeekdays,
  surcharges: tariffs.surcharges,
};

export interface TariffRow extends LaneTariffRow {
  id: string;
  mode: Tariff['mode'];
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
