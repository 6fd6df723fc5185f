import { eq } from 'drizzle-orm';
import { contentRoles, isRole } from '../../../auth/roles';
import type { Principal } from '../../auth/authenticate';
import { forbidden } from '../../api/errors';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { requestViewer } from '../../requests/request-scope';

/** [M5] Who edits content: a registered, active user whose roles in `users` (not only the token) include Editor or Admin. */
export interface ContentActor {
  userId: string;
  requestId: string;
}

export async function contentActor(db: Database, principal: Principal, requestId: string): Promise<ContentActor> {
  const viewer = await requestViewer(db, principal);
  const [row] = await db.select({ roles: users.roles }).from(users).where(eq(users.id, viewer.userId));
  if (!(row?.roles ?? []).filter(isRole).some((role) => contentRoles.includes(role))) throw forbidden();
  return { userId: viewer.userId, requestId };
}
