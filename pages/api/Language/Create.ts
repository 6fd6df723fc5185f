import { endpoints } from '@/lib/api/endpoints';
import { apiRoute } from '@/lib/server/api/handler';
import { getDb } from '@/lib/server/db/client';
import { createLanguage } from '@/lib/server/languages/create-language';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.languageCreate, async ({ body, principal, requestId }) =>
  createLanguage(await getDb(), body, { userId: principal?.userId ?? '', requestId }),
);
