import { istanbulToday } from '@/lib/domain/business-date';
import { endpoints } from '@/lib/api/endpoints';
import { apiRoute, Reply } from '@/lib/server/api/handler';
import { getDb } from '@/lib/server/db/client';
import { exportTariffs } from '@/lib/server/tariffs/export-tariffs';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.tariffExport, async ({ query }) => {
  const db = await getDb();
  const separator = query.separator === 'comma' ? ',' : ';';
  const fileName = `tariffs-${query.validOn ?? istanbulToday()}.csv`;
  return new Reply(200, {
    stream: exportTariffs(db, { mode: query.mode, carrier: query.carrier, validOn: query.validOn, separator }),
    contentType: 'text/csv; charset=utf-8',
    headers: { 'Content-Disposition': `attachment; filename="${fileName}"` },
  });
});
