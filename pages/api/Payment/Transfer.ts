import { endpoints } from '@/lib/api/endpoints';
import { idempotencyKey } from '@/lib/schemas/request';
import { apiRoute } from '@/lib/server/api/handler';
import { badRequest, unauthorized } from '@/lib/server/api/errors';
import { getDb } from '@/lib/server/db/client';
import { submitTransfer } from '@/lib/server/payments/submit-transfer';
import { requestViewer } from '@/lib/server/requests/request-scope';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.paymentTransfer, async ({ req, body, principal, requestId }) => {
  if (!principal) throw unauthorized();
  const header = req.headers['idempotency-key'];
  const key = header === undefined ? undefined : idempotencyKey.safeParse(header);
  if (key && !key.success) throw badRequest('errors.validation', [{ field: 'Idempotency-Key', code: 'requests.idempotencyKey.invalid' }]);
  const db = await getDb();
  return submitTransfer(db, await requestViewer(db, principal), body, key?.data, requestId);
});
