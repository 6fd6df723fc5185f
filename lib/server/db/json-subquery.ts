import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * Parts of a record read in the record's own statement: a subquery's rows as one JSON column. On the embedded
 * database every statement a page sends costs about a millisecond before it does anything (docs/BENCHMARKS.md),
 * so a screen's lists ride along as columns instead of statements of their own. json_agg writes each row with the
 * subquery's column names as SQL has them (`created_at`) and timestamps as ISO 8601 text with an offset.
 */

/** The subquery's rows as a JSON array (`[]` when it has none), in `order` (of its columns, by their SQL names, as `row_data.<name>`). */
export const jsonRows = <T>(subquery: SQLWrapper, order: SQL = sql`true`) => sql<T[]>`(select coalesce(json_agg(row_data order by ${order}), '[]') from (${subquery}) row_data)`;

/** A grouped count's rows (columns `key` and `n`) as one JSON object of key → count (`{}` when there are none). */
export const jsonCounts = (subquery: SQLWrapper) => sql<Record<string, number>>`(select coalesce(json_object_agg(counted.key, counted.n), '{}') from (${subquery}) counted)`;

/** A timestamp as json_agg writes it (ISO 8601 with the session's offset, microseconds), as the API writes them (UTC, milliseconds). */
export const jsonTimestamp = (value: string): string => new Date(value).toISOString();
