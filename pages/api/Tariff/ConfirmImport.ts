import { endpoints } from '@/lib/api/endpoints';
import { unauthorized } from '@/lib/server/api/errors';
import { apiRoute } from '@/lib/server/api/handler';
import { getDb } from '@/lib/server/db/client';
import { requestViewer } from '@/lib/server/requests/request-scope';
import { confirmImport } from '@/lib/server/tariffs/confirm-import';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.tariffConfirmImport, async ({ body, principal, requestId }) => {
  if (!principal) throw unauthorized();
  const db = await getDb();
  const viewer = await requestViewer(db, principal);
  return confirmImport(db, viewer.userId, body.id, requestId);
});
