import { sql } from 'drizzle-orm';
import { laneKey, parseTariffRow, readHeader, windowsOverlap, type ParsedTariff, type TariffCsvError } from '../../domain/tariff-csv';
import { MAX_REPORT_LINES, type TariffReportLine } from '../../schemas/tariff';
import type { Database } from '../db/client';
import { csvRecords, type CsvEncoding } from './csv-source';
import { foldSql } from './tariff-filters';
import { tariffLookups } from './tariff-lookups';
import { rowsOf } from '../db/rows';

/** Lines checked against the database in one query. */
const DB_CHECK_BATCH = 1_000;

export interface CsvValidation {
  totalRows: number;
  validRows: number;
  /** The first MAX_REPORT_LINES bad lines in file order (line 1 is the header). */
  report: TariffReportLine[];
  headerOk: boolean;
}

interface Pending {
  line: number;
  tariff?: ParsedTariff;
  errors: TariffCsvError[];
}

/** Which of the lines overlap a stored non-demo tariff of the same carrier, mode and lane (the lane index). */
async function overlapsInDatabase(db: Database, rows: Pending[]): Promise<Set<number>> {
  const lanes = rows.filter((row) => row.tariff).map(({ line, tariff }) => ({ line, carrier: tariff!.carrier, mode: tariff!.mode, origin: tariff!.origin, destination: tariff!.destination, vf: tariff!.validFrom, vt: tariff!.validTo }));
  if (lanes.length === 0) return new Set();
  const result = await db.execute(sql`
    select distinct r.line from jsonb_to_recordset(${JSON.stringify(lanes)}::jsonb)
      as r(line int, carrier text, mode text, origin text, destination text, vf date, vt date)
    join tariffs t on t.origin = r.origin and t.destination = r.destination and t.mode = r.mode
      and t.valid_to >= r.vf and t.valid_from <= r.vt and t.demo = false and ${foldSql(sql`t.carrier`)} = ${foldSql(sql`r.carrier`)}`);
  const lines = rowsOf<{ line: number }>(result);
  return new Set(lines.map((row) => Number(row.line)));
}

/**
 * [M5] The dry run's checks over a tariff CSV, streamed record by record: the header (missing, unknown,
 * duplicate columns), each line (lib/domain/tariff-csv.ts against the ports, airports and currencies),
 * overlapping validity with an earlier line of the file (same carrier, mode and lane) and, a thousand
 * lines at a time, with a stored non-demo tariff. Keeps only the per-lane windows and the first bad lines.
 * `onValid` receives each valid line's tariff in file order (the import inserts them).
 */
export async function validateTariffCsv(
  db: Database,
  source: AsyncIterable<Buffer>,
  encoding: CsvEncoding,
  options: { checkDatabase: boolean; onValid?: (tariff: ParsedTariff, line: number) => Promise<void> | void },
): Promise<CsvValidation> {
  const lookups = await tariffLookups(db);
  const result: CsvValidation = { totalRows: 0, validRows: 0, report: [], headerOk: false };
  const windows = new Map<string, { validFrom: string; validTo: string }[]>();
  let pending: Pending[] = [];
  let columns: ReadonlyMap<string, number> | null = null;

  const record = (line: number, errors: TariffCsvError[]) => {
    if (result.report.length < MAX_REPORT_LINES) result.report.push({ line, errors });
  };
  const flush = async () => {
    const inDatabase = options.checkDatabase ? await overlapsInDatabase(db, pending) : new Set<number>();
    for (const row of pending) {
      if (inDatabase.has(row.line)) row.errors.push({ field: 'valid_from', code: 'overlapExisting' });
      if (row.errors.length > 0) record(row.line, row.errors);
      else {
        result.validRows++;
        await options.onValid?.(row.tariff!, row.line);
      }
    }
    pending = [];
  };

  for await (const { line, cells } of csvRecords(source, encoding)) {
    if (!columns) {
      const header = readHeader(cells);
      if (header.errors) {
        record(line, header.errors);
        return result;
      }
      columns = header.columns;
      result.headerOk = true;
      continue;
    }
    result.totalRows++;
    const parsed = parseTariffRow(cells, columns, lookups);
    const row: Pending = { line, errors: parsed.errors ?? [], tariff: parsed.tariff };
    if (parsed.tariff) {
      const key = laneKey(parsed.tariff);
      const seen = windows.get(key);
      if (seen?.some((window) => windowsOverlap(window, parsed.tariff))) row.errors.push({ field: 'valid_from', code: 'overlapInFile' });
      else if (seen) seen.push({ validFrom: parsed.tariff.validFrom, validTo: parsed.tariff.validTo });
      else windows.set(key, [{ validFrom: parsed.tariff.validFrom, validTo: parsed.tariff.validTo }]);
    }
    pending.push(row);
    if (pending.length >= DB_CHECK_BATCH) await flush();
  }
  await flush();
  if (!columns) record(1, [{ field: 'header', code: 'emptyFile' }]);
  return result;
}
