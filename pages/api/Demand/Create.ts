import { endpoints } from '@/lib/api/endpoints';
import { apiRoute, Reply } from '@/lib/server/api/handler';
import { unauthorized } from '@/lib/server/api/errors';
import { idempotencyKeyOf } from '@/lib/server/api/idempotency-key';
import { getDb } from '@/lib/server/db/client';
import { createRequest } from '@/lib/server/requests/create-request';
import { requestViewer } from '@/lib/server/requests/request-scope';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.demandCreate, async ({ req, body, principal, requestId }) => {
  const key = idempotencyKeyOf(req);
  if (!principal) throw unauthorized();
  const db = await getDb();
  const viewer = await requestViewer(db, principal);
  const { created, request } = await createRequest(db, { viewer, body, idempotencyKey: key, requestId });
  return new Reply(created ? 201 : 200, { data: request });
});
