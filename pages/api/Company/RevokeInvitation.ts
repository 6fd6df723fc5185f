import { endpoints } from '@/lib/api/endpoints';
import { apiRoute } from '@/lib/server/api/handler';
import { unauthorized } from '@/lib/server/api/errors';
import { companyActor } from '@/lib/server/company/company-actor';
import { revokeInvitation } from '@/lib/server/company/revoke-invitation';
import { getDb } from '@/lib/server/db/client';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.companyRevokeInvitation, async ({ body, principal, requestId }) => {
  if (!principal) throw unauthorized();
  const db = await getDb();
  return revokeInvitation(db, await companyActor(db, principal), body.invitationId, requestId);
});
