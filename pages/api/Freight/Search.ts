import { endpoints } from '@/lib/api/endpoints';
import { apiRoute } from '@/lib/server/api/handler';
import { getDb } from '@/lib/server/db/client';
import { searchOffers } from '@/lib/server/freight/search-offers';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.freightSearch, async ({ body }) => searchOffers(await getDb(), body));
