import { endpoints } from '@/lib/api/endpoints';
import { apiRoute } from '@/lib/server/api/handler';
import { getDb } from '@/lib/server/db/client';
import { contentActor } from '@/lib/server/content/admin/content-actor';
import { uploadImage } from '@/lib/server/content/admin/upload-image';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.contentUploadImage, async ({ body, principal, requestId }) => {
  const db = await getDb();
  return uploadImage(db, await contentActor(db, principal, requestId), body.file);
});
