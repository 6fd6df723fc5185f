import { endpoints } from '@/lib/api/endpoints';
import { apiRoute } from '@/lib/server/api/handler';
import { getDb } from '@/lib/server/db/client';
import { contentActor } from '@/lib/server/content/admin/content-actor';
import { saveEntry } from '@/lib/server/content/admin/save-entry';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.contentSave, async ({ body, principal, requestId }) => {
  const db = await getDb();
  return saveEntry(db, await contentActor(db, principal, requestId), body);
});
