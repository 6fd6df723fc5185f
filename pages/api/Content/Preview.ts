import { endpoints } from '@/lib/api/endpoints';
import { apiRoute } from '@/lib/server/api/handler';
import { getDb } from '@/lib/server/db/client';
import { contentActor } from '@/lib/server/content/admin/content-actor';
import { previewBody } from '@/lib/server/content/admin/preview-body';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.contentPreview, async ({ body, principal, requestId }) => {
  await contentActor(await getDb(), principal, requestId);
  return previewBody(body.markdown);
});
