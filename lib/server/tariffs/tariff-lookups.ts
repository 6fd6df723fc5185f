import type { TariffLookups } from '../../domain/tariff-csv';
import type { Database } from '../db/client';
import { currencies } from '../db/schema';
import { knownLocations } from '../freight/known-locations';

/** The reference data a tariff line is checked against: every port and airport (cached per process) and the currencies. */
export async function tariffLookups(db: Database): Promise<TariffLookups & { minorUnitsOf: Map<string, number> }> {
  const [locations, currencyRows] = await Promise.all([knownLocations(db), db.select({ code: currencies.code, minorUnits: currencies.minorUnits }).from(currencies)]);
  const minorUnitsOf = new Map(currencyRows.map((row) => [row.code, row.minorUnits]));
  return {
    location: (code) => locations.get(code)?.kind,
    currencyMinorUnits: (code) => minorUnitsOf.get(code),
    minorUnitsOf,
  };
}
