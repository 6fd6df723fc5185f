import { endpoints } from '@/lib/api/endpoints';
import { apiRoute } from '@/lib/server/api/handler';
import { unauthorized } from '@/lib/server/api/errors';
import { getDb } from '@/lib/server/db/client';
import { listRequestQueue } from '@/lib/server/requests/list-request-queue';
import { requestViewer } from '@/lib/server/requests/request-scope';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.demandGetQueue, async ({ body, principal }) => {
  if (!principal) throw unauthorized();
  const db = await getDb();
  return listRequestQueue(db, await requestViewer(db, principal), body);
});
