import { endpoints } from '@/lib/api/endpoints';
import { apiRoute } from '@/lib/server/api/handler';
import { getDb } from '@/lib/server/db/client';
import { contentActor } from '@/lib/server/content/admin/content-actor';
import { deleteEntry } from '@/lib/server/content/admin/delete-entry';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.contentDelete, async ({ body, principal, requestId }) => {
  const db = await getDb();
  return deleteEntry(db, await contentActor(db, principal, requestId), body.id, body.expectedRevision);
});
