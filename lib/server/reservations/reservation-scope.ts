import { eq, or, sql, type SQL } from 'drizzle-orm';
import { reservations } from '../db/schema';
import { isCustomerOf, seesAllRequests, type RequestViewer } from '../requests/request-scope';

/**
 * The reservations a viewer may read, as a condition every query includes (the rule of requests):
 * operations all, a company admin the company's, everyone else their own.
 */
export function visibleReservations(viewer: RequestViewer): SQL {
  if (seesAllRequests(viewer)) return sql`true`;
  const own = eq(reservations.userId, viewer.userId);
  if (viewer.roles.includes('CompanyAdmin') && viewer.companyId !== null) return or(own, eq(reservations.companyId, viewer.companyId)) as SQL;
  return own;
}

/** As whom the viewer acts on a reservation: its customer (owner or company admin) first, else operations. */
export function reservationActorOf(viewer: RequestViewer, reservation: { userId: string; companyId: number | null }): 'customer' | 'operator' | null {
  if (isCustomerOf(viewer, reservation)) return 'customer';
  return seesAllRequests(viewer) ? 'operator' : null;
}
