import { operationsRoles } from '../../auth/roles';
import { attachFilesBody, cancelReservationBody, confirmReservationBody, createReservationBody, reservationDetail, reservationIdQuery, reservationListRequest, reservationPage, reservationSummary, updatePartiesBody } from '../../schemas/reservation';
import { Reply } from '../../server/api/handler';
import { idempotencyKeyOf } from '../../server/api/idempotency-key';
import { actingLocale } from '../../server/notifications/remember-locale';
import { callerScope } from '../../server/requests/request-scope';
import { attachFiles } from '../../server/reservations/attach-files';
import { cancelReservation } from '../../server/reservations/cancel-reservation';
import { confirmReservation } from '../../server/reservations/confirm-reservation';
import { createReservation } from '../../server/reservations/create-reservation';
import { getReservation } from '../../server/reservations/get-reservation';
import { listReservations } from '../../server/reservations/list-reservations';
import { updateParties } from '../../server/reservations/update-parties';
import { endpoint } from '../endpoint';

export const reservationsEndpoints = {
  reservationCreate: endpoint({
    method: 'POST',
    path: '/api/Reservation/Create',
    tag: 'Reservation',
    summary: {
      en: 'Books an approved request (its customer or operations): one transaction locks the request, moves it to converted and creates the reservation awaiting payment with the approved offer’s total (never an amount from the body), a BK reference and a transfer payment reference. A second conversion, even a simultaneous one, is a 409. Send an Idempotency-Key header: a retry with it (even a simultaneous one) answers the same reservation (200).',
      tr: 'Onaylanmış bir talebi rezervasyona çevirir (müşterisi veya operasyon): tek işlemde talep kilitlenir, "rezervasyona çevrildi" durumuna geçer ve onaylı teklifin tutarıyla (gövdeden tutar alınmaz), BK referansı ve havale ödeme referansıyla ödeme bekleyen rezervasyon oluşur. İkinci bir çevirme, aynı anda olsa bile, 409 döner. Idempotency-Key başlığı gönderin: aynı anahtarla tekrar eden çağrı (aynı anda olsa bile) aynı rezervasyonu döner (200).',
    },
    access: { kind: 'user' },
    body: createReservationBody,
    response: reservationSummary,
    maxBodyBytes: 32 * 1024,
    statuses: {
      404: { en: 'No request with this id is visible to the caller.', tr: 'Bu kimlikte, çağıranın görebileceği bir talep yok.' },
      409: { en: 'The request is not approved (e.g. already converted).', tr: 'Talep onaylı değil (ör. zaten rezervasyona çevrildi).' },
    },
    rateLimit: { points: 30, windowSeconds: 60 },
    handle: async ({ req, body, principal, requestId }) => {
      const key = idempotencyKeyOf(req);
      const { db, viewer } = await callerScope(principal);
      const { created, reservation } = await createReservation(db, { viewer, body, idempotencyKey: key, requestId, locale: actingLocale(req) });
      return new Reply(created ? 201 : 200, { data: reservation });
    },
  }),
  reservationGetList: endpoint({
    method: 'POST',
    path: '/api/Reservation/GetList',
    tag: 'Reservation',
    summary: {
      en: 'A page of reservations, newest first, optionally by status. Scope "mine" (default), "company" (CompanyAdmin, Admin) or "all" (Operator, Admin).',
      tr: 'Rezervasyonların en yeniden başlayan bir sayfası, isteğe bağlı durum filtresiyle. Kapsam "mine" (varsayılan), "company" (Firma Yöneticisi, Yönetici) veya "all" (Operatör, Yönetici).',
    },
    access: { kind: 'user' },
    body: reservationListRequest,
    response: reservationPage,
    statuses: { 403: { en: 'The scope needs a role the caller does not have.', tr: 'Kapsam, çağıranın sahip olmadığı bir rol gerektiriyor.' } },
    rateLimit: { points: 120, windowSeconds: 60 },
    apiKeyScopes: ['reservations:read'],
    handle: async ({ body, principal }) => {
      const { db, viewer } = await callerScope(principal);
      return listReservations(db, viewer, body);
    },
  }),
  reservationGet: endpoint({
    method: 'GET',
    path: '/api/Reservation/Get',
    tag: 'Reservation',
    summary: {
      en: 'One reservation with its parties, payments (card brand and last four only), documents, status history, our bank account and the caller’s possible actions.',
      tr: 'Bir rezervasyon; tarafları, ödemeleri (yalnızca kart markası ve son dört hane), belgeleri, durum geçmişi, banka hesabımız ve çağıranın yapabileceği işlemlerle.',
    },
    access: { kind: 'user' },
    query: reservationIdQuery,
    response: reservationDetail,
    statuses: { 404: { en: 'No reservation with this id is visible to the caller.', tr: 'Bu kimlikte, çağıranın görebileceği bir rezervasyon yok.' } },
    apiKeyScopes: ['reservations:read'],
    handle: async ({ query, principal }) => {
      const { db, viewer } = await callerScope(principal);
      return getReservation(db, viewer, query.id);
    },
  }),
  reservationUpdateParties: endpoint({
    method: 'POST',
    path: '/api/Reservation/UpdateParties',
    tag: 'Reservation',
    summary: { en: 'The customer sets the shipper, consignee, notify party and cargo description (until the booking is confirmed).', tr: 'Müşteri göndereni, alıcıyı, ihbar tarafını ve yük tanımını girer (rezervasyon teyit edilene kadar).' },
    access: { kind: 'user' },
    body: updatePartiesBody,
    response: reservationSummary,
    maxBodyBytes: 32 * 1024,
    statuses: {
      403: { en: 'The caller is not the reservation’s customer.', tr: 'Çağıran, rezervasyonun müşterisi değil.' },
      404: { en: 'No reservation with this id is visible to the caller.', tr: 'Bu kimlikte, çağıranın görebileceği bir rezervasyon yok.' },
      409: { en: 'The reservation can no longer be changed.', tr: 'Rezervasyon artık değiştirilemez.' },
    },
    rateLimit: { points: 60, windowSeconds: 60 },
    handle: async ({ body, principal, requestId }) => {
      const { db, viewer } = await callerScope(principal);
      return updateParties(db, viewer, body, requestId);
    },
  }),
  reservationAttachFiles: endpoint({
    method: 'POST',
    path: '/api/Reservation/AttachFiles',
    tag: 'Reservation',
    summary: { en: 'Attaches the caller’s uploads (File/Upload) to a reservation as its documents.', tr: 'Çağıranın yüklemelerini (File/Upload) rezervasyonun belgeleri olarak ekler.' },
    access: { kind: 'user' },
    body: attachFilesBody,
    response: reservationDetail.shape.documents,
    statuses: {
      403: { en: 'The caller is not the reservation’s customer.', tr: 'Çağıran, rezervasyonun müşterisi değil.' },
      404: { en: 'No reservation with this id is visible to the caller.', tr: 'Bu kimlikte, çağıranın görebileceği bir rezervasyon yok.' },
      409: { en: 'The reservation is closed.', tr: 'Rezervasyon kapanmış.' },
    },
    rateLimit: { points: 30, windowSeconds: 60 },
    handle: async ({ body, principal, requestId }) => {
      const { db, viewer } = await callerScope(principal);
      return attachFiles(db, viewer, body, requestId);
    },
  }),
  reservationConfirm: endpoint({
    method: 'POST',
    path: '/api/Reservation/Confirm',
    tag: 'Reservation',
    summary: { en: 'Operations (Operator, Admin) confirm a paid reservation; the customer is notified.', tr: 'Operasyon (Operatör, Yönetici) ödenmiş bir rezervasyonu teyit eder; müşteriye bildirim gider.' },
    access: { kind: 'user', roles: operationsRoles },
    body: confirmReservationBody,
    response: reservationSummary,
    statuses: { 404: { en: 'No reservation with this id.', tr: 'Bu kimlikte rezervasyon yok.' }, 409: { en: 'The reservation is not paid.', tr: 'Rezervasyon ödenmemiş.' } },
    rateLimit: { points: 60, windowSeconds: 60 },
    handle: async ({ body, principal, requestId }) => {
      const { db, viewer } = await callerScope(principal);
      return confirmReservation(db, viewer, body.id, requestId);
    },
  }),
  reservationCancel: endpoint({
    method: 'POST',
    path: '/api/Reservation/Cancel',
    tag: 'Reservation',
    summary: {
      en: 'Cancels a reservation with a required reason: its customer while no money is taken (awaiting payment, payment under review), operations (Operator, Admin) until the cargo moves (also paid, confirmed). A card payment is refunded through the gateway (once, even on a retry), a received transfer is marked for refund, a receipt under review is refused; audited; the customer is notified in their language.',
      tr: 'Bir rezervasyonu zorunlu gerekçeyle iptal eder: müşterisi para alınmadan önce (ödeme bekliyor, ödeme incelemede), operasyon (Operatör, Yönetici) yük yola çıkana kadar (ödendi, teyit edildi de). Kart ödemesi ödeme altyapısı üzerinden iade edilir (yeniden denense de bir kez), alınmış havale iade için işaretlenir, incelemedeki dekont reddedilir; denetim kaydı yazılır, müşteriye kendi dilinde bildirim gider.',
    },
    access: { kind: 'user' },
    body: cancelReservationBody,
    response: reservationSummary,
    statuses: {
      402: { en: 'The payment provider refused the refund; nothing was changed.', tr: 'Ödeme altyapısı iadeyi reddetti; hiçbir şey değişmedi.' },
      404: { en: 'No reservation with this id is visible to the caller.', tr: 'Bu kimlikte, çağıranın görebileceği bir rezervasyon yok.' },
      409: { en: 'The status does not let the caller cancel: a customer once it is paid, anyone once it is in transit, delivered or cancelled.', tr: 'Durum, çağıranın iptal etmesine izin vermiyor: ödendikten sonra müşteri, yola çıktıktan, teslim edildikten veya iptal edildikten sonra kimse.' },
    },
    rateLimit: { points: 30, windowSeconds: 60 },
    handle: async ({ body, principal, requestId }) => {
      const { db, viewer } = await callerScope(principal);
      return cancelReservation(db, viewer, body, requestId);
    },
  }),
} as const;
