import { endpoints } from '@/lib/api/endpoints';
import { apiRoute } from '@/lib/server/api/handler';
import { sendContactMessage } from '@/lib/server/contact/send-contact-message';
import { getDb } from '@/lib/server/db/client';
import { clientAddress } from '@/lib/server/rate-limit/limits';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.contactSend, async ({ req, body, requestId }) =>
  sendContactMessage(await getDb(), body, { ip: clientAddress(req), userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : null, requestId }),
);
