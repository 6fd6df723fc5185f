import { endpoints } from '@/lib/api/endpoints';
import { apiRoute } from '@/lib/server/api/handler';
import { getDb } from '@/lib/server/db/client';
import { contentActor } from '@/lib/server/content/admin/content-actor';
import { getRevision } from '@/lib/server/content/admin/get-revision';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.contentGetRevision, async ({ query, principal, requestId }) => {
  const db = await getDb();
  await contentActor(db, principal, requestId);
  return getRevision(db, query.id, query.revision);
});
