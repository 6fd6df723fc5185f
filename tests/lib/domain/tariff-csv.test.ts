import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  TARIFF_CSV_COLUMNS,
  detectSeparator,
  formatAmount,
  headerLine,
  parseAmount,
  parseDay,
  parseTariffRow,
  readHeader,
  tariffToCsvLine,
  windowsOverlap,
  type TariffLookups,
} from '@/lib/domain/tariff-csv';

const lookups: TariffLookups = {
  location: (code) => ({ TRMER: 'port', DEHAM: 'port', TRIST: 'port', IST: 'airport', FRA: 'airport' })[code] as 'port' | 'airport' | undefined,
  currencyMinorUnits: (code) => ({ TRY: 2, USD: 2, EUR: 2, JPY: 0 })[code],
};

const columns = readHeader([...TARIFF_CSV_COLUMNS]).columns!;
/** A full line of the layout from named values (the rest empty). */
const row = (values: Record<string, string>) => TARIFF_CSV_COLUMNS.map((column) => values[column] ?? '');
const lcl = { mode: 'SEA_LCL', carrier: 'Ege Hat Denizcilik', origin: 'TRMER', destination: 'DEHAM', currency: 'USD', valid_from: '2027-01-01', valid_to: '2027-03-31', transit_days: '18', free_days: '7', lcl_per_revenue_ton: '45.50', lcl_minimum: '90' };
const codes = (values: Record<string, string>) => parseTariffRow(row(values), columns, lookups).errors?.map((error) => `${error.field}:${error.code}`);

describe('the tariff CSV header', () => {
  it('detects the separator from the header line', () => {
    expect(detectSeparator(headerLine(';'))).toBe(';');
    expect(detectSeparator(headerLine(','))).toBe(',');
  });
  it('reads columns in any order, case and BOM insensitive', () => {
    const header = readHeader(['\uFEFFMODE', ...[...TARIFF_CSV_COLUMNS].slice(1).reverse()]);
    expect(header.errors).toBeUndefined();
    expect(header.columns!.get('mode')).toBe(0);
  });
  it('names missing, unknown and duplicate columns', () => {
    const header = readHeader(['mode', 'carrier', 'carrier', 'price']);
    expect(header.errors).toEqual(
      expect.arrayContaining([
        { field: 'carrier', code: 'duplicateColumn' },
        { field: 'price', code: 'unknownColumn' },
        { field: 'origin', code: 'missingColumn' },
        { field: 'valid_to', code: 'missingColumn' },
      ]),
    );
  });
});

describe('tariff CSV amounts', () => {
  it('converts decimals to minor units with either decimal mark', () => {
    expect(parseAmount('1234.56', 2)).toBe(123456);
    expect(parseAmount('1234,5', 2)).toBe(123450);
    expect(parseAmount('90', 2)).toBe(9000);
    expect(parseAmount('0.07', 2)).toBe(7);
    expect(parseAmount('1500', 0)).toBe(1500);
  });
  it('refuses negative, non-numeric and too precise amounts', () => {
    expect(parseAmount('-5', 2)).toBe('negative');
    expect(parseAmount('12a', 2)).toBe('invalidNumber');
    expect(parseAmount('1.234,50', 2)).toBe('invalidNumber');
    expect(parseAmount('1.234', 2)).toBe('tooManyDecimals');
  });
  it('formats minor units back to the same amount', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e12 }), (minor) => parseAmount(formatAmount(minor, 2), 2) === minor));
    expect(formatAmount(7, 2)).toBe('0.07');
  });
  it('reads ISO and Turkish day formats and refuses impossible days', () => {
    expect(parseDay('2027-02-28')).toBe('2027-02-28');
    expect(parseDay('1.3.2027')).toBe('2027-03-01');
    expect(parseDay('2027-02-30')).toBeNull();
    expect(parseDay('31/12/27')).toBeNull();
  });
});

describe('a tariff CSV line', () => {
  it('becomes a validated tariff in minor units', () => {
    const { tariff } = parseTariffRow(row({ ...lcl, cut_off_weekdays: '2|5', baf: '3,25', dangerous_goods_percent: '12,5' }), columns, lookups);
    expect(tariff).toEqual({
      mode: 'SEA_LCL',
      carrier: 'Ege Hat Denizcilik',
      origin: 'TRMER',
      destination: 'DEHAM',
      currency: 'USD',
      validFrom: '2027-01-01',
      validTo: '2027-03-31',
      transitDays: 18,
      freeDays: 7,
      cutOffWeekdays: [2, 5],
      rates: { perRevenueTon: 4550, minimum: 9000 },
      surcharges: { baf: 325, dangerousGoodsPercent: 12.5 },
    });
  });
  it('reads each mode’s rate group', () => {
    expect(parseTariffRow(row({ ...lcl, mode: 'SEA_FCL', lcl_per_revenue_ton: '', fcl_20dc: '1200', fcl_40hc: '2100.5' }), columns, lookups).tariff?.rates).toEqual({ perContainer: { '20DC': 120000, '40HC': 210050 } });
    expect(parseTariffRow(row({ ...lcl, mode: 'AIR', origin: 'IST', destination: 'FRA', air_minimum: '75', air_normal: '4.1', air_100: '3' }), columns, lookups).tariff?.rates).toEqual({
      minimum: 7500,
      breaks: [
        { fromKg: 0, perKg: 410 },
        { fromKg: 100, perKg: 300 },
      ],
    });
    expect(parseTariffRow(row({ ...lcl, mode: 'ROAD', origin: 'TRIST', road_per_van: '2450' }), columns, lookups).tariff?.rates).toEqual({ perVan: 245000 });
    expect(parseTariffRow(row({ ...lcl, mode: 'PARCEL', origin: 'IST', destination: 'FRA', parcel_first_half_kg: '14', parcel_additional_half_kg: '3.9' }), columns, lookups).tariff?.rates).toEqual({
      firstHalfKg: 1400,
      perAdditionalHalfKg: 390,
    });
  });
  it('lists each error with its field', () => {
    expect(codes({ ...lcl, lcl_minimum: '-90' })).toEqual(['lcl_minimum:negative']);
    expect(codes({ ...lcl, lcl_per_revenue_ton: 'kırk' })).toEqual(['lcl_per_revenue_ton:invalidNumber']);
    expect(codes({ ...lcl, lcl_minimum: '' })).toEqual(['lcl_minimum:required']);
    expect(codes({ ...lcl, mode: 'RAIL' })).toEqual(['mode:unknownMode']);
    expect(codes({ ...lcl, currency: 'XYZ' })).toEqual(['currency:unknownCurrency']);
    expect(codes({ ...lcl, origin: 'TRXXX' })).toEqual(['origin:unknownLocation']);
    expect(codes({ ...lcl, destination: 'FRA' })).toEqual(['destination:unknownLocation']);
    expect(codes({ ...lcl, destination: 'TRMER' })).toEqual(['destination:sameLane']);
    expect(codes({ ...lcl, valid_from: '2027-04-01' })).toEqual(['valid_to:validFromAfterValidTo']);
    expect(codes({ ...lcl, valid_to: '2027-13-01' })).toEqual(['valid_to:invalidDate']);
    expect(codes({ ...lcl, transit_days: '0' })).toEqual(['transit_days:invalidInteger']);
    expect(codes({ ...lcl, free_days: '-1' })).toEqual(['free_days:negative']);
    expect(codes({ ...lcl, cut_off_weekdays: '7' })).toEqual(['cut_off_weekdays:invalidWeekdays']);
    expect(codes({ ...lcl, carrier: 'x'.repeat(101) })).toEqual(['carrier:tooLong']);
    expect(codes({ ...lcl, mode: 'SEA_FCL' })).toEqual(['fcl_20dc:required']);
    expect(codes({ ...lcl, carrier: '', currency: '' })).toEqual(['carrier:required', 'currency:required']);
    expect(parseTariffRow(['SEA_LCL', 'short'], columns, lookups).errors).toEqual([{ field: 'line', code: 'columnCount' }]);
  });
  it('round-trips through the export line with both separators', () => {
    const { tariff } = parseTariffRow(row({ ...lcl, carrier: 'Şile; "Hat"', cut_off_weekdays: '1|4', customs_clearance: '40' }), columns, lookups);
    for (const separator of [';', ','] as const) {
      const line = tariffToCsvLine(tariff!, 2, separator);
      // A minimal CSV split for the test: the carrier is the one quoted cell.
      const quoted = /"((?:[^"]|"")*)"/.exec(line)!;
      const cells = line.replace(quoted[0], 'CARRIER').split(separator).map((cell) => (cell === 'CARRIER' ? quoted[1]!.replace(/""/g, '"') : cell));
      expect(parseTariffRow(cells, columns, lookups).tariff).toEqual(tariff);
    }
  });
  it('knows when validity windows overlap (inclusive days)', () => {
    expect(windowsOverlap({ validFrom: '2027-01-01', validTo: '2027-01-31' }, { validFrom: '2027-01-31', validTo: '2027-02-28' })).toBe(true);
    expect(windowsOverlap({ validFrom: '2027-01-01', validTo: '2027-01-30' }, { validFrom: '2027-01-31', validTo: '2027-02-28' })).toBe(false);
  });
});
