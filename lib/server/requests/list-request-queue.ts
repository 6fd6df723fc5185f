import { and, asc, count, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { REQUEST_AGE_HOURS, type RequestQueuePage, type RequestQueueRequest } from '../../schemas/admin-operations';
import { forbidden } from '../api/errors';
import type { Database } from '../db/client';
import { foldedText, sqlFold } from '../db/list-filters';
import { companies, requests, users } from '../db/schema';
import { requestSummaryColumns, toRequestSummary } from './request-row';
import { seesAllRequests, type RequestViewer } from './request-scope';

const requestIdColumn = sql.raw('"requests"."id"');

const sortExpressions = {
  waitingSince: requests.updatedAt,
  createdAt: requests.createdAt,
  readyDate: requests.readyDate,
} as const;

/** The queue's free text: reference, lane codes and place names, the customer's email, name and company, folded. */
function textCondition(text: string): SQL {
  const { like, laneMatches, any } = foldedText(text);
  return any([
    like(sqlFold(sql`coalesce(${requests.reference}, '')`)),
    ...laneMatches([requests.origin, requests.destination]),
    like(sqlFold(sql`${users.email}`)),
    like(sqlFold(sql`${users.firstName} || ' ' || ${users.lastName}`)),
    like(sqlFold(sql`coalesce(${companies.name}, '')`)),
  ]);
}

/**
 * The operations queue: every company's requests in the chosen statuses, those waiting longer than
 * the age filter (since their last status change, the (status, updated_at) index), matching the
 * text; the longest waiting first unless asked otherwise. Operations (Operator, Admin) only.
 */
export async function listRequestQueue(db: Database, viewer: RequestViewer, request: RequestQueueRequest, now = new Date()): Promise<RequestQueuePage> {
  if (!seesAllRequests(viewer)) throw forbidden('requests.scope.forbidden');
  const conditions: SQL[] = [];
  if (request.statuses.length > 0) conditions.push(inArray(requests.status, request.statuses));
  if (request.age !== 'any') conditions.push(lt(requests.updatedAt, new Date(now.getTime() - REQUEST_AGE_HOURS[request.age] * 3_600_000)));
  if (request.text) conditions.push(textCondition(request.text));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const direction = request.sortDescending ? desc : asc;

  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...requestSummaryColumns,
        service: requests.service,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        companyName: companies.name,
        operatorOffers: sql<number>`(select count(*)::int from request_offers o where o.request_id = ${requestIdColumn} and o.source = 'operator' and not o.withdrawn)`,
      })
      .from(requests)
      .innerJoin(users, eq(users.id, requests.userId))
      .leftJoin(companies, eq(companies.id, requests.companyId))
      .where(where)
      .orderBy(direction(sortExpressions[request.sortColumn]), direction(requests.id))
      .limit(request.pageSize)
      .offset((request.pageNumber - 1) * request.pageSize),
    db.select({ value: count() }).from(requests).innerJoin(users, eq(users.id, requests.userId)).leftJoin(companies, eq(companies.id, requests.companyId)).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      ...toRequestSummary(row),
      owner: { email: row.email, fullName: [row.firstName, row.lastName].filter(Boolean).join(' ') },
      waitingSince: row.updatedAt.toISOString(),
      companyName: row.companyName ?? null,
      operatorOffers: Number(row.operatorOffers ?? 0),
      service: row.service ?? null,
    })),
    totalCount: Number(total?.value ?? 0),
    pageNumber: request.pageNumber,
    pageSize: request.pageSize,
  };
}
