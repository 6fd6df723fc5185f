import { endpoints } from '@/lib/api/endpoints';
import { attachment } from '@/lib/server/api/content-disposition';
import { apiRoute, Reply } from '@/lib/server/api/handler';
import { requestLocale } from '@/lib/server/api/messages';
import { getDb } from '@/lib/server/db/client';
import { buildQuotePdf } from '@/lib/server/freight/build-quote-pdf';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.freightQuotePdf, async ({ req, query }) => {
  const { pdf, fileName } = await buildQuotePdf(await getDb(), { q: query.q, tariffId: query.tariffId, locale: query.lang ?? requestLocale(req) });
  return new Reply(200, { body: pdf, contentType: 'application/pdf', headers: { 'Content-Disposition': attachment(fileName), 'Cache-Control': 'no-store' } });
});
