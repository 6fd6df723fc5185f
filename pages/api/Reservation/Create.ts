import { endpoints } from '@/lib/api/endpoints';
import { apiRoute, Reply } from '@/lib/server/api/handler';
import { unauthorized } from '@/lib/server/api/errors';
import { idempotencyKeyOf } from '@/lib/server/api/idempotency-key';
import { getDb } from '@/lib/server/db/client';
import { requestViewer } from '@/lib/server/requests/request-scope';
import { createReservation } from '@/lib/server/reservations/create-reservation';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.reservationCreate, async ({ req, body, principal, requestId }) => {
  const key = idempotencyKeyOf(req);
  if (!principal) throw unauthorized();
  const db = await getDb();
  const { created, reservation } = await createReservation(db, { viewer: await requestViewer(db, principal), body, idempotencyKey: key, requestId });
  return new Reply(created ? 201 : 200, { data: reservation });
});
