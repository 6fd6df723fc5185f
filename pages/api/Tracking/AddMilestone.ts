import { endpoints } from '@/lib/api/endpoints';
import { apiRoute } from '@/lib/server/api/handler';
import { unauthorized } from '@/lib/server/api/errors';
import { getDb } from '@/lib/server/db/client';
import { requestViewer } from '@/lib/server/requests/request-scope';
import { addMilestone } from '@/lib/server/tracking/add-milestone';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.trackingAddMilestone, async ({ body, principal, requestId }) => {
  if (!principal) throw unauthorized();
  const db = await getDb();
  return addMilestone(db, await requestViewer(db, principal), body, requestId);
});
