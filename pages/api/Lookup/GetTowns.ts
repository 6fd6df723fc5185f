import { endpoints } from '@/lib/api/endpoints';
import { apiRoute, Reply } from '@/lib/server/api/handler';
import { getDb } from '@/lib/server/db/client';
import { getTowns } from '@/lib/server/lookups/get-towns';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.lookupGetTowns, async ({ query }) => {
  const towns = await getTowns(await getDb(), query.cityId);
  return new Reply(200, { data: towns, headers: { 'Cache-Control': 'public, max-age=3600' } });
});
