import { endpoints } from '@/lib/api/endpoints';
import { apiRoute } from '@/lib/server/api/handler';
import { unauthorized } from '@/lib/server/api/errors';
import { getDb } from '@/lib/server/db/client';
import { requestViewer } from '@/lib/server/requests/request-scope';
import { attachFiles } from '@/lib/server/reservations/attach-files';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.reservationAttachFiles, async ({ body, principal, requestId }) => {
  if (!principal) throw unauthorized();
  const db = await getDb();
  return attachFiles(db, await requestViewer(db, principal), body, requestId);
});
