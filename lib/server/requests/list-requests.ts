import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { RequestSortColumn } from '../../requests/list-columns';
import type { RequestListRequest, RequestPage } from '../../schemas/request';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { forbidden } from '../api/errors';
import type { Database } from '../db/client';
import { foldedText, sqlFold, withinIstanbulDays } from '../db/list-filters';
import { requests, users } from '../db/schema';
import { requestSummaryColumns, requestTotalTry, toRequestSummary } from './request-row';
import { seesAllRequests, visibleRequests, type RequestViewer } from './request-scope';

/** Lifecycle order for sorting by status (submitted first, the ends last). */
const statusOrder = sql`case ${requests.status} when 'submitted' then 1 when 'quoted' then 2 when 'approved' then 3 when 'converted' then 4 when 'rejected' then 5 when 'expired' then 6 else 7 end`;

const sortExpressions: Record<RequestSortColumn, SQL | AnyPgColumn> = {
  createdAt: requests.createdAt,
  updatedAt: requests.updatedAt,
  readyDate: requests.readyDate,
  reference: requests.reference,
  status: statusOrder,
  total: requestTotalTry,
};

/** Whose rows the scope asks for; a scope beyond the caller's roles is a 403 (never an empty list). */
function scopeCondition(viewer: RequestViewer, scope: RequestListRequest['scope']): SQL {
  switch (scope) {
    case 'mine':
      return eq(requests.userId, viewer.userId);
    case 'company':
      if (!viewer.roles.some((role) => role === 'CompanyAdmin' || role === 'Admin')) throw forbidden('requests.scope.forbidden');
      return viewer.companyId === null ? sql`false` : eq(requests.companyId, viewer.companyId);
    case 'all':
      if (!seesAllRequests(viewer)) throw forbidden('requests.scope.forbidden');
      return sql`true`;
  }
}

/**
 * The free-text condition: the reference and the two codes, the names of the ports, airports
 * (and their cities) and provinces at either end, and on company-wide lists the owner, all compared
 * folded (lib/server/db/list-filters.ts).
 */
function textCondition(text: string, withOwner: boolean): SQL {
  const { like, laneMatches, any } = foldedText(text);
  const conditions = [like(sqlFold(sql`coalesce(${requests.reference}, '')`)), ...laneMatches([requests.origin, requests.destination])];
  if (withOwner) conditions.push(like(sqlFold(sql`${users.email}`)), like(sqlFold(sql`${users.firstName} || ' ' || ${users.lastName}`)));
  return any(conditions);
}

/**
 * One page of requests for a viewer: the scope's rows (own, company, all), always inside the viewer's
 * visibility, filtered, sorted by a whitelisted column (ties by id) and counted, in two queries that
 * run together. The own and company scopes ride the (user_id, created_at) and (company_id, created_at) indexes.
 */
export async function listRequests(db: Database, viewer: RequestViewer, request: RequestListRequest): Promise<RequestPage> {
  const conditions: SQL[] = [scopeCondition(viewer, request.scope), visibleRequests(viewer)];
  if (request.statuses.length > 0) conditions.push(inArray(requests.status, request.statuses));
  if (request.mode) conditions.push(eq(requests.mode, request.mode));
  conditions.push(...withinIstanbulDays(requests.createdAt, request.createdFrom, request.createdTo));
  if (request.origin) conditions.push(eq(requests.origin, request.origin));
  if (request.destination) conditions.push(eq(requests.destination, request.destination));
  if (request.text) conditions.push(textCondition(request.text, request.scope !== 'mine'));
  const where = and(...conditions);

  const direction = request.sortDescending ? desc : asc;
  const sortBy = sortExpressions[request.sortColumn];
  const order = request.sortColumn === 'total' ? sql`${sortBy} ${sql.raw(request.sortDescending ? 'desc' : 'asc')} nulls last` : direction(sortBy);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...requestSummaryColumns, email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(requests)
      .innerJoin(users, eq(users.id, requests.userId))
      .where(where)
      .orderBy(order, direction(requests.id))
      .limit(request.pageSize)
      .offset((request.pageNumber - 1) * request.pageSize),
    db.select({ value: count() }).from(requests).innerJoin(users, eq(users.id, requests.userId)).where(where),
  ]);
  return {
    items: rows.map((row) => ({ ...toRequestSummary(row), owner: { email: row.email, fullName: [row.firstName, row.lastName].filter(Boolean).join(' ') } })),
    totalCount: Number(total?.value ?? 0),
    pageNumber: request.pageNumber,
    pageSize: request.pageSize,
  };
}
