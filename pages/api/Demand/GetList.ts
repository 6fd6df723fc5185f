import { endpoints } from '@/lib/api/endpoints';
import { apiRoute } from '@/lib/server/api/handler';
import { unauthorized } from '@/lib/server/api/errors';
import { getDb } from '@/lib/server/db/client';
import { sweepStaleRequests } from '@/lib/server/requests/expire-stale-requests';
import { listRequests } from '@/lib/server/requests/list-requests';
import { requestViewer } from '@/lib/server/requests/request-scope';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.demandGetList, async ({ body, principal }) => {
  if (!principal) throw unauthorized();
  const db = await getDb();
  await sweepStaleRequests(db);
  return listRequests(db, await requestViewer(db, principal), body);
});
