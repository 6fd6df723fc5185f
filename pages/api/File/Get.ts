import { endpoints } from '@/lib/api/endpoints';
import { attachment } from '@/lib/server/api/content-disposition';
import { unauthorized } from '@/lib/server/api/errors';
import { apiRoute, Reply } from '@/lib/server/api/handler';
import { getDb } from '@/lib/server/db/client';
import { getFile } from '@/lib/server/files/get-file';
import { requestViewer } from '@/lib/server/requests/request-scope';

export const config = { api: { bodyParser: false } };

/** [M5] The sniffed types a browser may show inline (never HTML or anything scriptable). */
const INLINE_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png']);

export default apiRoute(endpoints.fileGet, async ({ query, principal }) => {
  if (!principal) throw unauthorized();
  const db = await getDb();
  const file = await getFile(db, query.id, await requestViewer(db, principal));
  return new Reply(200, {
    body: file.content,
    contentType: file.mediaType,
    headers: {
      'Content-Disposition': query.disposition === 'inline' && INLINE_TYPES.has(file.mediaType) ? attachment(file.fileName).replace(/^attachment/, 'inline') : attachment(file.fileName),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  });
});
