import { endpoints } from '@/lib/api/endpoints';
import { apiRoute } from '@/lib/server/api/handler';
import { getDb } from '@/lib/server/db/client';
import { contentActor } from '@/lib/server/content/admin/content-actor';
import { listEntries } from '@/lib/server/content/admin/list-entries';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.contentGetList, async ({ body, principal, requestId }) => {
  const db = await getDb();
  await contentActor(db, principal, requestId);
  return listEntries(db, body);
});
