import { endpoints } from '@/lib/api/endpoints';
import { apiRoute, Reply } from '@/lib/server/api/handler';
import { getImage } from '@/lib/server/content/admin/get-image';
import { getDb } from '@/lib/server/db/client';

export const config = { api: { bodyParser: false } };

/** A content image: public and immutable (a new upload is a new id), so cached for a year. */
export default apiRoute(endpoints.contentImage, async ({ query }) => {
  const image = await getImage(await getDb(), query.id);
  return new Reply(200, {
    body: image.content,
    contentType: image.mediaType,
    headers: { 'Cache-Control': 'public, max-age=31536000, immutable', 'X-Content-Type-Options': 'nosniff', ETag: `"${image.sha256}"` },
  });
});
