import { endpoints } from '@/lib/api/endpoints';
import { adminActor } from '@/lib/server/admin/admin-actor';
import { unauthorized } from '@/lib/server/api/errors';
import { apiRoute } from '@/lib/server/api/handler';
import { getDb } from '@/lib/server/db/client';
import { listUsers } from '@/lib/server/users/list-users';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.userGetList, async ({ body, principal }) => {
  if (!principal) throw unauthorized();
  const db = await getDb();
  return listUsers(db, await adminActor(db, principal), body);
});
