import { endpoints } from '@/lib/api/endpoints';
import { apiRoute } from '@/lib/server/api/handler';
import { unauthorized } from '@/lib/server/api/errors';
import { endOtherSessions } from '@/lib/server/account/own-sessions';
import { getDb } from '@/lib/server/db/client';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.accountEndOtherSessions, async ({ principal, req, requestId }) => {
  if (!principal) throw unauthorized();
  return endOtherSessions(await getDb(), principal, req, requestId);
});
