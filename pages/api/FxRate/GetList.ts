import { endpoints } from '@/lib/api/endpoints';
import { apiRoute } from '@/lib/server/api/handler';
import { unauthorized } from '@/lib/server/api/errors';
import { getDb } from '@/lib/server/db/client';
import { listFxRates } from '@/lib/server/fx/list-fx-rates';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.fxRateGetList, async ({ query, principal }) => {
  if (!principal) throw unauthorized();
  return listFxRates(await getDb(), query.days);
});
