import { operationsRoles } from '../../auth/roles';
import { istanbulToday } from '../../domain/business-date';
import { binaryContent } from '../../schemas/common';
import { MAX_TARIFF_CSV_BYTES, tariffExportQuery, tariffImport, tariffImportBody, tariffImportQuery, tariffListRequest, tariffPage, tariffSummary, tariffUploadForm, tariffValidityBody } from '../../schemas/tariff';
import { Reply } from '../../server/api/handler';
import { getDb } from '../../server/db/client';
import { callerScope } from '../../server/requests/request-scope';
import { changeValidity } from '../../server/tariffs/change-validity';
import { confirmImport } from '../../server/tariffs/confirm-import';
import { dryRunImport } from '../../server/tariffs/dry-run-import';
import { exportTariffs } from '../../server/tariffs/export-tariffs';
import { getImport } from '../../server/tariffs/get-import';
import { listTariffs } from '../../server/tariffs/list-tariffs';
import { endpoint } from '../endpoint';

export const tariffsEndpoints = {
  tariffUpload: endpoint({
    method: 'POST',
    path: '/api/Tariff/Upload',
    tag: 'Tariff',
    summary: {
      en: 'Operations (Operator, Admin): uploads a tariff CSV (multipart field "file", at most 50 MB, UTF-8 or Windows-1254, `;` or `,` separated) and dry-runs it: the report lists each bad line with its fields and error codes (first 1,000) and the counts. Nothing is imported until the clean report is confirmed.',
      tr: 'Operasyon (Operatör, Yönetici): bir tarife CSV’si yükler ("file" alanında multipart, en fazla 50 MB, UTF-8 veya Windows-1254, `;` ya da `,` ayraçlı) ve deneme doğrulaması yapar: rapor her hatalı satırı alanları ve hata kodlarıyla (ilk 1.000) ve sayılarla verir. Temiz rapor onaylanana kadar hiçbir şey içe aktarılmaz.',
    },
    access: { kind: 'user', roles: operationsRoles },
    body: tariffUploadForm,
    bodyKind: 'multipart',
    response: tariffImport,
    maxBodyBytes: MAX_TARIFF_CSV_BYTES,
    statuses: { 413: { en: 'The file is over 50 MB.', tr: 'Dosya 50 MB’tan büyük.' }, 415: { en: 'The body is not multipart/form-data, or the file is not text (it holds NUL bytes).', tr: 'Gövde multipart/form-data değil ya da dosya metin değil (NUL baytları taşıyor).' } },
    rateLimit: { points: 20, windowSeconds: 60 },
    handle: async ({ body, principal, requestId }) => {
      const { db, viewer } = await callerScope(principal);
      return dryRunImport(db, viewer.userId, body.file, requestId);
    },
  }),
  tariffGetImport: endpoint({
    method: 'GET',
    path: '/api/Tariff/GetImport',
    tag: 'Tariff',
    summary: { en: 'Operations (Operator, Admin): one tariff import, its dry-run report and its progress (importedRows of validRows).', tr: 'Operasyon (Operatör, Yönetici): bir tarife içe aktarımı, deneme raporu ve ilerlemesi (validRows içinden importedRows).' },
    access: { kind: 'user', roles: operationsRoles },
    query: tariffImportQuery,
    response: tariffImport,
    statuses: { 404: { en: 'No import with this id.', tr: 'Bu kimlikte içe aktarım yok.' } },
    rateLimit: { points: 600, windowSeconds: 60 },
    handle: async ({ query }) => getImport(await getDb(), query.id),
  }),
  tariffConfirmImport: endpoint({
    method: 'POST',
    path: '/api/Tariff/ConfirmImport',
    tag: 'Tariff',
    summary: {
      en: 'Operations (Operator, Admin): imports a clean dry run in the background, 1,000 tariffs a batch (poll GetImport for the progress); a failed import resumes where it stopped. Audited.',
      tr: 'Operasyon (Operatör, Yönetici): temiz bir deneme doğrulamasını arka planda, 1.000’er tarifelik partiler hâlinde içe aktarır (ilerleme için GetImport sorgulanır); başarısız bir aktarım kaldığı yerden sürer. Denetim kaydı yazılır.',
    },
    access: { kind: 'user', roles: operationsRoles },
    body: tariffImportBody,
    response: tariffImport,
    statuses: { 404: { en: 'No import with this id.', tr: 'Bu kimlikte içe aktarım yok.' }, 409: { en: 'The import has bad lines, or is already confirmed.', tr: 'Aktarımda hatalı satırlar var ya da zaten onaylandı.' } },
    rateLimit: { points: 30, windowSeconds: 60 },
    handle: async ({ body, principal, requestId }) => {
      const { db, viewer } = await callerScope(principal);
      return confirmImport(db, viewer.userId, body.id, requestId);
    },
  }),
  tariffGetList: endpoint({
    method: 'POST',
    path: '/api/Tariff/GetList',
    tag: 'Tariff',
    summary: { en: 'Operations (Operator, Admin): tariffs filtered by mode, carrier, lane, a day of validity, current or expired, paged.', tr: 'Operasyon (Operatör, Yönetici): taşıma türü, taşıyıcı, hat, geçerlilik günü, güncel ya da süresi dolmuş olarak süzülmüş tarifeler, sayfalı.' },
    access: { kind: 'user', roles: operationsRoles },
    body: tariffListRequest,
    response: tariffPage,
    rateLimit: { points: 120, windowSeconds: 60 },
    handle: async ({ body }) => listTariffs(await getDb(), body),
  }),
  tariffExport: endpoint({
    method: 'GET',
    path: '/api/Tariff/Export',
    tag: 'Tariff',
    summary: { en: 'Operations (Operator, Admin): the tariffs matching mode, carrier and a day of validity as CSV in the import layout (UTF-8 with BOM), streamed.', tr: 'Operasyon (Operatör, Yönetici): taşıma türü, taşıyıcı ve geçerlilik gününe uyan tarifeler, içe aktarım düzeninde CSV olarak (BOM’lu UTF-8), akış hâlinde.' },
    access: { kind: 'user', roles: operationsRoles },
    query: tariffExportQuery,
    response: binaryContent,
    produces: 'text/csv',
    rateLimit: { points: 20, windowSeconds: 60 },
    handle: async ({ query }) => {
      const db = await getDb();
      const separator = query.separator === 'comma' ? ',' : ';';
      const fileName = `tariffs-${query.validOn ?? istanbulToday()}.csv`;
      return new Reply(200, {
        stream: exportTariffs(db, { mode: query.mode, carrier: query.carrier, validOn: query.validOn, separator }),
        contentType: 'text/csv; charset=utf-8',
        headers: { 'Content-Disposition': `attachment; filename="${fileName}"` },
      });
    },
  }),
  tariffChangeValidity: endpoint({
    method: 'POST',
    path: '/api/Tariff/ChangeValidity',
    tag: 'Tariff',
    summary: {
      en: 'Operations (Operator, Admin): ends a tariff early or extends it (the new last day is not before its first day nor in the past; an extension overlapping another tariff of the carrier on the lane is refused). Audited.',
      tr: 'Operasyon (Operatör, Yönetici): bir tarifeyi erken bitirir ya da uzatır (yeni son gün ilk günden ve bugünden önce olamaz; taşıyıcının aynı hattaki başka bir tarifesiyle çakışan uzatma reddedilir). Denetim kaydı yazılır.',
    },
    access: { kind: 'user', roles: operationsRoles },
    body: tariffValidityBody,
    response: tariffSummary,
    statuses: { 404: { en: 'No tariff with this id.', tr: 'Bu kimlikte tarife yok.' }, 409: { en: 'The extension would overlap another tariff of the carrier on the lane.', tr: 'Uzatma, taşıyıcının aynı hattaki başka bir tarifesiyle çakışır.' } },
    rateLimit: { points: 60, windowSeconds: 60 },
    handle: async ({ body, principal, requestId }) => {
      const { db, viewer } = await callerScope(principal);
      return changeValidity(db, viewer.userId, body, requestId);
    },
  }),
} as const;
