import { and, asc, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { sqlFoldTranslation, turkishFold } from '../../domain/turkish-fold';
import type { RequestSortColumn } from '../../requests/list-columns';
import type { RequestListRequest, RequestPage } from '../../schemas/request';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { forbidden } from '../api/errors';
import type { Database } from '../db/client';
import { demands, users } from '../db/schema';
import { requestSummaryColumns, requestTotalTry, toRequestSummary } from './request-row';
import { seesAllRequests, visibleRequests, type RequestViewer } from './request-scope';

/** Türkiye has kept UTC+03:00 all year since 2016: a day in Istanbul starts at 21:00 UTC the day before. */
const ISTANBUL_OFFSET = '+03:00';
const istanbulDayStart = (day: string) => new Date(`${day}T00:00:00${ISTANBUL_OFFSET}`);
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The text as lib/domain/turkish-fold.ts folds it, in SQL. */
const fold = (value: SQL) => sql`lower(translate(${value}, ${sqlFoldTranslation.from}, ${sqlFoldTranslation.to}))`;

/** Lifecycle order for sorting by status (submitted first, the ends last). */
const statusOrder = sql`case ${demands.status} when 'submitted' then 1 when 'quoted' then 2 when 'approved' then 3 when 'converted' then 4 when 'rejected' then 5 when 'expired' then 6 else 7 end`;

const sortExpressions: Record<RequestSortColumn, SQL | AnyPgColumn> = {
  createdAt: demands.createdAt,
  updatedAt: demands.updatedAt,
  readyDate: demands.readyDate,
  reference: demands.reference,
  status: statusOrder,
  total: requestTotalTry,
};

/** Whose rows the scope asks for; a scope beyond the caller's roles is a 403 (never an empty list). */
function scopeCondition(viewer: RequestViewer, scope: RequestListRequest['scope']): SQL {
  switch (scope) {
    case 'mine':
      return eq(demands.userId, viewer.userId);
    case 'company':
      if (!viewer.roles.some((role) => role === 'CompanyAdmin' || role === 'Admin')) throw forbidden('requests.scope.forbidden');
      return viewer.companyId === null ? sql`false` : eq(demands.companyId, viewer.companyId);
    case 'all':
      if (!seesAllRequests(viewer)) throw forbidden('requests.scope.forbidden');
      return sql`true`;
  }
}

/** LIKE's own characters in a user's text, escaped (with a backslash). */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * The free-text condition: the reference and the two codes, the names of the ports, airports
 * (and their cities) and provinces at either end, and on company-wide lists the owner, all compared
 * folded (İZMİR, izmir and Izmir meet; ıstanbul finds Istanbul). The place names are matched once
 * per query (an uncorrelated subquery), not per row.
 */
function textCondition(text: string, withOwner: boolean): SQL {
  const pattern = `%${likeEscape(turkishFold(text))}%`;
  const like = (value: SQL) => sql`${value} like ${pattern} escape '\\'`;
  const places = sql`(
    select p.locode from ports p where ${like(fold(sql`p.name`))}
    union all select a.iata from airports a where ${like(fold(sql`a.name`))} or ${like(fold(sql`a.city`))}
    union all select 'TR-' || lpad(pr.id::text, 2, '0') from provinces pr where ${like(fold(sql`pr.name`))}
  )`;
  const conditions = [
    like(fold(sql`coalesce(${demands.reference}, '')`)),
    like(sql`lower(${demands.origin})`),
    like(sql`lower(${demands.destination})`),
    sql`${demands.origin} in ${places}`,
    sql`${demands.destination} in ${places}`,
  ];
  if (withOwner) conditions.push(like(fold(sql`${users.email}`)), like(fold(sql`${users.firstName} || ' ' || ${users.lastName}`)));
  return or(...conditions) as SQL;
}

/**
 * One page of requests for a viewer: the scope's rows (own, company, all), always inside the viewer's
 * visibility, filtered, sorted by a whitelisted column (ties by id) and counted, in two queries that
 * run together. The own and company scopes ride the (user_id, created_at) and (company_id, created_at) indexes.
 */
export async function listRequests(db: Database, viewer: RequestViewer, request: RequestListRequest): Promise<RequestPage> {
  const conditions: SQL[] = [scopeCondition(viewer, request.scope), visibleRequests(viewer)];
  if (request.statuses.length > 0) conditions.push(inArray(demands.status, request.statuses));
  if (request.mode) conditions.push(eq(demands.mode, request.mode));
  if (request.createdFrom) conditions.push(gte(demands.createdAt, istanbulDayStart(request.createdFrom)));
  if (request.createdTo) conditions.push(lt(demands.createdAt, istanbulDayStart(nextDay(request.createdTo))));
  if (request.origin) conditions.push(eq(demands.origin, request.origin));
  if (request.destination) conditions.push(eq(demands.destination, request.destination));
  if (request.text) conditions.push(textCondition(request.text, request.scope !== 'mine'));
  const where = and(...conditions);

  const direction = request.sortDescending ? desc : asc;
  const sortBy = sortExpressions[request.sortColumn];
  const order = request.sortColumn === 'total' ? sql`${sortBy} ${sql.raw(request.sortDescending ? 'desc' : 'asc')} nulls last` : direction(sortBy);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...requestSummaryColumns, email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(demands)
      .innerJoin(users, eq(users.id, demands.userId))
      .where(where)
      .orderBy(order, direction(demands.id))
      .limit(request.pageSize)
      .offset((request.pageNumber - 1) * request.pageSize),
    db.select({ value: count() }).from(demands).innerJoin(users, eq(users.id, demands.userId)).where(where),
  ]);
  return {
    items: rows.map((row) => ({ ...toRequestSummary(row), owner: { email: row.email, fullName: [row.firstName, row.lastName].filter(Boolean).join(' ') } })),
    totalCount: Number(total?.value ?? 0),
    pageNumber: request.pageNumber,
    pageSize: request.pageSize,
  };
}
