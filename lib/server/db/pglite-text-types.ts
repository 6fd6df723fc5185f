import { types, type PGlite } from '@electric-sql/pglite';

/**
 * drizzle reads dates, times, intervals and their arrays as PostgreSQL's text, and says so to PGlite with each
 * statement (`parsers` that return the text as it is: drizzle-orm/pglite/session.js). PGlite merges them into a copy
 * of its own table of 365 parsers on every statement, which was half the cost of a keyed lookup (0.31 → 0.63 ms) and
 * 16 % of a signed-in page's CPU. These are the same parsers set once on the database, and a statement's own are
 * left out when they are exactly these.
 */
export const DRIZZLE_TEXT_TYPES: readonly number[] = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];

const asText = (value: string) => value;
const textTypeKeys = new Set(DRIZZLE_TEXT_TYPES.map(String));

type QueryOptions = Parameters<PGlite['query']>[2];

/** `options` without parsers that only read drizzle's text types as text (the database does that already). */
export function withoutTextParsers(options: QueryOptions): QueryOptions {
  const parsers = options?.parsers;
  if (!parsers) return options;
  for (const key of Object.keys(parsers)) if (!textTypeKeys.has(key)) return options;
  const { parsers: _merged, ...rest } = options;
  return rest;
}

/** Makes `client` read drizzle's text types as text itself (its parsers), for every statement. */
export function readTextTypesAsText(client: PGlite): void {
  for (const type of DRIZZLE_TEXT_TYPES) client.parsers[type] = asText;
}
