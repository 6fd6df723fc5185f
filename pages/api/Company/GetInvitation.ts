import { endpoints } from '@/lib/api/endpoints';
import { apiRoute, Reply } from '@/lib/server/api/handler';
import { getInvitation } from '@/lib/server/company/get-invitation';
import { getDb } from '@/lib/server/db/client';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.companyGetInvitation, async ({ query }) => {
  const invitation = await getInvitation(await getDb(), query.token);
  return new Reply(200, { data: invitation, headers: { 'Cache-Control': 'no-store' } });
});
