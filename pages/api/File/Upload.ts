import { endpoints } from '@/lib/api/endpoints';
import { unauthorized } from '@/lib/server/api/errors';
import { apiRoute } from '@/lib/server/api/handler';
import { getDb } from '@/lib/server/db/client';
import { uploadFile } from '@/lib/server/files/upload-file';
import { requestViewer } from '@/lib/server/requests/request-scope';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.fileUpload, async ({ body, principal, requestId }) => {
  if (!principal) throw unauthorized();
  const db = await getDb();
  const viewer = await requestViewer(db, principal);
  return uploadFile(db, { ownerId: viewer.userId, file: body.file, requestId });
});
