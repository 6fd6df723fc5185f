import { endpoints } from '@/lib/api/endpoints';
import { apiRoute, Reply } from '@/lib/server/api/handler';
import { getDb } from '@/lib/server/db/client';
import { getAllLookups } from '@/lib/server/lookups/get-all-lookups';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.lookupGetAll, async ({ req }) => {
  const { json, gzip, etag } = await getAllLookups(getDb);
  const headers = { ETag: etag, 'Cache-Control': 'public, max-age=300, stale-while-revalidate=86400' };
  if (req.headers['if-none-match'] === etag) return new Reply(304, { headers });
  return new Reply(200, { json, gzip, headers });
});
