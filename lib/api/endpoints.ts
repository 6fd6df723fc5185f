import { z } from 'zod';
import { contentRoles } from '../auth/roles';
import { language, languageCreateRequest, languageDeleteQuery, languageListRequest, languagePage } from '../schemas/language';
import { binaryContent } from '../schemas/common';
import { fileIdQuery, fileUploadForm, MAX_FILE_BYTES, uploadedFile } from '../schemas/files';
import { freightQuotePdfQuery, freightSearchAnswer, freightSearchRequest } from '../schemas/freight';
import { lookups, towns, townsQuery } from '../schemas/lookup';
import {
  emptyRequest,
  graphLoginRequest,
  identityClaims,
  identityClaimsRequest,
  loginRequest,
  profile,
  registrationChannelRequest,
  sessionAnswer,
} from '../schemas/session';
import { createRequestBody, requestDetail, requestIdQuery, requestSummary } from '../schemas/request';
import { endpoint } from './endpoint';

/** The BFF's sign-out routes: same-origin, no body, always answer signedOut. */
function signOutEndpoint(path: `/api/${string}`, summary: { en: string; tr: string }) {
  return endpoint({
    method: 'POST',
    path,
    tag: 'Session',
    summary,
    access: { kind: 'sameOrigin' },
    body: emptyRequest,
    response: z.object({ signedOut: z.literal(true) }),
    maxBodyBytes: 16 * 1024,
  });
}

/** Every backend endpoint: the one definition its route, its validation and the OpenAPI document share. */
export const endpoints = {
  languageGetList: endpoint({
    method: 'POST',
    path: '/api/Language/GetList',
    tag: 'Language',
    summary: {
      en: 'A page of the languages, sorted. Authorised by the service key.',
      tr: 'Dillerin sıralı bir sayfası. Servis anahtarıyla yetkilendirilir.',
    },
    access: { kind: 'serviceKey' },
    body: languageListRequest,
    response: languagePage,
  }),
  languageCreate: endpoint({
    method: 'POST',
    path: '/api/Language/Create',
    tag: 'Language',
    summary: { en: 'Adds a language (Editor or Admin).', tr: 'Yeni bir dil ekler (Editör veya Yönetici).' },
    access: { kind: 'user', roles: contentRoles },
    body: languageCreateRequest,
    response: language,
    statuses: { 409: { en: 'The code is already registered.', tr: 'Kod zaten kayıtlı.' } },
  }),
  languageDelete: endpoint({
    method: 'GET',
    path: '/api/Language/Delete',
    tag: 'Language',
    summary: { en: 'Deletes a language by id (Editor or Admin).', tr: 'Bir dili kimliğiyle siler (Editör veya Yönetici).' },
    access: { kind: 'user', roles: contentRoles },
    query: languageDeleteQuery,
    response: z.object({ id: z.number().int() }),
    statuses: {
      404: { en: 'No language has this id.', tr: 'Bu kimlikte dil yok.' },
      409: { en: 'Turkish and English, the site’s own locales, cannot be deleted.', tr: 'Sitenin kendi dilleri Türkçe ve İngilizce silinemez.' },
    },
  }),
  lookupGetAll: endpoint({
    method: 'GET',
    path: '/api/Lookup/GetAll',
    tag: 'Lookup',
    summary: {
      en: 'Every global lookup (provinces, ports, airports, code lists). Cacheable, with an ETag.',
      tr: 'Tüm genel listeler (iller, limanlar, havalimanları, kod listeleri). Önbelleğe alınabilir, ETag içerir.',
    },
    access: { kind: 'public' },
    response: lookups,
    statuses: { 304: { en: 'Not modified since the ETag sent in If-None-Match.', tr: 'If-None-Match ile gönderilen ETag’den beri değişmedi.' } },
  }),
  lookupGetTowns: endpoint({
    method: 'GET',
    path: '/api/Lookup/GetTowns',
    tag: 'Lookup',
    summary: { en: 'The districts (ilçe) of one province.', tr: 'Bir ilin ilçeleri.' },
    access: { kind: 'public' },
    query: townsQuery,
    response: towns,
  }),
  freightSearch: endpoint({
    method: 'POST',
    path: '/api/Freight/Search',
    tag: 'Freight',
    summary: {
      en: 'Instant quotes: offers for a lane and cargo, priced on the server from the tariffs, sorted by price with the fastest flagged.',
      tr: 'Anında teklif: bir hat ve yük için tarifelerden sunucuda fiyatlanan teklifler; fiyata göre sıralı, en hızlısı işaretli.',
    },
    access: { kind: 'public' },
    body: freightSearchRequest,
    response: freightSearchAnswer,
    maxBodyBytes: 64 * 1024,
    rateLimit: { points: 120, windowSeconds: 60 },
  }),
  demandCreate: endpoint({
    method: 'POST',
    path: '/api/Demand/Create',
    tag: 'Demand',
    summary: {
      en: 'Requests an offer of a search ("request this offer"): the offer is priced again from the tariffs and stored with the request as submitted (201). Send an Idempotency-Key header: a retry answers the same request (200).',
      tr: 'Bir aramanın teklifini talep eder ("bu teklifi talep et"): teklif tarifelerden yeniden fiyatlanır ve talep "gönderildi" durumunda kaydedilir (201). Idempotency-Key başlığı gönderin: tekrar eden çağrı aynı talebi döner (200).',
    },
    access: { kind: 'user' },
    body: createRequestBody,
    response: requestSummary,
    maxBodyBytes: 64 * 1024,
    statuses: {
      409: { en: 'The offer is no longer available for this search.', tr: 'Teklif bu arama için artık geçerli değil.' },
    },
    rateLimit: { points: 20, windowSeconds: 60 },
  }),
  demandGet: endpoint({
    method: 'GET',
    path: '/api/Demand/Get',
    tag: 'Demand',
    summary: {
      en: 'One request with its offers, files and status history: the owner’s, their company admin’s, or any for operators.',
      tr: 'Bir talep; teklifleri, dosyaları ve durum geçmişiyle: sahibi, firma yöneticisi veya operatörler görür.',
    },
    access: { kind: 'user' },
    query: requestIdQuery,
    response: requestDetail,
    statuses: { 404: { en: 'No request with this id is visible to the caller.', tr: 'Bu kimlikte, çağıranın görebileceği bir talep yok.' } },
  }),
  freightQuotePdf: endpoint({
    method: 'GET',
    path: '/api/Freight/QuotePdf',
    tag: 'Freight',
    summary: {
      en: 'One offer of a search as a PDF quote in Turkish or English: priced again on the server from the tariffs, with the price lines, validity, free days and what is not included.',
      tr: 'Bir aramanın tek teklifi, Türkçe veya İngilizce PDF teklif olarak: tarifelerden sunucuda yeniden fiyatlanır; fiyat kalemleri, geçerlilik, serbest süre ve fiyata dahil olmayanlarla.',
    },
    access: { kind: 'public' },
    query: freightQuotePdfQuery,
    response: binaryContent,
    produces: 'application/pdf',
    statuses: { 404: { en: 'The tariff gives no offer for this search (unknown, expired or no longer fitting).', tr: 'Tarife bu arama için teklif vermiyor (bilinmiyor, süresi dolmuş ya da artık uygun değil).' } },
    rateLimit: { points: 30, windowSeconds: 60 },
  }),
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
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/login',
    tag: 'Session',
    summary: {
      en: 'Starts the browser session: verifies the access token and sets the HTTP-only session cookie. An invalid token answers 401 and clears it.',
      tr: 'Tarayıcı oturumunu başlatır: erişim belirtecini doğrular ve HTTP-only oturum çerezini yazar. Geçersiz belirteç 401 döner ve çerezi siler.',
    },
    access: { kind: 'sameOrigin' },
    body: loginRequest,
    response: sessionAnswer,
    maxBodyBytes: 16 * 1024,
    statuses: { 413: { en: 'Body over 16 kB.', tr: 'Gövde 16 kB’tan büyük.' } },
  }),
  loginWithGraph: endpoint({
    method: 'POST',
    path: '/api/loginWithGraph',
    tag: 'Session',
    summary: { en: 'Starts the Graph session with a Microsoft Graph token (its own cookie).', tr: 'Microsoft Graph belirteciyle Graph oturumunu başlatır (ayrı çerez).' },
    access: { kind: 'sameOrigin' },
    body: graphLoginRequest,
    response: z.object({ expiresAt: z.number().int() }),
    maxBodyBytes: 16 * 1024,
  }),
  logout: signOutEndpoint('/api/logout', { en: 'Ends the browser session (clears the cookie).', tr: 'Tarayıcı oturumunu kapatır (çerezi siler).' }),
  logoutGraph: signOutEndpoint('/api/logoutGraph', { en: 'Ends the Graph session.', tr: 'Graph oturumunu kapatır.' }),
  assignRegistrationChannel: endpoint({
    method: 'POST',
    path: '/api/assignRegistrationChannel',
    tag: 'Session',
    summary: {
      en: 'Records the channel the signed-in user registered through; it must match (ignoring case) one configured channel.',
      tr: 'Oturum açmış kullanıcının kayıt kanalını kaydeder; yapılandırılmış kanallardan biriyle (büyük/küçük harf gözetmeden) eşleşmelidir.',
    },
    access: { kind: 'user' },
    body: registrationChannelRequest,
    response: z.object({ registrationChannel: z.string() }),
  }),
  accountGetProfile: endpoint({
    method: 'GET',
    path: '/api/Account/GetProfile',
    tag: 'Account',
    summary: { en: 'The signed-in user’s profile.', tr: 'Oturum açmış kullanıcının profili.' },
    access: { kind: 'user' },
    response: profile,
  }),
  identityClaims: endpoint({
    method: 'POST',
    path: '/api/internal/identityClaims',
    tag: 'Identity',
    summary: {
      en: 'Called by the identity provider when it issues a token (B2C API connector): registers the user on first sign-in and answers the roles and company the application owns.',
      tr: 'Kimlik sağlayıcı belirteç üretirken çağırır (B2C API bağlayıcısı): kullanıcıyı ilk girişte kaydeder ve uygulamanın tuttuğu rolleri ve firmayı döner.',
    },
    access: { kind: 'internal' },
    body: identityClaimsRequest,
    response: identityClaims,
    unwrapped: true,
    statuses: { 403: { en: 'The account is deactivated.', tr: 'Hesap devre dışı.' } },
  }),
} as const;
