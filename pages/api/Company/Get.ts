import { endpoints } from '@/lib/api/endpoints';
import { apiRoute } from '@/lib/server/api/handler';
import { unauthorized } from '@/lib/server/api/errors';
import { companyActor } from '@/lib/server/company/company-actor';
import { getCompany } from '@/lib/server/company/get-company';
import { getDb } from '@/lib/server/db/client';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.companyGet, async ({ query, principal }) => {
  if (!principal) throw unauthorized();
  const db = await getDb();
  return getCompany(db, await companyActor(db, principal), query.companyId);
});
