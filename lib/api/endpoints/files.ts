import { MAX_FILE_BYTES } from '../../domain/file-rules';
import { binaryContent } from '../../schemas/common';
import { fileIdQuery, fileUploadForm, uploadedFile } from '../../schemas/files';
import { attachment } from '../../server/api/content-disposition';
import { Reply } from '../../server/api/handler';
import { getFile } from '../../server/files/get-file';
import { uploadFile } from '../../server/files/upload-file';
import { callerScope } from '../../server/requests/request-scope';
import { endpoint } from '../endpoint';

/** [M5] The sniffed types a browser may show inline (never HTML or anything scriptable). */
const INLINE_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png']);

export const filesEndpoints = {
  fileUpload: endpoint({
    method: 'POST',
    path: '/api/File/Upload',
    tag: 'File',
    summary: {
      en: 'Uploads one file (PDF, JPEG, PNG or XLSX, at most 10 MB) as multipart/form-data in the field "file", to attach to a request later. The type is read from the bytes; a user holds at most 5 unattached uploads.',
      tr: 'Bir dosya yükler (PDF, JPEG, PNG veya XLSX, en fazla 10 MB); multipart/form-data ile "file" alanında, daha sonra bir talebe eklemek için. Tür baytlardan okunur; bir kullanıcının talebe eklenmemiş en fazla 5 yüklemesi olabilir.',
    },
    access: { kind: 'user' },
    body: fileUploadForm,
    bodyKind: 'multipart',
    response: uploadedFile,
    maxBodyBytes: MAX_FILE_BYTES,
    statuses: {
      409: { en: 'Already 5 uploads not attached to a request.', tr: 'Talebe eklenmemiş 5 yükleme zaten var.' },
      413: { en: 'The file is over 10 MB.', tr: 'Dosya 10 MB’tan büyük.' },
      415: { en: 'The body is not multipart/form-data.', tr: 'Gövde multipart/form-data değil.' },
    },
    rateLimit: { points: 30, windowSeconds: 60 },
    apiKeyScopes: ['requests:write'],
    handle: async ({ body, principal, requestId }) => {
      const { db, viewer } = await callerScope(principal);
      return uploadFile(db, { ownerId: viewer.userId, file: body.file, requestId });
    },
  }),
  fileGet: endpoint({
    method: 'GET',
    path: '/api/File/Get',
    tag: 'File',
    summary: {
      en: 'Downloads an uploaded file with its sniffed media type: its owner, or operations (Operator, Admin).',
      tr: 'Yüklenmiş bir dosyayı belirlenen türüyle indirir: sahibi veya operasyon (Operatör, Yönetici).',
    },
    access: { kind: 'user' },
    query: fileIdQuery,
    response: binaryContent,
    produces: 'application/octet-stream',
    statuses: { 404: { en: 'No file with this id is visible to the caller.', tr: 'Bu kimlikte, çağıranın görebileceği bir dosya yok.' } },
    apiKeyScopes: ['requests:read', 'requests:write'],
    handle: async ({ query, principal }) => {
      const { db, viewer } = await callerScope(principal);
      const file = await getFile(db, query.id, viewer);
      return new Reply(200, {
        body: file.content,
        contentType: file.mediaType,
        headers: {
          'Content-Disposition': query.disposition === 'inline' && INLINE_TYPES.has(file.mediaType) ? attachment(file.fileName).replace(/^attachment/, 'inline') : attachment(file.fileName),
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': 'private, no-store',
        },
      });
    },
  }),
} as const;
