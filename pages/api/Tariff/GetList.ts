import { endpoints } from '@/lib/api/endpoints';
import { apiRoute } from '@/lib/server/api/handler';
import { getDb } from '@/lib/server/db/client';
import { listTariffs } from '@/lib/server/tariffs/list-tariffs';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.tariffGetList, async ({ body }) => listTariffs(await getDb(), body));
