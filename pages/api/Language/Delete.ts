import { endpoints } from '@/lib/api/endpoints';
import { apiRoute } from '@/lib/server/api/handler';
import { getDb } from '@/lib/server/db/client';
import { deleteLanguage } from '@/lib/server/languages/delete-language';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.languageDelete, async ({ query, principal, requestId }) =>
  deleteLanguage(await getDb(), query.id, { userId: principal?.userId ?? '', requestId }),
);
