import { endpoints } from '@/lib/api/endpoints';
import { apiRoute } from '@/lib/server/api/handler';
import { unauthorized } from '@/lib/server/api/errors';
import { companyActor } from '@/lib/server/company/company-actor';
import { inviteCompanyUser } from '@/lib/server/company/invite-company-user';
import { getDb } from '@/lib/server/db/client';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.companyInviteUser, async ({ body, principal, requestId }) => {
  if (!principal) throw unauthorized();
  const db = await getDb();
  return inviteCompanyUser(db, await companyActor(db, principal), body, requestId);
});
