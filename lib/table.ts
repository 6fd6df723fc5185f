import { turkishFold } from './domain/turkish-fold';

/** Table helpers: find by key, paginate, filter rows by text. */

export function findByKey<Row, K extends keyof Row>(rows: readonly Row[], key: K, value: Row[K]): Row | undefined {
  return rows.find((row) => row[key] === value);
}

/** The rows of a 1-based page; a page number or size below 1 counts as 1. */
export function paginate<Row>(rows: readonly Row[], pageNumber: number, pageSize: number): Row[] {
  const size = Math.max(1, Math.floor(pageSize) || 1);
  const page = Math.max(1, Math.floor(pageNumber) || 1);
  return rows.slice((page - 1) * size, page * size);
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, Math.floor(pageSize) || 1)));
}

export interface FilterOptions<Row> {
  /** Which fields to search; all string and number fields when omitted. */
  keys?: readonly (keyof Row)[];
  /** Case-insensitive with Turkish rules ("istanbul" finds "İSTANBUL"); exact case otherwise. */
  caseInsensitive?: boolean;
}

function searchableValues<Row>(row: Row, keys?: readonly (keyof Row)[]): string[] {
  const values = keys ? keys.map((key) => row[key]) : Object.values(row as object);
  return values.filter((value) => typeof value === 'string' || typeof value === 'number').map(String);
}

/** Rows where any searched field contains the text; an empty text keeps every row. */
export function filterRows<Row>(rows: readonly Row[], text: string, options: FilterOptions<Row> = {}): Row[] {
  const needle = text.trim();
  if (!needle) return [...rows];
  const fold = options.caseInsensitive ? turkishFold : (value: string) => value;
  const wanted = fold(needle);
  return rows.filter((row) => searchableValues(row, options.keys).some((value) => fold(value).includes(wanted)));
}
