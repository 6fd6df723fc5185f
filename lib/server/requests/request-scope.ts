import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { Role } from '../../auth/roles';
import type { Principal } from '../auth/authenticate';
import { forbidden } from '../api/errors';
import { getDb, type Database } from '../db/client';
import { perDatabase } from '../db/per-database';
import { requests, users } from '../db/schema';

/** Who is looking at requests, with the company the application (not the token) says they belong to. */
export interface RequestViewer {
  userId: string;
  roles: Role[];
  companyId: number | null;
}

/** The caller's company and status by the primary key, prepared once per database (lib/server/db/per-database.ts). */
const viewerRowStatement = perDatabase((db) =>
  db.select({ companyId: users.companyId, isActive: users.isActive }).from(users).where(eq(users.id, sql.placeholder('userId'))).prepare('request_viewer'),
);

/**
 * The caller as the application knows them: roles are the principal's, company and status from `users`, read
 * again here. Every principal is a row of `users` already (authentication reads it, and registers a verified
 * token's new user first: lib/server/auth/principal.ts), so a read is all this costs, never a write. A user
 * deactivated since the request was authenticated is refused here (403 account.deactivated): every account API
 * goes through this.
 */
export async function requestViewer(db: Database, principal: Principal): Promise<RequestViewer> {
  const [row] = await viewerRowStatement(db).execute({ userId: principal.userId });
  if (!row?.isActive) throw forbidden('account.deactivated');
  return { userId: principal.userId, roles: principal.roles, companyId: row.companyId };
}

export const seesAllRequests = (viewer: RequestViewer) => viewer.roles.some((role) => role === 'Operator' || role === 'Admin');

/**
 * The requests a viewer may read, as a condition every query includes: operators and admins all of
 * them, a company admin the company's, everyone else their own.
 */
export function visibleRequests(viewer: RequestViewer): SQL {
  if (seesAllRequests(viewer)) return sql`true`;
  const own = eq(requests.userId, viewer.userId);
  if (viewer.roles.includes('CompanyAdmin') && viewer.companyId !== null) return or(own, eq(requests.companyId, viewer.companyId)) as SQL;
  return own;
}

/**
 * The customer side of a request: its owner, or a company admin of the owner's company who is not staff. A staff
 * role comes before company membership: an operator listed in a customer company handles a colleague's request
 * as operations, never as that company's customer.
 */
export function isCustomerOf(viewer: RequestViewer, request: { userId: string; companyId: number | null }): boolean {
  if (request.userId === viewer.userId) return true;
  return !seesAllRequests(viewer) && viewer.roles.includes('CompanyAdmin') && viewer.companyId !== null && request.companyId === viewer.companyId;
}

/**
 * As whom the viewer acts on a request or its reservation: as its customer (the owner, or a company admin who is
 * not staff), else as operations (Operator, Admin); null when neither (such a viewer never sees it anyway).
 */
export function requestActorOf(viewer: RequestViewer, request: { userId: string; companyId: number | null }): 'customer' | 'operator' | null {
  if (isCustomerOf(viewer, request)) return 'customer';
  return seesAllRequests(viewer) ? 'operator' : null;
}

/** The signed-in caller of an endpoint, with the database and the requests they may see. */
export async function callerScope(principal: Principal): Promise<{ db: Database; viewer: RequestViewer }> {
  const db = await getDb();
  return { db, viewer: await requestViewer(db, principal) };
}
