import { endpoints } from '@/lib/api/endpoints';
import { idempotencyKey } from '@/lib/schemas/request';
import { apiRoute } from '@/lib/server/api/handler';
import { badRequest, unauthorized } from '@/lib/server/api/errors';
import { getDb } from '@/lib/server/db/client';
import { payByCard } from '@/lib/server/payments/pay-by-card';
import { requestViewer } from '@/lib/server/requests/request-scope';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.paymentCard, async ({ req, body, principal, requestId }) => {
  if (!principal) throw unauthorized();
  const header = req.headers['idempotency-key'];
  if (header === undefined) throw badRequest('errors.validation', [{ field: 'Idempotency-Key', code: 'payments.idempotencyKey.required' }]);
  const key = idempotencyKey.safeParse(header);
  if (!key.success) throw badRequest('errors.validation', [{ field: 'Idempotency-Key', code: 'requests.idempotencyKey.invalid' }]);
  const db = await getDb();
  return payByCard(db, { viewer: await requestViewer(db, principal), body, idempotencyKey: key.data, requestId });
});
