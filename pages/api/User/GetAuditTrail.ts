import { endpoints } from '@/lib/api/endpoints';
import { adminActor } from '@/lib/server/admin/admin-actor';
import { unauthorized } from '@/lib/server/api/errors';
import { apiRoute } from '@/lib/server/api/handler';
import { getDb } from '@/lib/server/db/client';
import { getUserAuditTrail } from '@/lib/server/users/get-user-audit-trail';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.userGetAuditTrail, async ({ query, principal }) => {
  if (!principal) throw unauthorized();
  const db = await getDb();
  await adminActor(db, principal);
  return getUserAuditTrail(db, query.id);
});
