import { endpoints } from '@/lib/api/endpoints';
import { adminActor } from '@/lib/server/admin/admin-actor';
import { unauthorized } from '@/lib/server/api/errors';
import { apiRoute } from '@/lib/server/api/handler';
import { listAudit } from '@/lib/server/audit/list-audit';
import { getDb } from '@/lib/server/db/client';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.auditGetList, async ({ body, principal }) => {
  if (!principal) throw unauthorized();
  const db = await getDb();
  await adminActor(db, principal);
  return listAudit(db, body);
});
