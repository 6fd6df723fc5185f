import { endpoints } from '@/lib/api/endpoints';
import { apiRoute } from '@/lib/server/api/handler';
import { getDb } from '@/lib/server/db/client';
import { subscribe } from '@/lib/server/newsletter/subscribe';
import { clientAddress } from '@/lib/server/rate-limit/limits';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.newsletterSubscribe, async ({ req, body, requestId }) => subscribe(await getDb(), body, { ip: clientAddress(req), requestId }));
