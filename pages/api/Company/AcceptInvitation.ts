import { endpoints } from '@/lib/api/endpoints';
import { apiRoute } from '@/lib/server/api/handler';
import { unauthorized } from '@/lib/server/api/errors';
import { acceptInvitation } from '@/lib/server/company/accept-invitation';
import { getDb } from '@/lib/server/db/client';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.companyAcceptInvitation, async ({ body, principal, requestId }) => {
  if (!principal) throw unauthorized();
  return acceptInvitation(await getDb(), principal, body.token, requestId);
});
