import { endpoints } from '@/lib/api/endpoints';
import { apiRoute, Reply } from '@/lib/server/api/handler';
import { unauthorized } from '@/lib/server/api/errors';
import { getDb } from '@/lib/server/db/client';
import { requestViewer } from '@/lib/server/requests/request-scope';
import { createReservation } from '@/lib/server/reservations/create-reservation';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.reservationCreate, async ({ body, principal, requestId }) => {
  if (!principal) throw unauthorized();
  const db = await getDb();
  return new Reply(201, { data: await createReservation(db, { viewer: await requestViewer(db, principal), body, requestId }) });
});
