import { eq } from 'drizzle-orm';
import { isRole, type Role } from '../../auth/roles';
import type { Principal } from '../auth/authenticate';
import { forbidden } from '../api/errors';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { requestViewer } from '../requests/request-scope';

export interface AdminActor {
  userId: string;
  roles: Role[];
}

/**
 * The caller of a platform-admin action as the application knows them now: active (403
 * account.deactivated otherwise) and holding Admin in the `users` row, not only in the token — an Admin
 * demoted since their token was issued is refused at once.
 */
export async function adminActor(db: Database, principal: Principal): Promise<AdminActor> {
  // [E1] An API key never acts as staff.
  if (principal.via === 'apiKey') throw forbidden();
  const viewer = await requestViewer(db, principal);
  const [row] = await db.select({ roles: users.roles }).from(users).where(eq(users.id, viewer.userId));
  const roles = (row?.roles ?? []).filter(isRole);
  if (!roles.includes('Admin')) throw forbidden();
  return { userId: viewer.userId, roles };
}
