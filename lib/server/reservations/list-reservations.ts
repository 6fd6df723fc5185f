import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ReservationPage, reservationListRequest } from '../../schemas/reservation';
import { forbidden } from '../api/errors';
import type { Database } from '../db/client';
import { reservations } from '../db/schema';
import { seesAllRequests, type RequestViewer } from '../requests/request-scope';
import { selectReservationSummaries, toReservationSummary } from './reservation-row';
import { visibleReservations } from './reservation-scope';

type ListRequest = z.output<typeof reservationListRequest>;

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

/** A page of reservations, newest first, inside the viewer's visibility. */
export async function listReservations(db: Database, viewer: RequestViewer, request: ListRequest): Promise<ReservationPage> {
  const conditions = [scopeCondition(viewer, request.scope), visibleReservations(viewer)];
  if (request.statuses.length > 0) conditions.push(inArray(reservations.status, request.statuses));
  const where = and(...conditions);
  const rows = await selectReservationSummaries(db)
    .where(where)
    .orderBy(desc(reservations.createdAt), desc(reservations.id))
    .limit(request.pageSize)
    .offset((request.pageNumber - 1) * request.pageSize);
  const [total] = await db.select({ n: count() }).from(reservations).where(where);
  return { items: rows.map(toReservationSummary), totalCount: total?.n ?? 0, pageNumber: request.pageNumber, pageSize: request.pageSize };
}
