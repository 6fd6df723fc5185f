import { endpoints } from '@/lib/api/endpoints';
import { apiRoute } from '@/lib/server/api/handler';
import { unauthorized } from '@/lib/server/api/errors';
import { getDb } from '@/lib/server/db/client';
import { requestViewer } from '@/lib/server/requests/request-scope';
import { cancelReservation } from '@/lib/server/reservations/cancel-reservation';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.reservationCancel, async ({ body, principal, requestId }) => {
  if (!principal) throw unauthorized();
  const db = await getDb();
  return cancelReservation(db, await requestViewer(db, principal), body, requestId);
});
