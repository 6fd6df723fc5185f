import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { ReservationSortColumn } from '../../reservations/list-columns';
import type { ReservationPage, reservationListRequest } from '../../schemas/reservation';
import { forbidden } from '../api/errors';
import type { Database } from '../db/client';
import { foldedText, sqlFold, withinIstanbulDays } from '../db/list-filters';
import { requests, reservations, users } from '../db/schema';
import { seesAllRequests, type RequestViewer } from '../requests/request-scope';
import { selectReservationSummaries, toReservationSummary } from './reservation-row';
import { visibleReservations } from './reservation-scope';

type ListRequest = z.output<typeof reservationListRequest>;

/** Lifecycle order for sorting by status (awaiting payment first, the ends last). */
const statusOrder = sql`case ${reservations.status} when 'awaitingPayment' then 1 when 'paymentUnderReview' then 2 when 'paid' then 3 when 'confirmed' then 4 when 'inTransit' then 5 when 'delivered' then 6 else 7 end`;

/** The booked offer's total in TRY minor units (as the offer's totals carry it): amounts compare across currencies. */
const amountTry = sql`(select (o.offer->'totals'->'TRY'->>'amount')::bigint from request_offers o where o.id = ${reservations.offerId})`;

const sortExpressions: Record<ReservationSortColumn, SQL | AnyPgColumn> = {
  createdAt: reservations.createdAt,
  updatedAt: reservations.updatedAt,
  reference: reservations.reference,
  status: statusOrder,
  amount: amountTry,
};

/** Whose rows a scope asks for; beyond the caller's roles: 403 (as Demand/GetList). */
function scopeCondition(viewer: RequestViewer, scope: ListRequest['scope']): SQL {
  switch (scope) {
    case 'mine':
      return eq(reservations.userId, viewer.userId);
    case 'company':
      if (!viewer.roles.some((role) => role === 'CompanyAdmin' || role === 'Admin')) throw forbidden('requests.scope.forbidden');
      return viewer.companyId === null ? sql`false` : eq(reservations.companyId, viewer.companyId);
    case 'all':
      if (!seesAllRequests(viewer)) throw forbidden('requests.scope.forbidden');
      return sql`true`;
  }
}

/**
 * The free text: the reservation's, its request's and its payment's references, the lane's codes and
 * the names of its ports, airports and provinces, and on wider scopes who booked it; folded for Turkish.
 */
function textCondition(text: string, withOwner: boolean): SQL {
  const { like, laneMatches, any } = foldedText(text);
  const conditions = [
    like(sqlFold(sql`coalesce(${reservations.reference}, '')`)),
    like(sqlFold(sql`${reservations.paymentReference}`)),
    like(sqlFold(sql`coalesce(${requests.reference}, '')`)),
    ...laneMatches([requests.origin, requests.destination]),
  ];
  if (withOwner) conditions.push(like(sqlFold(sql`${users.email}`)), like(sqlFold(sql`${users.firstName} || ' ' || ${users.lastName}`)));
  return any(conditions);
}

/**
 * A page of reservations inside the viewer's visibility: the scope's rows, filtered (statuses, creation
 * days in Istanbul, text), sorted by a whitelisted column (ties by id), counted in a second query run alongside.
 */
export async function listReservations(db: Database, viewer: RequestViewer, request: ListRequest): Promise<ReservationPage> {
  const conditions = [scopeCondition(viewer, request.scope), visibleReservations(viewer), ...withinIstanbulDays(reservations.createdAt, request.createdFrom, request.createdTo)];
  if (request.statuses.length > 0) conditions.push(inArray(reservations.status, request.statuses));
  if (request.text) conditions.push(textCondition(request.text, request.scope !== 'mine'));
  const where = and(...conditions);
  const direction = request.sortDescending ? desc : asc;
  const sortBy = sortExpressions[request.sortColumn];
  const order = request.sortColumn === 'amount' ? sql`${sortBy} ${sql.raw(request.sortDescending ? 'desc' : 'asc')} nulls last` : direction(sortBy);
  const [rows, [total]] = await Promise.all([
    selectReservationSummaries(db)
      .where(where)
      .orderBy(order, direction(reservations.id))
      .limit(request.pageSize)
      .offset((request.pageNumber - 1) * request.pageSize),
    db
      .select({ n: count() })
      .from(reservations)
      .innerJoin(requests, eq(requests.id, reservations.requestId))
      .innerJoin(users, eq(users.id, reservations.userId))
      .where(where),
  ]);
  return { items: rows.map(toReservationSummary), totalCount: Number(total?.n ?? 0), pageNumber: request.pageNumber, pageSize: request.pageSize };
}
