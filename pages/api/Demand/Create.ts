import { endpoints } from '@/lib/api/endpoints';
import { idempotencyKey } from '@/lib/schemas/request';
import { apiRoute, Reply } from '@/lib/server/api/handler';
import { badRequest, unauthorized } from '@/lib/server/api/errors';
import { getDb } from '@/lib/server/db/client';
import { createRequest } from '@/lib/server/requests/create-request';
import { requestViewer } from '@/lib/server/requests/request-scope';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.demandCreate, async ({ req, body, principal, requestId }) => {
  const header = req.headers['idempotency-key'];
  const key = header === undefined ? undefined : idempotencyKey.safeParse(header);
  if (key && !key.success) throw badRequest('errors.validation', [{ field: 'Idempotency-Key', code: 'requests.idempotencyKey.invalid' }]);
  if (!principal) throw unauthorized();
  const db = await getDb();
  const viewer = await requestViewer(db, principal);
  const { created, request } = await createRequest(db, { viewer, body, idempotencyKey: key?.data, requestId });
  return new Reply(created ? 201 : 200, { data: request });
});
