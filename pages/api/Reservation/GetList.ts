import { endpoints } from '@/lib/api/endpoints';
import { apiRoute } from '@/lib/server/api/handler';
import { unauthorized } from '@/lib/server/api/errors';
import { getDb } from '@/lib/server/db/client';
import { requestViewer } from '@/lib/server/requests/request-scope';
import { listReservations } from '@/lib/server/reservations/list-reservations';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.reservationGetList, async ({ body, principal }) => {
  if (!principal) throw unauthorized();
  const db = await getDb();
  return listReservations(db, await requestViewer(db, principal), body);
});
