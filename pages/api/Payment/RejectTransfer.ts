import { endpoints } from '@/lib/api/endpoints';
import { apiRoute } from '@/lib/server/api/handler';
import { unauthorized } from '@/lib/server/api/errors';
import { getDb } from '@/lib/server/db/client';
import { rejectTransfer } from '@/lib/server/payments/reject-transfer';
import { requestViewer } from '@/lib/server/requests/request-scope';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.paymentRejectTransfer, async ({ body, principal, requestId }) => {
  if (!principal) throw unauthorized();
  const db = await getDb();
  return rejectTransfer(db, await requestViewer(db, principal), body, requestId);
});
