import { endpoints } from '@/lib/api/endpoints';
import { apiRoute } from '@/lib/server/api/handler';
import { getDb } from '@/lib/server/db/client';
import { contentActor } from '@/lib/server/content/admin/content-actor';
import { restoreRevision } from '@/lib/server/content/admin/restore-revision';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.contentRestoreRevision, async ({ body, principal, requestId }) => {
  const db = await getDb();
  return restoreRevision(db, await contentActor(db, principal, requestId), body);
});
