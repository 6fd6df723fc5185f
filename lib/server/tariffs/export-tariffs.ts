import { and, asc, gt } from 'drizzle-orm';
import { istanbulDay } from '../../domain/business-date';
import { headerLine, tariffToCsvLine, type ParsedTariff } from '../../domain/tariff-csv';
import type { Database } from '../db/client';
import { tariffs } from '../db/schema';
import { tariffColumns } from '../freight/tariff-row';
import { tariffFilter, type TariffFilters } from './tariff-filters';
import { tariffLookups } from './tariff-lookups';

const EXPORT_PAGE_ROWS = 2_000;

/**
 * [M5] The tariffs matching the filters as CSV in the import layout, streamed: a UTF-8 BOM (so Excel
 * reads Turkish letters right), the header, then the rows read a page at a time by id (keyset paging).
 */
export async function* exportTariffs(db: Database, filters: TariffFilters & { separator: ';' | ',' }, now = new Date()): AsyncGenerator<string> {
  const { minorUnitsOf } = await tariffLookups(db);
  const where = tariffFilter(filters, istanbulDay(now));
  yield `\uFEFF${headerLine(filters.separator)}\r\n`;
  let after = '';
  for (;;) {
    const rows = await db
      .select(tariffColumns)
      .from(tariffs)
      .where(and(where, after ? gt(tariffs.id, after) : undefined))
      .orderBy(asc(tariffs.id))
      .limit(EXPORT_PAGE_ROWS);
    if (rows.length === 0) return;
    yield rows.map((row) => `${tariffToCsvLine(row as unknown as ParsedTariff, minorUnitsOf.get(row.currency) ?? 2, filters.separator)}\r\n`).join('');
    after = rows[rows.length - 1]!.id;
    if (rows.length < EXPORT_PAGE_ROWS) return;
  }
}
