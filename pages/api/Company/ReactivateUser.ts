import { endpoints } from '@/lib/api/endpoints';
import { apiRoute } from '@/lib/server/api/handler';
import { unauthorized } from '@/lib/server/api/errors';
import { changeCompanyUser } from '@/lib/server/company/change-company-user';
import { companyActor } from '@/lib/server/company/company-actor';
import { getDb } from '@/lib/server/db/client';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.companyReactivateUser, async ({ body, principal, requestId }) => {
  if (!principal) throw unauthorized();
  const db = await getDb();
  return changeCompanyUser(db, await companyActor(db, principal), body.userId, { kind: 'active', isActive: true }, requestId);
});
