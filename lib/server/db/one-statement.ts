import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { rowsOf } from './rows';

/**
 * Writes to several tables in one statement: each write a data-modifying WITH query, run exactly once whether or not
 * the statement reads its output. A set of changes then costs one round trip however many rows and tables it writes
 * (on this machine each statement costs the app and PostgreSQL about as much as the rows it carries: BENCHMARKS.md,
 * carrier event ingestion). The rows travel as one JSON parameter per table, read back into the table's own row type
 * (json_populate_recordset), so the schema stays the one source of the columns and their types.
 */

/** One write of the statement: its name (for the ones a later write or the result reads) and its SQL. */
export interface Write {
  name: string;
  sql: SQL;
}

type Executor = Pick<Database, 'execute'>;

/** A row's values by column, as JSON: dates as ISO 8601, the rest as they are (jsonb columns keep their objects). */
function recordOf(columns: Record<string, { name: string }>, row: Record<string, unknown>): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) if (value !== undefined) record[columns[key]!.name] = value instanceof Date ? value.toISOString() : value;
  return record;
}

/**
 * A set-returning function's rows (a JSON recordset) as a subquery that tells the planner how many there are.
 * PostgreSQL plans a function as 100 rows, so an update joining a handful of rows to a table by id read the whole
 * table into a hash (a sequential scan of every milestone for each set of carrier events); counted, each row is looked
 * up by its index.
 */
export function counted(rows: SQL, count: number): SQL {
  return sql`(select * from ${rows} limit ${sql.raw(String(Math.trunc(count)))})`;
}

/**
 * `rows` as a JSON recordset of `table`'s row type, counted, for `from` clauses (give it a name): the columns given (by
 * the schema's keys), the others left to the insert's defaults.
 */
export function recordset<T extends PgTable>(table: T, rows: ReadonlyArray<Partial<T['$inferInsert']>>, keys: ReadonlyArray<keyof T['$inferInsert'] & string>) {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const names = sql.join(
    keys.map((key) => sql.identifier(columns[key]!.name)),
    sql`, `,
  );
  const json = JSON.stringify(rows.map((row) => recordOf(columns, row as Record<string, unknown>)));
  return { names, from: counted(sql`json_populate_recordset(null::${sql.identifier(getTableName(table))}, ${json}::json)`, rows.length) };
}

/** Inserts `rows` into `table` (the columns of `keys`, in the rows' order); `tail` adds ON CONFLICT or RETURNING. */
export function insertRows<T extends PgTable>(name: string, table: T, rows: ReadonlyArray<T['$inferInsert']>, keys: ReadonlyArray<keyof T['$inferInsert'] & string>, tail: SQL = sql``): Write {
  const { names, from } = recordset(table, rows, keys);
  return { name, sql: sql`insert into ${sql.identifier(getTableName(table))} (${names}) select ${names} from ${from} as v ${tail}` };
}

/**
 * Runs the writes as one statement and answers its one row: `result`'s columns, which may read the writes' RETURNING
 * by their names (none: an empty row). Nothing runs without writes.
 */
export async function writeInOneStatement<Row extends Record<string, unknown>>(tx: Executor, writes: readonly Write[], result: SQL = sql`1 as done`): Promise<Row | null> {
  if (writes.length === 0) return null;
  const withs = sql.join(
    writes.map((write) => sql`${sql.identifier(write.name)} as (${write.sql})`),
    sql`, `,
  );
  return firstRow<Row>(tx, sql`with ${withs} select ${result}`);
}

/** The first row a statement answers (null for none), on either driver. */
export async function firstRow<Row extends Record<string, unknown>>(tx: Executor, statement: SQL): Promise<Row | null> {
  return rowsOf<Row>(await tx.execute<Row>(statement))[0] ?? null;
}
