import { endpoints } from '@/lib/api/endpoints';
import { apiRoute } from '@/lib/server/api/handler';
import { getDb } from '@/lib/server/db/client';
import { unsubscribe } from '@/lib/server/newsletter/unsubscribe';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.newsletterUnsubscribe, async ({ body, requestId }) => unsubscribe(await getDb(), body.token, requestId));
