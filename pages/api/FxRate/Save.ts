import { endpoints } from '@/lib/api/endpoints';
import { apiRoute } from '@/lib/server/api/handler';
import { unauthorized } from '@/lib/server/api/errors';
import { getDb } from '@/lib/server/db/client';
import { saveFxRates } from '@/lib/server/fx/save-fx-rates';
import { requestViewer } from '@/lib/server/requests/request-scope';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.fxRateSave, async ({ body, principal, requestId }) => {
  if (!principal) throw unauthorized();
  const db = await getDb();
  const viewer = await requestViewer(db, principal);
  return saveFxRates(db, viewer.userId, body, requestId);
});
