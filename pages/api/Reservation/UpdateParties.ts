import { endpoints } from '@/lib/api/endpoints';
import { apiRoute } from '@/lib/server/api/handler';
import { unauthorized } from '@/lib/server/api/errors';
import { getDb } from '@/lib/server/db/client';
import { requestViewer } from '@/lib/server/requests/request-scope';
import { updateParties } from '@/lib/server/reservations/update-parties';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.reservationUpdateParties, async ({ body, principal, requestId }) => {
  if (!principal) throw unauthorized();
  const db = await getDb();
  return updateParties(db, await requestViewer(db, principal), body, requestId);
});
