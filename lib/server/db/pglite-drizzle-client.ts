import type { PGlite } from '@electric-sql/pglite';
import { NamedStatements } from './pglite-named-statements';
import { readTextTypesAsText, withoutTextParsers } from './pglite-text-types';

/**
 * The client drizzle is given for a PGlite (drizzle uses its `query` and `transaction`): statements run again are
 * prepared ones (pglite-named-statements.ts), and the database reads drizzle's text types as text itself, so a
 * statement's own parsers for them are left out (pglite-text-types.ts).
 */
export function pgliteForDrizzle(client: PGlite): Pick<PGlite, 'query' | 'transaction'> {
  readTextTypesAsText(client);
  const statements = new NamedStatements(client);
  return {
    query: <T>(sql: string, params?: unknown[], options?: Parameters<PGlite['query']>[2]) => statements.query<T>(sql, params, withoutTextParsers(options)),
    transaction: (work) =>
      client.transaction((tx) => work(Object.assign(Object.create(tx) as typeof tx, { query: <T>(sql: string, params?: unknown[], options?: Parameters<PGlite['query']>[2]) => statements.queryIn<T>(tx, sql, params, withoutTextParsers(options)) }))),
  };
}
