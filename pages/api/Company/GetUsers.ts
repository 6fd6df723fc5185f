import { endpoints } from '@/lib/api/endpoints';
import { apiRoute } from '@/lib/server/api/handler';
import { unauthorized } from '@/lib/server/api/errors';
import { companyActor } from '@/lib/server/company/company-actor';
import { listCompanyUsers } from '@/lib/server/company/list-company-users';
import { getDb } from '@/lib/server/db/client';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.companyGetUsers, async ({ body, principal }) => {
  if (!principal) throw unauthorized();
  const db = await getDb();
  return listCompanyUsers(db, await companyActor(db, principal), body.companyId);
});
