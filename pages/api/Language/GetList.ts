import { endpoints } from '@/lib/api/endpoints';
import { apiRoute } from '@/lib/server/api/handler';
import { getDb } from '@/lib/server/db/client';
import { listLanguages } from '@/lib/server/languages/list-languages';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.languageGetList, async ({ body }) => listLanguages(await getDb(), body));
