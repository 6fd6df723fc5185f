import { operationsRoles } from '../../auth/roles';
import { requestQueuePage, requestQueueRequest, requestTariffOffersAnswer } from '../../schemas/admin-operations';
import { approveRequestBody, closeRequestBody, createRequestBody, expireRequestBody, quoteRequestAnswer, quoteRequestBody, requestDetail, requestIdQuery, requestListRequest, requestPage, requestSummary } from '../../schemas/request';
import { Reply } from '../../server/api/handler';
import { idempotencyKeyOf } from '../../server/api/idempotency-key';
import { actingLocale } from '../../server/notifications/remember-locale';
import { approveRequest } from '../../server/requests/approve-request';
import { cancelRequest } from '../../server/requests/cancel-request';
import { createRequest } from '../../server/requests/create-request';
import { expireRequest } from '../../server/requests/expire-request';
import { sweepStaleRequests } from '../../server/requests/expire-stale-requests';
import { getRequest } from '../../server/requests/get-request';
import { listRequestQueue } from '../../server/requests/list-request-queue';
import { listRequests } from '../../server/requests/list-requests';
import { quoteRequest } from '../../server/requests/quote-request';
import { rejectRequest } from '../../server/requests/reject-request';
import { callerScope } from '../../server/requests/request-scope';
import { requestTariffOffers } from '../../server/requests/request-tariff-offers';
import { endpoint } from '../endpoint';

export const requestsEndpoints = {
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
    apiKeyScopes: ['requests:write'],
    handle: async ({ req, body, principal, requestId }) => {
      const key = idempotencyKeyOf(req);
      const { db, viewer } = await callerScope(principal);
      const { created, request } = await createRequest(db, { viewer, body, idempotencyKey: key, requestId, locale: actingLocale(req) });
      return new Reply(created ? 201 : 200, { data: request });
    },
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
    apiKeyScopes: ['requests:read'],
    handle: async ({ query, principal }) => {
      const { db, viewer } = await callerScope(principal);
      return getRequest(db, viewer, query.id);
    },
  }),
  demandGetList: endpoint({
    method: 'POST',
    path: '/api/Demand/GetList',
    tag: 'Demand',
    summary: {
      en: 'A page of requests, filtered (statuses, mode, creation days in Istanbul, origin, destination, free text folded for Turkish letters) and sorted by a whitelisted column. Scope "mine" (default) lists the caller’s own; "company" the company’s (CompanyAdmin, Admin); "all" every request (Operator, Admin).',
      tr: 'Taleplerin bir sayfası; filtreli (durumlar, taşıma şekli, İstanbul saatiyle oluşturulma günleri, çıkış, varış, Türkçe harflere duyarlı serbest metin) ve izin verilen bir sütuna göre sıralı. "mine" kapsamı (varsayılan) çağıranın kendi taleplerini, "company" firmanınkileri (Firma Yöneticisi, Yönetici), "all" tüm talepleri (Operatör, Yönetici) listeler.',
    },
    access: { kind: 'user' },
    body: requestListRequest,
    response: requestPage,
    statuses: { 403: { en: 'The scope needs a role the caller does not have.', tr: 'Kapsam, çağıranın sahip olmadığı bir rol gerektiriyor.' } },
    rateLimit: { points: 120, windowSeconds: 60 },
    apiKeyScopes: ['requests:read'],
    handle: async ({ body, principal }) => {
      const { db, viewer } = await callerScope(principal);
      await sweepStaleRequests(db);
      return listRequests(db, viewer, body);
    },
  }),
  demandApprove: endpoint({
    method: 'POST',
    path: '/api/Demand/Approve',
    tag: 'Demand',
    summary: {
      en: 'The customer (the owner or their company admin) approves one live offer of a quoted request, valid today in Istanbul; the request becomes approved. Two simultaneous approvals: exactly one succeeds.',
      tr: 'Müşteri (talep sahibi veya firma yöneticisi), teklif verilmiş bir talebin geri çekilmemiş ve bugün (İstanbul) geçerli bir teklifini onaylar; talep onaylanır. Aynı anda iki onaydan yalnızca biri başarılı olur.',
    },
    access: { kind: 'user' },
    body: approveRequestBody,
    response: requestSummary,
    statuses: {
      403: { en: 'The caller is not the request’s customer.', tr: 'Çağıran, talebin müşterisi değil.' },
      404: { en: 'No request (or no such offer on it) is visible to the caller.', tr: 'Çağıranın görebileceği böyle bir talep (veya talepte böyle bir teklif) yok.' },
      409: { en: 'The request is not quoted (e.g. already approved), or the offer was withdrawn or has expired.', tr: 'Talep teklif aşamasında değil (ör. zaten onaylandı) ya da teklif geri çekildi veya süresi doldu.' },
    },
    rateLimit: { points: 30, windowSeconds: 60 },
    handle: async ({ req, body, principal, requestId }) => {
      const { db, viewer } = await callerScope(principal);
      return approveRequest(db, { viewer, body, requestId, locale: actingLocale(req) });
    },
  }),
  demandReject: endpoint({
    method: 'POST',
    path: '/api/Demand/Reject',
    tag: 'Demand',
    summary: {
      en: 'Rejects a submitted or quoted request (its customer or operations), with an optional reason kept in the audit log.',
      tr: 'Gönderilmiş veya teklif verilmiş bir talebi reddeder (müşterisi veya operasyon); isteğe bağlı gerekçe denetim kaydında tutulur.',
    },
    access: { kind: 'user' },
    body: closeRequestBody,
    response: requestSummary,
    statuses: {
      404: { en: 'No request with this id is visible to the caller.', tr: 'Bu kimlikte, çağıranın görebileceği bir talep yok.' },
      409: { en: 'The request’s status does not allow a rejection.', tr: 'Talebin durumu reddetmeye izin vermiyor.' },
    },
    rateLimit: { points: 30, windowSeconds: 60 },
    handle: async ({ body, principal, requestId }) => {
      const { db, viewer } = await callerScope(principal);
      return rejectRequest(db, { viewer, body, requestId });
    },
  }),
  demandCancel: endpoint({
    method: 'POST',
    path: '/api/Demand/Cancel',
    tag: 'Demand',
    summary: {
      en: 'Cancels a request that is not yet a reservation (submitted, quoted or approved), by its customer or operations, with an optional reason kept in the audit log.',
      tr: 'Henüz rezervasyona dönüşmemiş bir talebi (gönderildi, teklif verildi veya onaylandı) müşterisi ya da operasyon iptal eder; isteğe bağlı gerekçe denetim kaydında tutulur.',
    },
    access: { kind: 'user' },
    body: closeRequestBody,
    response: requestSummary,
    statuses: {
      404: { en: 'No request with this id is visible to the caller.', tr: 'Bu kimlikte, çağıranın görebileceği bir talep yok.' },
      409: { en: 'The request’s status does not allow a cancellation.', tr: 'Talebin durumu iptale izin vermiyor.' },
    },
    rateLimit: { points: 30, windowSeconds: 60 },
    handle: async ({ body, principal, requestId }) => {
      const { db, viewer } = await callerScope(principal);
      return cancelRequest(db, { viewer, body, requestId });
    },
  }),
  demandQuote: endpoint({
    method: 'POST',
    path: '/api/Demand/Quote',
    tag: 'Demand',
    summary: {
      en: 'Operations (Operator, Admin) add offers to a submitted or quoted request: price lines in minor units of one currency; the server adds them up and converts the total to TRY/USD/EUR with the FX table (a total in the body is refused). Older offers can be withdrawn at once. The request becomes quoted.',
      tr: 'Operasyon (Operatör, Yönetici) gönderilmiş veya teklif verilmiş bir talebe teklif ekler: tek para biriminde, kuruş cinsinden fiyat kalemleri; toplamı sunucu hesaplar ve kur tablosuyla TRY/USD/EUR karşılıklarını bulur (gövdede toplam gönderilemez). Eski teklifler aynı anda geri çekilebilir. Talep "teklif verildi" durumuna geçer.',
    },
    access: { kind: 'user', roles: operationsRoles },
    body: quoteRequestBody,
    response: quoteRequestAnswer,
    maxBodyBytes: 64 * 1024,
    statuses: {
      404: { en: 'No request with this id.', tr: 'Bu kimlikte talep yok.' },
      409: { en: 'The request’s status does not allow new offers.', tr: 'Talebin durumu yeni teklife izin vermiyor.' },
    },
    rateLimit: { points: 60, windowSeconds: 60 },
    handle: async ({ body, principal, requestId }) => {
      const { db, viewer } = await callerScope(principal);
      return quoteRequest(db, { viewer, body, requestId });
    },
  }),
  demandExpire: endpoint({
    method: 'POST',
    path: '/api/Demand/Expire',
    tag: 'Demand',
    summary: {
      en: 'Operations (Operator, Admin) end a submitted or quoted request that will not be priced. (Requests whose offers have all lapsed expire by themselves.)',
      tr: 'Operasyon (Operatör, Yönetici), fiyatlanmayacak gönderilmiş veya teklif verilmiş bir talebi sonlandırır. (Tüm tekliflerinin süresi dolan talepler kendiliğinden sona erer.)',
    },
    access: { kind: 'user', roles: operationsRoles },
    body: expireRequestBody,
    response: requestSummary,
    statuses: {
      404: { en: 'No request with this id.', tr: 'Bu kimlikte talep yok.' },
      409: { en: 'The request is no longer open.', tr: 'Talep artık açık değil.' },
    },
    handle: async ({ body, principal, requestId }) => {
      const { db, viewer } = await callerScope(principal);
      return expireRequest(db, { viewer, body, requestId });
    },
  }),
  demandGetQueue: endpoint({
    method: 'POST',
    path: '/api/Demand/GetQueue',
    tag: 'Demand',
    summary: {
      en: 'The operations queue (Operator, Admin): every company’s requests by status (submitted by default), by how long they have waited in it (over 4 h, 24 h, 3 days) and by a free text folded for Turkish letters (reference, lane, customer, company); the longest waiting first by default.',
      tr: 'Operasyon kuyruğu (Operatör, Yönetici): tüm firmaların talepleri; duruma (varsayılan: gönderildi), o durumda bekleme süresine (4 saat, 24 saat, 3 günden fazla) ve Türkçe harflere duyarlı serbest metne (referans, hat, müşteri, firma) göre; varsayılan olarak en uzun bekleyen önce.',
    },
    access: { kind: 'user', roles: operationsRoles },
    body: requestQueueRequest,
    response: requestQueuePage,
    rateLimit: { points: 120, windowSeconds: 60 },
    handle: async ({ body, principal }) => {
      const { db, viewer } = await callerScope(principal);
      return listRequestQueue(db, viewer, body);
    },
  }),
  demandGetTariffOffers: endpoint({
    method: 'GET',
    path: '/api/Demand/GetTariffOffers',
    tag: 'Demand',
    summary: {
      en: 'The freight engine’s offers for a request’s search, priced now from the lane’s tariffs (the ready date moved to today when it has passed): what an operator may quote with Demand/Quote `tariffIds` (Operator, Admin).',
      tr: 'Bir talebin araması için navlun motorunun teklifleri, hattın tarifelerinden şimdi fiyatlanır (hazır olma tarihi geçmişse bugüne alınır): operatörün Demand/Quote `tariffIds` ile teklif edebileceği seçenekler (Operatör, Yönetici).',
    },
    access: { kind: 'user', roles: operationsRoles },
    query: requestIdQuery,
    response: requestTariffOffersAnswer,
    statuses: { 404: { en: 'No request with this id.', tr: 'Bu kimlikte talep yok.' } },
    rateLimit: { points: 60, windowSeconds: 60 },
    handle: async ({ query, principal }) => {
      const { db, viewer } = await callerScope(principal);
      return requestTariffOffers(db, viewer, query.id);
    },
  }),
} as const;
