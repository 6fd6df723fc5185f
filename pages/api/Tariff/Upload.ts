import { endpoints } from '@/lib/api/endpoints';
import { unauthorized } from '@/lib/server/api/errors';
import { apiRoute } from '@/lib/server/api/handler';
import { getDb } from '@/lib/server/db/client';
import { requestViewer } from '@/lib/server/requests/request-scope';
import { dryRunImport } from '@/lib/server/tariffs/dry-run-import';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.tariffUpload, async ({ body, principal, requestId }) => {
  if (!principal) throw unauthorized();
  const db = await getDb();
  const viewer = await requestViewer(db, principal);
  return dryRunImport(db, viewer.userId, body.file, requestId);
});
