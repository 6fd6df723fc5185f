import { endpoints } from '@/lib/api/endpoints';
import { apiRoute } from '@/lib/server/api/handler';
import { unauthorized } from '@/lib/server/api/errors';
import { getDb } from '@/lib/server/db/client';
import { requestViewer } from '@/lib/server/requests/request-scope';
import { getReservation } from '@/lib/server/reservations/get-reservation';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.reservationGet, async ({ query, principal }) => {
  if (!principal) throw unauthorized();
  const db = await getDb();
  return getReservation(db, await requestViewer(db, principal), query.id);
});
