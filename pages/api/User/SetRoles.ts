import { endpoints } from '@/lib/api/endpoints';
import { adminActor } from '@/lib/server/admin/admin-actor';
import { unauthorized } from '@/lib/server/api/errors';
import { apiRoute } from '@/lib/server/api/handler';
import { getDb } from '@/lib/server/db/client';
import { changeUser } from '@/lib/server/users/change-user';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.userSetRoles, async ({ body, principal, requestId }) => {
  if (!principal) throw unauthorized();
  const db = await getDb();
  return changeUser(db, await adminActor(db, principal), body.id, { kind: 'roles', roles: body.roles }, requestId);
});
