import { endpoints } from '@/lib/api/endpoints';
import { apiRoute } from '@/lib/server/api/handler';
import { getDb } from '@/lib/server/db/client';
import { getImport } from '@/lib/server/tariffs/get-import';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.tariffGetImport, async ({ query }) => getImport(await getDb(), query.id));
