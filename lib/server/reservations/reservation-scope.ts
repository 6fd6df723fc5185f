import { eq, or, sql, type SQL } from 'drizzle-orm';
import { reservations } from '../db/schema';
import { seesAllRequests, type RequestViewer } from '../requests/request-scope';

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
