import { endpoints } from '@/lib/api/endpoints';
import { apiRoute } from '@/lib/server/api/handler';
import { unauthorized } from '@/lib/server/api/errors';
import { getDb } from '@/lib/server/db/client';
import { requestTariffOffers } from '@/lib/server/requests/request-tariff-offers';
import { requestViewer } from '@/lib/server/requests/request-scope';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.demandGetTariffOffers, async ({ query, principal }) => {
  if (!principal) throw unauthorized();
  const db = await getDb();
  return requestTariffOffers(db, await requestViewer(db, principal), query.id);
});
