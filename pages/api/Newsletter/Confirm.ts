import { endpoints } from '@/lib/api/endpoints';
import { apiRoute } from '@/lib/server/api/handler';
import { getDb } from '@/lib/server/db/client';
import { confirmSubscription } from '@/lib/server/newsletter/confirm-subscription';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.newsletterConfirm, async ({ body, requestId }) => confirmSubscription(await getDb(), body.token, requestId));
