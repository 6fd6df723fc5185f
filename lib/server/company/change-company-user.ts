import { and, eq, sql } from 'drizzle-orm';
import type { CompanyRole, CompanyUser } from '../../schemas/company';
import { conflict, notFound } from '../api/errors';
import { writeAudit } from '../audit';
import { revokeAllUserSessions } from '../auth/sessions';
import type { Database } from '../db/client';
import { companies, users } from '../db/schema';
import { companyRoleOf, isPlatformAdmin, managedCompanyId, withCompanyRole, type CompanyActor } from './company-actor';

export type CompanyUserChange = { kind: 'role'; role: CompanyRole } | { kind: 'active'; isActive: boolean };

/**
 * Changes one member of the managed company: their company role, or whether they may sign in. The
 * target is looked up inside the company (another company's user is 404, never touched); the company row
 * is locked so two admins demoting each other at once cannot leave it without an active company admin
 * (409 company.lastAdmin); nobody deactivates themselves (409 company.users.self). Audited; both count at once
 * (every request reads roles and status from the application), and a deactivation ends the user's sessions.
 */
export async function changeCompanyUser(db: Database, actor: CompanyActor, userId: string, change: CompanyUserChange, requestId?: string): Promise<CompanyUser> {
  if (change.kind === 'active' && userId === actor.userId) throw conflict('company.users.self');
  // The platform Admin manages any company: the target's own.
  const [owner] = isPlatformAdmin(actor) ? await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId)) : [];
  const companyId = managedCompanyId(actor, owner?.companyId ?? undefined);
  return db.transaction(async (tx) => {
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
    const columns = { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, phone: users.phone, roles: users.roles, isActive: users.isActive, lastSignInAt: users.lastSignInAt };
    const [target] = await tx.select(columns).from(users).where(and(eq(users.id, userId), eq(users.companyId, companyId)));
    if (!target) throw notFound('company.users.notFound');
    const roles = change.kind === 'role' ? withCompanyRole(target.roles, change.role) : target.roles;
    const isActive = change.kind === 'active' ? change.isActive : target.isActive;
    const losesAdmin = companyRoleOf(target.roles) === 'CompanyAdmin' && target.isActive && (companyRoleOf(roles) !== 'CompanyAdmin' || !isActive);
    if (losesAdmin) {
      const [others] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(users)
        .where(and(eq(users.companyId, companyId), eq(users.isActive, true), sql`${users.roles} ? 'CompanyAdmin'`, sql`${users.id} <> ${userId}`));
      if (!others?.count) throw conflict('company.lastAdmin');
    }
    const [after] = await tx.update(users).set({ roles, isActive, updatedAt: new Date() }).where(and(eq(users.id, userId), eq(users.companyId, companyId))).returning(columns);
    if (!after) throw notFound('company.users.notFound');
    if (!isActive) await revokeAllUserSessions(tx, userId);
    const action = change.kind === 'role' ? 'company.user.setRole' : isActive ? 'company.user.reactivate' : 'company.user.deactivate';
    await writeAudit(tx, { actorId: actor.userId, action, entity: 'user', entityId: userId, before: { roles: target.roles, isActive: target.isActive }, after: { roles, isActive, companyId }, requestId });
    const { roles: afterRoles, lastSignInAt, ...rest } = after;
    return { ...rest, role: companyRoleOf(afterRoles), lastSignInAt: lastSignInAt?.toISOString() ?? null, isSelf: after.id === actor.userId };
  });
}
