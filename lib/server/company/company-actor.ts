import { eq } from 'drizzle-orm';
import type { Role } from '../../auth/roles';
import { isRole } from '../../auth/roles';
import type { CompanyRole } from '../../schemas/company';
import type { Principal } from '../auth/authenticate';
import { forbidden, notFound } from '../api/errors';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { requestViewer } from '../requests/request-scope';

/**
 * The caller of a company-tier action as the application knows them now: company and roles from the
 * `users` row (the application is the source of truth, so a role taken away counts at once, before the
 * caller's token expires).
 */
export interface CompanyActor {
  userId: string;
  roles: Role[];
  companyId: number | null;
}

export async function companyActor(db: Database, principal: Principal): Promise<CompanyActor> {
  const viewer = await requestViewer(db, principal);
  // [E1] An API key acts as a Customer of its company, never with its creator's company-admin role.
  if (principal.via === 'apiKey') return { userId: viewer.userId, roles: principal.roles, companyId: viewer.companyId };
  const [row] = await db.select({ roles: users.roles }).from(users).where(eq(users.id, viewer.userId));
  return { userId: viewer.userId, roles: (row?.roles ?? []).filter(isRole), companyId: viewer.companyId };
}

export const isPlatformAdmin = (actor: CompanyActor) => actor.roles.includes('Admin');

/** The company role a `users.roles` list amounts to. */
export const companyRoleOf = (roles: readonly string[]): CompanyRole => (roles.includes('CompanyAdmin') ? 'CompanyAdmin' : 'Customer');

/** The roles list with the company role replaced (other roles, e.g. Operator, kept). */
export const withCompanyRole = (roles: readonly string[], role: CompanyRole): string[] => [role, ...roles.filter((r) => r !== 'Customer' && r !== 'CompanyAdmin')];

/**
 * The company an action is about: the caller's own, or for a platform Admin the one named. Naming
 * another company without being Admin is 403; an Admin naming none without a company of their own is 404.
 */
export function targetCompanyId(actor: CompanyActor, requested: number | undefined): number | null {
  if (requested !== undefined && requested !== actor.companyId) {
    if (!isPlatformAdmin(actor)) throw forbidden('company.forbidden');
    return requested;
  }
  return actor.companyId;
}

/** The company a company admin (or the platform Admin) manages; 404 without one, 403 for a plain member. */
export function managedCompanyId(actor: CompanyActor, requested: number | undefined): number {
  const companyId = targetCompanyId(actor, requested);
  if (companyId === null) throw notFound('company.none');
  if (!isPlatformAdmin(actor) && !actor.roles.includes('CompanyAdmin')) throw forbidden('company.notAdmin');
  return companyId;
}
