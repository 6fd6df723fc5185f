import { z } from 'zod';
import { contentRoles } from '../../auth/roles';
import { binaryContent } from '../../schemas/common';
import { contentDeleteBody, contentEntryDetail, contentIdQuery, contentImage, contentImageQuery, contentImageUploadForm, contentListRequest, contentPage, contentPreview, contentPreviewBody, contentRestoreBody, contentRevisionDetail, contentRevisionList, contentRevisionQuery, contentSaveBody, MAX_CONTENT_IMAGE_BYTES } from '../../schemas/content-admin';
import { Reply } from '../../server/api/handler';
import { contentActor } from '../../server/content/admin/content-actor';
import { deleteEntry } from '../../server/content/admin/delete-entry';
import { getEntry } from '../../server/content/admin/get-entry';
import { getImage } from '../../server/content/admin/get-image';
import { getRevision } from '../../server/content/admin/get-revision';
import { listEntries } from '../../server/content/admin/list-entries';
import { listRevisions } from '../../server/content/admin/list-revisions';
import { previewBody } from '../../server/content/admin/preview-body';
import { restoreRevision } from '../../server/content/admin/restore-revision';
import { saveEntry } from '../../server/content/admin/save-entry';
import { uploadImage } from '../../server/content/admin/upload-image';
import { getDb } from '../../server/db/client';
import { endpoint } from '../endpoint';

export const contentEndpoints = {
  contentGetList: endpoint({
    method: 'POST',
    path: '/api/Content/GetList',
    tag: 'Content',
    summary: {
      en: 'Editors (Editor, Admin): a page of content entries of every status, filtered by kind, state (draft, scheduled, published) and text (Turkish-folded, over titles and slugs), sorted.',
      tr: 'Editörler (Editör, Yönetici): her durumdaki içeriklerin bir sayfası; türe, duruma (taslak, zamanlanmış, yayında) ve metne (Türkçe harf duyarsız, başlık ve kısa adlarda) göre süzülmüş, sıralı.',
    },
    access: { kind: 'user', roles: contentRoles },
    body: contentListRequest,
    response: contentPage,
    rateLimit: { points: 120, windowSeconds: 60 },
    handle: async ({ body, principal, requestId }) => {
      const db = await getDb();
      await contentActor(db, principal, requestId);
      return listEntries(db, body);
    },
  }),
  contentGet: endpoint({
    method: 'GET',
    path: '/api/Content/Get',
    tag: 'Content',
    summary: { en: 'Editors: one content entry with its revision, state and public paths.', tr: 'Editörler: bir içerik, revizyonu, durumu ve herkese açık yollarıyla.' },
    access: { kind: 'user', roles: contentRoles },
    query: contentIdQuery,
    response: contentEntryDetail,
    statuses: { 404: { en: 'No content entry with this id.', tr: 'Bu kimlikte içerik yok.' } },
    rateLimit: { points: 120, windowSeconds: 60 },
    handle: async ({ query, principal, requestId }) => {
      const db = await getDb();
      await contentActor(db, principal, requestId);
      return getEntry(db, query.id);
    },
  }),
  contentSave: endpoint({
    method: 'POST',
    path: '/api/Content/Save',
    tag: 'Content',
    summary: {
      en: 'Editors: creates an entry (no id) or replaces one whose revision is still `expectedRevision`. Publishing, unpublishing and scheduling are saves with `status` and `publishAt`. Keeps a revision, writes the audit log and revalidates the affected public pages in both languages.',
      tr: 'Editörler: bir içerik oluşturur (kimliksiz) ya da revizyonu hâlâ `expectedRevision` olan içeriği değiştirir. Yayınlama, yayından kaldırma ve zamanlama `status` ve `publishAt` ile yapılan kayıtlardır. Revizyon saklar, denetim kaydı yazar ve etkilenen herkese açık sayfaları iki dilde yeniler.',
    },
    access: { kind: 'user', roles: contentRoles },
    body: contentSaveBody,
    response: contentEntryDetail,
    statuses: {
      404: { en: 'No content entry with this id.', tr: 'Bu kimlikte içerik yok.' },
      409: { en: 'Someone saved the entry since it was opened, or the slug is taken by another entry of the kind.', tr: 'İçerik açıldıktan sonra başkası kaydetti ya da kısa ad aynı türde başka bir içerikte kullanılıyor.' },
    },
    maxBodyBytes: 1024 * 1024,
    rateLimit: { points: 60, windowSeconds: 60 },
    handle: async ({ body, principal, requestId }) => {
      const db = await getDb();
      return saveEntry(db, await contentActor(db, principal, requestId), body);
    },
  }),
  contentDelete: endpoint({
    method: 'POST',
    path: '/api/Content/Delete',
    tag: 'Content',
    summary: { en: 'Editors: deletes an entry and its revisions (audited, pages revalidated); the same revision check as Save.', tr: 'Editörler: bir içeriği ve revizyonlarını siler (denetim kaydı, sayfalar yenilenir); Save ile aynı revizyon denetimi.' },
    access: { kind: 'user', roles: contentRoles },
    body: contentDeleteBody,
    response: z.object({ id: z.number().int() }),
    statuses: { 404: { en: 'No content entry with this id.', tr: 'Bu kimlikte içerik yok.' }, 409: { en: 'Someone saved the entry since it was opened.', tr: 'İçerik açıldıktan sonra başkası kaydetti.' } },
    rateLimit: { points: 30, windowSeconds: 60 },
    handle: async ({ body, principal, requestId }) => {
      const db = await getDb();
      return deleteEntry(db, await contentActor(db, principal, requestId), body.id, body.expectedRevision);
    },
  }),
  contentGetRevisions: endpoint({
    method: 'GET',
    path: '/api/Content/GetRevisions',
    tag: 'Content',
    summary: { en: 'Editors: an entry’s saved revisions, newest first (at most 100).', tr: 'Editörler: bir içeriğin kaydedilmiş revizyonları, en yeniden başlayarak (en fazla 100).' },
    access: { kind: 'user', roles: contentRoles },
    query: contentIdQuery,
    response: contentRevisionList,
    statuses: { 404: { en: 'No content entry with this id.', tr: 'Bu kimlikte içerik yok.' } },
    rateLimit: { points: 120, windowSeconds: 60 },
    handle: async ({ query, principal, requestId }) => {
      const db = await getDb();
      await contentActor(db, principal, requestId);
      return listRevisions(db, query.id);
    },
  }),
  contentGetRevision: endpoint({
    method: 'GET',
    path: '/api/Content/GetRevision',
    tag: 'Content',
    summary: { en: 'Editors: an entry as it was saved in one revision.', tr: 'Editörler: bir içeriğin bir revizyonda kaydedilmiş hâli.' },
    access: { kind: 'user', roles: contentRoles },
    query: contentRevisionQuery,
    response: contentRevisionDetail,
    statuses: { 404: { en: 'No such entry or revision.', tr: 'Böyle bir içerik ya da revizyon yok.' } },
    rateLimit: { points: 120, windowSeconds: 60 },
    handle: async ({ query, principal, requestId }) => {
      const db = await getDb();
      await contentActor(db, principal, requestId);
      return getRevision(db, query.id, query.revision);
    },
  }),
  contentRestoreRevision: endpoint({
    method: 'POST',
    path: '/api/Content/RestoreRevision',
    tag: 'Content',
    summary: { en: 'Editors: saves an old revision’s fields as the newest revision (the same checks and effects as Save).', tr: 'Editörler: eski bir revizyonun alanlarını en yeni revizyon olarak kaydeder (Save ile aynı denetimler ve etkiler).' },
    access: { kind: 'user', roles: contentRoles },
    body: contentRestoreBody,
    response: contentEntryDetail,
    statuses: { 404: { en: 'No such entry or revision.', tr: 'Böyle bir içerik ya da revizyon yok.' }, 409: { en: 'Someone saved the entry since it was opened, or the old slug is now taken.', tr: 'İçerik açıldıktan sonra başkası kaydetti ya da eski kısa ad artık kullanılıyor.' } },
    rateLimit: { points: 30, windowSeconds: 60 },
    handle: async ({ body, principal, requestId }) => {
      const db = await getDb();
      return restoreRevision(db, await contentActor(db, principal, requestId), body);
    },
  }),
  contentPreview: endpoint({
    method: 'POST',
    path: '/api/Content/Preview',
    tag: 'Content',
    summary: { en: 'Editors: renders a markdown body exactly as the public pages do (sanitized HTML) with its reading time.', tr: 'Editörler: bir markdown gövdeyi herkese açık sayfalardaki gibi (temizlenmiş HTML) okuma süresiyle çizer.' },
    access: { kind: 'user', roles: contentRoles },
    body: contentPreviewBody,
    response: contentPreview,
    maxBodyBytes: 1024 * 1024,
    rateLimit: { points: 120, windowSeconds: 60 },
    handle: async ({ body, principal, requestId }) => {
      await contentActor(await getDb(), principal, requestId);
      return previewBody(body.markdown);
    },
  }),
  contentUploadImage: endpoint({
    method: 'POST',
    path: '/api/Content/UploadImage',
    tag: 'Content',
    summary: {
      en: 'Editors: uploads an image (multipart field "file"; JPEG, PNG, WebP or GIF read from the bytes; at most 5 MB). It is stored at most 1600 px wide as WebP and served by GET /api/Content/Image.',
      tr: 'Editörler: bir görsel yükler ("file" alanında multipart; baytlardan okunan JPEG, PNG, WebP veya GIF; en fazla 5 MB). En fazla 1600 piksel genişliğinde WebP olarak saklanır ve GET /api/Content/Image ile sunulur.',
    },
    access: { kind: 'user', roles: contentRoles },
    body: contentImageUploadForm,
    bodyKind: 'multipart',
    response: contentImage,
    maxBodyBytes: MAX_CONTENT_IMAGE_BYTES,
    statuses: { 413: { en: 'The image is over 5 MB.', tr: 'Görsel 5 MB’tan büyük.' }, 415: { en: 'Not multipart/form-data, or not a JPEG, PNG, WebP or GIF image.', tr: 'multipart/form-data değil ya da JPEG, PNG, WebP veya GIF görseli değil.' } },
    rateLimit: { points: 30, windowSeconds: 60 },
    handle: async ({ body, principal, requestId }) => {
      const db = await getDb();
      return uploadImage(db, await contentActor(db, principal, requestId), body.file);
    },
  }),
  contentImage: endpoint({
    method: 'GET',
    path: '/api/Content/Image',
    tag: 'Content',
    summary: { en: 'A content image by id (public; immutable, cached for a year).', tr: 'Kimliğiyle bir içerik görseli (herkese açık; değişmez, bir yıl önbelleklenir).' },
    access: { kind: 'public' },
    query: contentImageQuery,
    response: binaryContent,
    produces: 'image/webp',
    statuses: { 404: { en: 'No image with this id.', tr: 'Bu kimlikte görsel yok.' } },
    rateLimit: { points: 600, windowSeconds: 60 },
    /** A content image: public and immutable (a new upload is a new id), so cached for a year. */
    handle: async ({ query }) => {
      const image = await getImage(await getDb(), query.id);
      return new Reply(200, {
        body: image.content,
        contentType: image.mediaType,
        headers: { 'Cache-Control': 'public, max-age=31536000, immutable', 'X-Content-Type-Options': 'nosniff', ETag: `"${image.sha256}"` },
      });
    },
  }),
} as const;
