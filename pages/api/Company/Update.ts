import { endpoints } from '@/lib/api/endpoints';
import { apiRoute } from '@/lib/server/api/handler';
import { unauthorized } from '@/lib/server/api/errors';
import { companyActor } from '@/lib/server/company/company-actor';
import { saveCompanyInvoiceInfo } from '@/lib/server/company/save-company-invoice-info';
import { getDb } from '@/lib/server/db/client';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.companyUpdate, async ({ body, principal, requestId }) => {
  if (!principal) throw unauthorized();
  const db = await getDb();
  return saveCompanyInvoiceInfo(db, await companyActor(db, principal), body, requestId);
});
