import { eq } from 'drizzle-orm';
import type { Role } from '../../auth/roles';
import type { AdminUser } from '../../schemas/admin-users';
import { conflict, notFound } from '../api/errors';
import { writeAudit } from '../audit';
import type { AdminActor } from '../admin/admin-actor';
import { revokeAllUserSessions } from '../auth/sessions';
import type { Database } from '../db/client';
import { companies, users } from '../db/schema';
import { adminUserColumns, toAdminUser } from './admin-user-row';

export type UserChange = { kind: 'roles'; roles: Role[] } | { kind: 'active'; isActive: boolean };

/**
 * A platform Admin changes any user: the role list or whether they may use the product. Both count at once:
 * every request reads the user's roles and status from the application (lib/server/auth/principal.ts), a
 * deactivation ends the user's sessions, and the claims call refuses their next sign-in.
 * An Admin keeps their own Admin role and cannot deactivate themselves (409). The row is locked, the
 * change and its audit row (before/after) share the transaction.
 */
export async function changeUser(db: Database, actor: AdminActor, userId: string, change: UserChange, requestId?: string): Promise<AdminUser> {
  if (userId === actor.userId) {
    if (change.kind === 'active' && !change.isActive) throw conflict('admin.users.selfDeactivate');
    if (change.kind === 'roles' && !change.roles.includes('Admin')) throw conflict('admin.users.selfAdmin');
  }
  return db.transaction(async (tx) => {
    const [target] = await tx.select({ roles: users.roles, isActive: users.isActive }).from(users).where(eq(users.id, userId)).for('update');
    if (!target) throw notFound('admin.users.notFound');
    const roles = change.kind === 'roles' ? change.roles : target.roles;
    const isActive = change.kind === 'active' ? change.isActive : target.isActive;
    await tx.update(users).set({ roles, isActive, updatedAt: new Date() }).where(eq(users.id, userId));
    if (!isActive) await revokeAllUserSessions(tx, userId);
    const action = change.kind === 'roles' ? 'user.setRoles' : isActive ? 'user.reactivate' : 'user.deactivate';
    const before = change.kind === 'roles' ? { roles: target.roles } : { isActive: target.isActive };
    const after = change.kind === 'roles' ? { roles } : { isActive };
    await writeAudit(tx, { actorId: actor.userId, action, entity: 'user', entityId: userId, before, after, requestId });
    const [row] = await tx.select(adminUserColumns).from(users).leftJoin(companies, eq(companies.id, users.companyId)).where(eq(users.id, userId));
    return toAdminUser(row!, actor.userId);
  });
}
