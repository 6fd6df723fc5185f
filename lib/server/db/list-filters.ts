import { gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { istanbulDayStart, nextDay } from '../../domain/business-date';
import { sqlFoldTranslation, turkishFold } from '../../domain/turkish-fold';


/** A timestamp column on or after the first Istanbul day and before the end of the last one (either may be absent). */
export function withinIstanbulDays(column: AnyPgColumn, from: string | undefined, to: string | undefined): SQL[] {
  const conditions: SQL[] = [];
  if (from) conditions.push(gte(column, istanbulDayStart(from)));
  if (to) conditions.push(lt(column, istanbulDayStart(nextDay(to))));
  return conditions;
}

/** The text as lib/domain/turkish-fold.ts folds it, in SQL. */
export const sqlFold = (value: SQL) => sql`lower(translate(${value}, ${sqlFoldTranslation.from}, ${sqlFoldTranslation.to}))`;

/** LIKE's own characters in a user's text, escaped (with a backslash). */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * The pieces of a list's free-text condition for a user's text: `like(value)` matches a folded SQL
 * value against it (İZMİR, izmir and Izmir meet; ıstanbul finds Istanbul), and `laneMatches(codes)`
 * any of the code columns against the text or against the ports, airports (and their cities) and
 * provinces whose names match it — the names matched once per query (an uncorrelated subquery).
 */
export function foldedText(text: string) {
  const pattern = `%${likeEscape(turkishFold(text))}%`;
  const like = (value: SQL) => sql`${value} like ${pattern} escape '\\'`;
  const places = sql`(
    select p.locode from ports p where ${like(sqlFold(sql`p.name`))}
    union all select a.iata from airports a where ${like(sqlFold(sql`a.name`))} or ${like(sqlFold(sql`a.city`))}
    union all select 'TR-' || lpad(pr.id::text, 2, '0') from provinces pr where ${like(sqlFold(sql`pr.name`))}
  )`;
  const laneMatches = (codes: readonly AnyPgColumn[]): SQL[] => [...codes.map((code) => like(sql`lower(${code})`)), ...codes.map((code) => sql`${code} in ${places}`)];
  return { like, laneMatches, any: (conditions: SQL[]) => or(...conditions) as SQL };
}
