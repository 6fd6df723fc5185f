import { endpoints } from '@/lib/api/endpoints';
import { apiRoute } from '@/lib/server/api/handler';
import { unauthorized } from '@/lib/server/api/errors';
import { ownSessions } from '@/lib/server/account/own-sessions';
import { getDb } from '@/lib/server/db/client';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.accountSessions, async ({ principal, req }) => {
  if (!principal) throw unauthorized();
  return ownSessions(await getDb(), principal, req);
});
