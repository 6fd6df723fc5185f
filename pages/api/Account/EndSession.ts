import { endpoints } from '@/lib/api/endpoints';
import { apiRoute } from '@/lib/server/api/handler';
import { unauthorized } from '@/lib/server/api/errors';
import { endOwnSession } from '@/lib/server/account/own-sessions';
import { getDb } from '@/lib/server/db/client';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.accountEndSession, async ({ principal, req, body, requestId }) => {
  if (!principal) throw unauthorized();
  return endOwnSession(await getDb(), principal, req, body.id, requestId);
});
