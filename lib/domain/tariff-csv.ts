import type { AirRateBreak, ContainerType, Surcharges, Tariff, TransportMode } from './pricing';
import { cellValue, inertCell } from './spreadsheet-cell';

/**
 * [M5] The tariff CSV layout operations import and export (one tariff a line). Pure: no I/O. A header
 * row is required; columns may come in any order, `;` or `,` separated (detected from the header).
 *
 * - Common columns (required): mode (SEA_LCL | SEA_FCL | AIR | ROAD | PARCEL), carrier, origin, destination
 *   (UN/LOCODE for SEA_LCL, SEA_FCL and ROAD, IATA airport code for AIR and PARCEL), currency (ISO 4217, one
 *   of the reference currencies), valid_from, valid_to (YYYY-MM-DD or DD.MM.YYYY, both days inclusive),
 *   transit_days (> 0), free_days (≥ 0). Optional: cut_off_weekdays (0 = Sunday … 6 = Saturday, `|` or
 *   space separated; empty = daily departures).
 * - Rate columns, flat, one group per mode (only the row's mode's group is read; others may stay empty):
 *   SEA_LCL lcl_per_revenue_ton, lcl_minimum · SEA_FCL fcl_20dc, fcl_40dc, fcl_40hc, fcl_20rf, fcl_40rf (at
 *   least one) · AIR air_minimum, air_normal (the −45 kg rate per kg), air_45, air_100, air_300, air_500,
 *   air_1000 (optional breaks) · ROAD road_per_van · PARCEL parcel_first_half_kg, parcel_additional_half_kg.
 * - Surcharges (optional columns, optional values): baf, origin_thc, destination_thc, documentation,
 *   customs_clearance (money), dangerous_goods_percent (a percentage), non_stackable_factor (≥ 1).
 *
 * Money is a decimal amount in the row's currency (`1234.5` or `1234,50`, no thousands separators, at
 * most the currency's minor digits), stored as integer minor units.
 */

export const TARIFF_MODES: readonly TransportMode[] = ['SEA_LCL', 'SEA_FCL', 'AIR', 'ROAD', 'PARCEL'];

export const COMMON_COLUMNS = ['mode', 'carrier', 'origin', 'destination', 'currency', 'valid_from', 'valid_to', 'transit_days', 'free_days', 'cut_off_weekdays'] as const;
export const REQUIRED_COLUMNS: readonly string[] = COMMON_COLUMNS.filter((column) => column !== 'cut_off_weekdays');

const FCL_COLUMNS: Record<string, ContainerType> = { fcl_20dc: '20DC', fcl_40dc: '40DC', fcl_40hc: '40HC', fcl_20rf: '20RF', fcl_40rf: '40RF' };
/** AIR break columns and their `fromKg`. */
const AIR_BREAK_COLUMNS: Record<string, number> = { air_normal: 0, air_45: 45, air_100: 100, air_300: 300, air_500: 500, air_1000: 1000 };

export const RATE_COLUMNS: Record<TransportMode, readonly string[]> = {
  SEA_LCL: ['lcl_per_revenue_ton', 'lcl_minimum'],
  SEA_FCL: Object.keys(FCL_COLUMNS),
  AIR: ['air_minimum', ...Object.keys(AIR_BREAK_COLUMNS)],
  ROAD: ['road_per_van'],
  PARCEL: ['parcel_first_half_kg', 'parcel_additional_half_kg'],
};

const MONEY_SURCHARGES = { baf: 'baf', origin_thc: 'originThc', destination_thc: 'destinationThc', documentation: 'documentation', customs_clearance: 'customsClearance' } as const;
export const SURCHARGE_COLUMNS = [...Object.keys(MONEY_SURCHARGES), 'dangerous_goods_percent', 'non_stackable_factor'] as const;

/** Every column of the layout, in the order the template and the export write them. */
export const TARIFF_CSV_COLUMNS: readonly string[] = [...COMMON_COLUMNS, ...TARIFF_MODES.flatMap((mode) => RATE_COLUMNS[mode]), ...SURCHARGE_COLUMNS];

export const MAX_CARRIER_LENGTH = 100;

export type TariffCsvErrorCode =
  | 'missingColumn'
  | 'unknownColumn'
  | 'duplicateColumn'
  | 'emptyFile'
  | 'columnCount'
  | 'required'
  | 'invalidNumber'
  | 'negative'
  | 'tooManyDecimals'
  | 'invalidInteger'
  | 'unknownMode'
  | 'unknownCurrency'
  | 'unknownLocation'
  | 'sameLane'
  | 'invalidDate'
  | 'validFromAfterValidTo'
  | 'invalidWeekdays'
  | 'tooLong'
  | 'overlapInFile'
  | 'overlapExisting';

export interface TariffCsvError {
  field: string;
  code: TariffCsvErrorCode;
}

/** A valid line: a tariff without its id (the import gives it one). */
export type ParsedTariff = (Tariff extends infer T ? (T extends unknown ? Omit<T, 'id'> : never) : never) & { surcharges: Surcharges };

/** The reference data a row is checked against. */
export interface TariffLookups {
  /** What a code is: a port (UN/LOCODE) or an airport (IATA), or undefined when unknown. */
  location: (code: string) => 'port' | 'airport' | undefined;
  /** The currency's minor digits (2 for TRY), or undefined when unknown. */
  currencyMinorUnits: (code: string) => number | undefined;
}

/** The kind of location each mode's origin and destination are. */
export const LOCATION_KIND: Record<TransportMode, 'port' | 'airport'> = { SEA_LCL: 'port', SEA_FCL: 'port', ROAD: 'port', AIR: 'airport', PARCEL: 'airport' };

/** `;` when the header line has more semicolons than commas, else `,`. */
export function detectSeparator(headerLine: string): ';' | ',' {
  let semicolons = 0;
  let commas = 0;
  for (const char of headerLine) {
    if (char === ';') semicolons++;
    else if (char === ',') commas++;
  }
  return semicolons > commas ? ';' : ',';
}

export type HeaderResult = { columns: ReadonlyMap<string, number>; errors?: undefined } | { columns?: undefined; errors: TariffCsvError[] };

/** The header row → each known column's index, or what is wrong with it (missing, unknown, duplicate columns). */
export function readHeader(cells: readonly string[]): HeaderResult {
  const names = cells.map((cell, index) => (index === 0 ? cell.replace(/^\uFEFF/, '') : cell).trim().toLowerCase());
  if (names.every((name) => name === '')) return { errors: [{ field: 'header', code: 'emptyFile' }] };
  const known = new Set(TARIFF_CSV_COLUMNS);
  const columns = new Map<string, number>();
  const errors: TariffCsvError[] = [];
  names.forEach((name, index) => {
    if (!known.has(name)) errors.push({ field: name || `#${index + 1}`, code: 'unknownColumn' });
    else if (columns.has(name)) errors.push({ field: name, code: 'duplicateColumn' });
    else columns.set(name, index);
  });
  for (const name of REQUIRED_COLUMNS) if (!columns.has(name)) errors.push({ field: name, code: 'missingColumn' });
  return errors.length ? { errors } : { columns };
}

const AMOUNT = /^\d+(?:[.,](\d+))?$/;

/** A decimal amount (`1234.56`, `1234,5`) → integer minor units, or why not. */
export function parseAmount(text: string, minorUnits: number): number | TariffCsvErrorCode {
  const value = text.trim();
  if (/^-\s*\d/.test(value)) return 'negative';
  const match = AMOUNT.exec(value);
  if (!match) return 'invalidNumber';
  const [whole, fraction = ''] = value.split(/[.,]/) as [string, string?];
  if (fraction.length > minorUnits) return 'tooManyDecimals';
  const minor = Number(whole) * 10 ** minorUnits + Number(fraction.padEnd(minorUnits, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : 'invalidNumber';
}

/** Integer minor units → the decimal amount the CSV carries (`123456` with 2 digits → `1234.56`). */
export function formatAmount(minor: number, minorUnits: number): string {
  if (minorUnits === 0) return String(minor);
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(minorUnits + 1, '0');
  return `${sign}${digits.slice(0, -minorUnits)}.${digits.slice(-minorUnits)}`;
}

/** A plain decimal (percentages, factors): `12,5` → 12.5. */
function parseDecimal(text: string): number | TariffCsvErrorCode {
  const value = text.trim();
  if (/^-\s*\d/.test(value)) return 'negative';
  if (!AMOUNT.test(value)) return 'invalidNumber';
  return Number(value.replace(',', '.'));
}

function parseCount(text: string, min: number): number | TariffCsvErrorCode {
  const value = text.trim();
  if (/^-\s*\d/.test(value)) return 'negative';
  if (!/^\d{1,4}$/.test(value)) return 'invalidInteger';
  const count = Number(value);
  return count < min ? 'invalidInteger' : count;
}

/** YYYY-MM-DD or DD.MM.YYYY (a real calendar day) → YYYY-MM-DD. */
export function parseDay(text: string): string | null {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const dotted = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(value);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : dotted ? [dotted[3], dotted[2], dotted[1]] : [];
  if (!year || !month || !day) return null;
  const normalised = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const date = new Date(`${normalised}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === normalised ? normalised : null;
}

export type RowResult = { tariff: ParsedTariff; errors?: undefined } | { tariff?: undefined; errors: TariffCsvError[] };

/** One data row (its cells, the header's column map) → a validated tariff or the list of its errors. */
export function parseTariffRow(cells: readonly string[], columns: ReadonlyMap<string, number>, lookups: TariffLookups): RowResult {
  const errors: TariffCsvError[] = [];
  const fail = (field: string, code: TariffCsvErrorCode) => void errors.push({ field, code });
  const cell = (name: string) => {
    const index = columns.get(name);
    return index === undefined ? '' : cellValue((cells[index] ?? '').trim());
  };
  if (cells.length !== [...columns.values()].reduce((max, index) => Math.max(max, index + 1), 0)) {
    return { errors: [{ field: 'line', code: 'columnCount' }] };
  }

  const required = (name: string): string | null => {
    const value = cell(name);
    if (value === '') fail(name, 'required');
    return value === '' ? null : value;
  };

  const modeText = required('mode')?.toUpperCase();
  const mode = modeText && (TARIFF_MODES as readonly string[]).includes(modeText) ? (modeText as TransportMode) : null;
  if (modeText && !mode) fail('mode', 'unknownMode');

  const carrier = required('carrier');
  if (carrier && carrier.length > MAX_CARRIER_LENGTH) fail('carrier', 'tooLong');

  const currency = required('currency')?.toUpperCase();
  const minorUnits = currency ? lookups.currencyMinorUnits(currency) : undefined;
  if (currency && minorUnits === undefined) fail('currency', 'unknownCurrency');

  const location = (name: 'origin' | 'destination') => {
    const code = required(name)?.toUpperCase();
    if (code && mode && lookups.location(code) !== LOCATION_KIND[mode]) fail(name, 'unknownLocation');
    return code;
  };
  const origin = location('origin');
  const destination = location('destination');
  if (origin && destination && origin === destination) fail('destination', 'sameLane');

  const day = (name: 'valid_from' | 'valid_to') => {
    const text = required(name);
    const value = text === null ? null : parseDay(text);
    if (text !== null && value === null) fail(name, 'invalidDate');
    return value;
  };
  const validFrom = day('valid_from');
  const validTo = day('valid_to');
  if (validFrom && validTo && validFrom > validTo) fail('valid_to', 'validFromAfterValidTo');

  const count = (name: string, min: number) => {
    const text = required(name);
    if (text === null) return 0;
    const value = parseCount(text, min);
    if (typeof value === 'string') fail(name, value);
    return typeof value === 'number' ? value : 0;
  };
  const transitDays = count('transit_days', 1);
  const freeDays = count('free_days', 0);

  const weekdaysText = cell('cut_off_weekdays');
  const weekdays = weekdaysText === '' ? [] : weekdaysText.split(/[|\s]+/).map(Number);
  if (weekdays.some((weekday) => !Number.isInteger(weekday) || weekday < 0 || weekday > 6) || new Set(weekdays).size !== weekdays.length) fail('cut_off_weekdays', 'invalidWeekdays');

  const digits = minorUnits ?? 2;
  /** A money column: its minor units, null when empty (an error when `need`), undefined when invalid. */
  const amount = (name: string, need: boolean): number | null | undefined => {
    const text = cell(name);
    if (text === '') {
      if (need) fail(name, 'required');
      return null;
    }
    const value = parseAmount(text, digits);
    if (typeof value === 'string') {
      fail(name, value);
      return undefined;
    }
    return value;
  };

  let rates: ParsedTariff['rates'] | null = null;
  switch (mode) {
    case 'SEA_LCL': {
      const perRevenueTon = amount('lcl_per_revenue_ton', true);
      const minimum = amount('lcl_minimum', true);
      rates = { perRevenueTon: perRevenueTon ?? 0, minimum: minimum ?? 0 };
      break;
    }
    case 'SEA_FCL': {
      const perContainer: Partial<Record<ContainerType, number>> = {};
      for (const [name, type] of Object.entries(FCL_COLUMNS)) {
        const value = amount(name, false);
        if (typeof value === 'number') perContainer[type] = value;
      }
      const filled = Object.keys(FCL_COLUMNS).some((name) => cell(name) !== '');
      if (!filled) fail('fcl_20dc', 'required');
      rates = { perContainer };
      break;
    }
    case 'AIR': {
      const minimum = amount('air_minimum', true);
      const breaks: AirRateBreak[] = [];
      for (const [name, fromKg] of Object.entries(AIR_BREAK_COLUMNS)) {
        const value = amount(name, fromKg === 0);
        if (typeof value === 'number') breaks.push({ fromKg, perKg: value });
      }
      rates = { minimum: minimum ?? 0, breaks };
      break;
    }
    case 'ROAD':
      rates = { perVan: amount('road_per_van', true) ?? 0 };
      break;
    case 'PARCEL':
      rates = { firstHalfKg: amount('parcel_first_half_kg', true) ?? 0, perAdditionalHalfKg: amount('parcel_additional_half_kg', true) ?? 0 };
      break;
    default:
      break;
  }

  const surcharges: Surcharges = {};
  for (const [name, key] of Object.entries(MONEY_SURCHARGES)) {
    const value = amount(name, false);
    if (typeof value === 'number') surcharges[key] = value;
  }
  const percentText = cell('dangerous_goods_percent');
  if (percentText !== '') {
    const value = parseDecimal(percentText);
    if (typeof value === 'string') fail('dangerous_goods_percent', value);
    else if (value > 1000) fail('dangerous_goods_percent', 'invalidNumber');
    else surcharges.dangerousGoodsPercent = value;
  }
  const factorText = cell('non_stackable_factor');
  if (factorText !== '') {
    const value = parseDecimal(factorText);
    if (typeof value === 'string') fail('non_stackable_factor', value);
    else if (value < 1 || value > 10) fail('non_stackable_factor', 'invalidNumber');
    else surcharges.nonStackableFactor = value;
  }

  if (errors.length || !mode || !rates || !carrier || !currency || !origin || !destination || !validFrom || !validTo) return { errors };
  return {
    tariff: { mode, carrier, origin, destination, currency, validFrom, validTo, transitDays, freeDays, cutOffWeekdays: weekdays, rates, surcharges } as ParsedTariff,
  };
}

/** What identifies a lane of one carrier: validity windows of the same key must not overlap. */
export function laneKey(tariff: Pick<ParsedTariff, 'carrier' | 'mode' | 'origin' | 'destination'>): string {
  return `${tariff.mode}|${tariff.origin}|${tariff.destination}|${tariff.carrier.toLocaleLowerCase('tr')}`;
}

/** Two inclusive day ranges share a day. */
export function windowsOverlap(a: { validFrom: string; validTo: string }, b: { validFrom: string; validTo: string }): boolean {
  return a.validFrom <= b.validTo && b.validFrom <= a.validTo;
}

/** One CSV cell: inert in a spreadsheet (a formula start quoted away), quoted when it holds the separator, a quote or a line break. */
function quote(value: string, separator: string): string {
  const cell = inertCell(value);
  return cell.includes(separator) || /["\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** The header line of the layout. */
export function headerLine(separator: ';' | ',' = ';'): string {
  return TARIFF_CSV_COLUMNS.join(separator);
}

/** A tariff as one line of the layout (the export; parsing it gives the tariff back). */
export function tariffToCsvLine(tariff: ParsedTariff, minorUnits: number, separator: ';' | ',' = ';'): string {
  const money = (value: number | undefined) => (value === undefined ? '' : formatAmount(value, minorUnits));
  const values: Record<string, string> = {
    mode: tariff.mode,
    carrier: tariff.carrier,
    origin: tariff.origin,
    destination: tariff.destination,
    currency: tariff.currency,
    valid_from: tariff.validFrom,
    valid_to: tariff.validTo,
    transit_days: String(tariff.transitDays),
    free_days: String(tariff.freeDays),
    cut_off_weekdays: tariff.cutOffWeekdays.join('|'),
  };
  switch (tariff.mode) {
    case 'SEA_LCL':
      values.lcl_per_revenue_ton = money(tariff.rates.perRevenueTon);
      values.lcl_minimum = money(tariff.rates.minimum);
      break;
    case 'SEA_FCL':
      for (const [name, type] of Object.entries(FCL_COLUMNS)) values[name] = money(tariff.rates.perContainer[type]);
      break;
    case 'AIR':
      values.air_minimum = money(tariff.rates.minimum);
      for (const [name, fromKg] of Object.entries(AIR_BREAK_COLUMNS)) values[name] = money(tariff.rates.breaks.find((item) => item.fromKg === fromKg)?.perKg);
      break;
    case 'ROAD':
      values.road_per_van = money(tariff.rates.perVan);
      break;
    case 'PARCEL':
      values.parcel_first_half_kg = money(tariff.rates.firstHalfKg);
      values.parcel_additional_half_kg = money(tariff.rates.perAdditionalHalfKg);
      break;
  }
  const surcharges = tariff.surcharges ?? {};
  for (const [name, key] of Object.entries(MONEY_SURCHARGES)) values[name] = money(surcharges[key]);
  values.dangerous_goods_percent = surcharges.dangerousGoodsPercent === undefined ? '' : String(surcharges.dangerousGoodsPercent);
  values.non_stackable_factor = surcharges.nonStackableFactor === undefined ? '' : String(surcharges.nonStackableFactor);
  return TARIFF_CSV_COLUMNS.map((column) => quote(values[column] ?? '', separator)).join(separator);
}
