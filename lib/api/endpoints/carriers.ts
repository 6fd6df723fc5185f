import { operationsRoles } from '../../auth/roles';
import { carrierCredentialListAnswer, carrierCredentialSecretAnswer, createCarrierCredentialBody, revokeCarrierCredentialBody, rotateCarrierCredentialBody } from '../../schemas/carrier-credential';
import { carrierEventsBody } from '../../schemas/carrier-event';
import { assignCarrierEventBody, carrierEventListQuery, carrierEventPage, dismissCarrierEventAnswer, dismissCarrierEventBody, rematchCarrierEventAnswer, rematchCarrierEventBody } from '../../schemas/carrier-event-admin';
import { carrierEventsAnswer } from '../../schemas/carrier-events-answer';
import { z } from 'zod';
import { adminActor } from '../../server/admin/admin-actor';
import { Reply } from '../../server/api/handler';
import { requestLocale } from '../../server/api/messages';
import { assignCarrierEvent } from '../../server/carriers/assign-carrier-event';
import { dismissCarrierEvent } from '../../server/carriers/dismiss-carrier-event';
import { listCarrierEvents } from '../../server/carriers/list-carrier-events';
import { rematchCarrierEvent } from '../../server/carriers/rematch-carrier-event';
import { ingestCarrierEvents } from '../../server/carriers/ingest-carrier-events';
import { createCarrierCredential, listCarrierCredentials, revokeCarrierCredential, rotateCarrierCredential } from '../../server/carriers/manage-carrier-credentials';
import { getDb } from '../../server/db/client';
import { callerScope } from '../../server/requests/request-scope';
import { endpoint } from '../endpoint';

/** [E1] Carriers push DCSA Track & Trace events, signed with credentials the Admin manages. */
export const carriersEndpoints = {
  carrierEventsPost: endpoint({
    method: 'POST',
    path: '/api/CarrierEvents',
    tag: 'CarrierEvents',
    summary: {
      en: 'A carrier pushes DCSA Track & Trace 2.2 events (equipment, transport and shipment events; one event or an array of up to 100), signed as Standard Webhooks messages (webhook-id, webhook-timestamp within 5 minutes, webhook-signature v1 = HMAC-SHA256 of id.timestamp.body with the secret of its carrier credential). Each event is kept once by its eventID: a replay answers duplicate and changes nothing. Equipment events match the carrier’s shipment by container, others by a BKG (our booking reference) or TRD (bill of lading) document reference; each becomes a milestone (ACT: actual, PLN/EST: planned) by where it happens on the lane, and an estimated arrival at the port of discharge moves the ETA (reason carrierUpdate). An event older than one already applied about the same thing is kept as superseded. Unknown equipment: 202, kept as unmatched for operations. Unsigned or wrongly signed: 401; malformed or an actual time in the future: 400; nothing written.',
      tr: 'Bir taşıyıcı DCSA Track & Trace 2.2 olaylarını gönderir (ekipman, taşıma ve sevkiyat olayları; tek olay veya en çok 100 olaylık dizi); Standard Webhooks iletisi olarak imzalanır (webhook-id, 5 dakika içinde webhook-timestamp, webhook-signature v1 = taşıyıcı kimlik bilgisinin gizli anahtarıyla id.timestamp.gövde üzerinde HMAC-SHA256). Her olay eventID ile bir kez saklanır: tekrar gönderim duplicate döner ve hiçbir şeyi değiştirmez. Ekipman olayları taşıyıcının gönderisiyle konteynerden, diğerleri BKG (rezervasyon numaramız) veya TRD (konşimento) belge referansından eşleşir; her biri hattaki yerine göre bir kilometre taşı olur (ACT: gerçekleşen, PLN/EST: planlanan) ve tahliye limanına tahmini varış ETA’yı taşır (neden carrierUpdate). Aynı konuda uygulanmış bir olaydan eski olay superseded olarak saklanır. Bilinmeyen ekipman: 202, operasyon için unmatched olarak saklanır. İmzasız veya yanlış imzalı: 401; bozuk veya geleceğe ait gerçekleşen zaman: 400; hiçbir şey yazılmaz.',
    },
    access: { kind: 'carrierSignature' },
    body: carrierEventsBody,
    response: carrierEventsAnswer,
    maxBodyBytes: 512 * 1024,
    rateLimit: { points: 1200, windowSeconds: 60 },
    handle: async ({ body, carrier, requestId }) => {
      const answer = await ingestCarrierEvents(await getDb(), carrier, body, requestId);
      // 202 when some event matched no shipment: accepted and kept, not applied.
      return new Reply(answer.results.some((result) => result.status === 'unmatched') ? 202 : 200, { data: answer });
    },
  }),
  carrierCredentialCreate: endpoint({
    method: 'POST',
    path: '/api/Admin/CarrierCredential/Create',
    tag: 'CarrierEvents',
    summary: {
      en: 'Sets up a carrier that pushes DCSA events (Admin): its name as its shipments carry it, and a new Standard Webhooks secret (whsec_…) answered this once for the carrier to sign with. One credential per carrier.',
      tr: 'DCSA olayı gönderecek bir taşıyıcıyı tanımlar (Yönetici): gönderilerinde geçtiği adıyla; taşıyıcının imzalayacağı yeni Standard Webhooks gizli anahtarı (whsec_…) yalnızca bu yanıtta verilir. Taşıyıcı başına bir kimlik bilgisi.',
    },
    access: { kind: 'user', roles: ['Admin'] },
    body: createCarrierCredentialBody,
    response: carrierCredentialSecretAnswer,
    statuses: { 409: { en: 'The carrier has a credential already: rotate its secret instead.', tr: 'Taşıyıcının zaten bir kimlik bilgisi var: gizli anahtarını yenileyin.' } },
    rateLimit: { points: 20, windowSeconds: 60 },
    handle: async ({ body, principal, requestId }) => {
      const db = await getDb();
      return new Reply(201, { data: await createCarrierCredential(db, await adminActor(db, principal), body, requestId) });
    },
  }),
  carrierCredentialRotate: endpoint({
    method: 'POST',
    path: '/api/Admin/CarrierCredential/Rotate',
    tag: 'CarrierEvents',
    summary: {
      en: 'Gives a carrier a new secret (Admin), answered this once; the previous secret still verifies for overlapHours (24 by default, at most 168) while the carrier switches.',
      tr: 'Taşıyıcıya yeni bir gizli anahtar verir (Yönetici), yalnızca bu yanıtta; taşıyıcı geçiş yaparken önceki anahtar overlapHours boyunca (varsayılan 24, en çok 168) geçerli kalır.',
    },
    access: { kind: 'user', roles: ['Admin'] },
    body: rotateCarrierCredentialBody,
    response: carrierCredentialSecretAnswer,
    statuses: { 404: { en: 'No credential in force has this id.', tr: 'Bu kimlikle yürürlükte bir kimlik bilgisi yok.' } },
    rateLimit: { points: 20, windowSeconds: 60 },
    handle: async ({ body, principal, requestId }) => {
      const db = await getDb();
      return rotateCarrierCredential(db, await adminActor(db, principal), body, requestId);
    },
  }),
  carrierCredentialRevoke: endpoint({
    method: 'POST',
    path: '/api/Admin/CarrierCredential/Revoke',
    tag: 'CarrierEvents',
    summary: { en: 'Stops a carrier’s pushes at once (Admin): its next push is a 401 on every instance.', tr: 'Bir taşıyıcının gönderimlerini hemen durdurur (Yönetici): sonraki gönderimi her sunucuda 401 alır.' },
    access: { kind: 'user', roles: ['Admin'] },
    body: revokeCarrierCredentialBody,
    response: z.object({ id: z.number().int(), revokedAt: z.string() }),
    statuses: { 404: { en: 'No credential in force has this id.', tr: 'Bu kimlikle yürürlükte bir kimlik bilgisi yok.' } },
    rateLimit: { points: 20, windowSeconds: 60 },
    handle: async ({ body, principal, requestId }) => {
      const db = await getDb();
      return revokeCarrierCredential(db, await adminActor(db, principal), body, requestId);
    },
  }),
  carrierCredentialGetList: endpoint({
    method: 'GET',
    path: '/api/Admin/CarrierCredential/GetList',
    tag: 'CarrierEvents',
    summary: {
      en: 'Every carrier credential (Admin), newest first, with who set it up, its events by status and the latest’s time; never a secret. Also the carriers our shipments name, with how many each (the names a new credential is picked from).',
      tr: 'Tüm taşıyıcı kimlik bilgileri (Yönetici), en yeni önce; kimin tanımladığı, olay sayıları durumlarına göre ve en sonuncunun zamanı; gizli anahtar asla. Ayrıca gönderilerimizde geçen taşıyıcılar ve her birinin gönderi sayısı (yeni kimlik bilgisinin seçildiği adlar).',
    },
    access: { kind: 'user', roles: ['Admin'] },
    response: carrierCredentialListAnswer,
    rateLimit: { points: 60, windowSeconds: 60 },
    handle: async ({ principal }) => {
      const db = await getDb();
      await adminActor(db, principal);
      return listCarrierCredentials(db);
    },
  }),
  carrierEventGetList: endpoint({
    method: 'GET',
    path: '/api/Admin/CarrierEvent/GetList',
    tag: 'CarrierEvents',
    summary: {
      en: 'Operations (Operator, Admin): the events carriers pushed, newest received first, paged (pageNumber, pageSize), filtered by status (unmatched, applied, superseded, ignored, dismissed), carrier, and a reference (part of the container, booking or document number the event was matched or looked up by, or of the matched shipment’s booking reference). Each with its carrier, type and codes, times, status, what it matched by and to which booking, who dismissed it, and the event as sent; with the count of each status under the other filters and the carriers to filter by.',
      tr: 'Operasyon (Operatör, Yönetici): taşıyıcıların gönderdiği olaylar, en son alınan önce, sayfalı (pageNumber, pageSize); duruma (unmatched, applied, superseded, ignored, dismissed), taşıyıcıya ve bir referansa göre süzülür (olayın eşleştiği veya arandığı konteyner, rezervasyon ya da belge numarasının veya eşleşen gönderinin rezervasyon numarasının bir parçası). Her biri taşıyıcısı, türü ve kodları, zamanları, durumu, neyle hangi rezervasyona eşleştiği, kimin kapattığı ve gönderildiği haliyle olayla; diğer süzgeçlere göre her durumun sayısı ve süzülecek taşıyıcılarla birlikte.',
    },
    access: { kind: 'user', roles: operationsRoles },
    query: carrierEventListQuery,
    response: carrierEventPage,
    rateLimit: { points: 120, windowSeconds: 60 },
    handle: async ({ query, principal }) => {
      const { db } = await callerScope(principal);
      return listCarrierEvents(db, query);
    },
  }),
  carrierEventRematch: endpoint({
    method: 'POST',
    path: '/api/Admin/CarrierEvent/Rematch',
    tag: 'CarrierEvents',
    summary: {
      en: 'Operations (Operator, Admin) match an unmatched carrier event again against the carrier’s shipments as they are now (a container added or corrected since). When it matches it is applied exactly as a push is (milestones, an ETA move with reason carrierUpdate, notifications, alerts and webhooks; an older event than one already applied is superseded) and its new status kept, audited; when it still matches nothing, status unmatched is answered and nothing changes. message says what happened in the caller’s language. Two rematches at once apply it once (the other: 409).',
      tr: 'Operasyon (Operatör, Yönetici) eşleşmemiş bir taşıyıcı olayını taşıyıcının gönderileriyle şimdiki halleriyle yeniden eşleştirir (sonradan eklenen veya düzeltilen konteyner). Eşleşirse bir gönderimdeki gibi aynen uygulanır (kilometre taşları, carrierUpdate gerekçesiyle ETA değişikliği, bildirimler, uyarılar ve webhooklar; uygulanmış olaydan eski olay superseded olur), yeni durumu saklanır, denetim kaydı yazılır; hâlâ hiçbir şeyle eşleşmezse unmatched döner ve hiçbir şey değişmez. message olanı arayanın dilinde söyler. Aynı anda iki yeniden eşleştirme olayı bir kez uygular (diğeri: 409).',
    },
    access: { kind: 'user', roles: operationsRoles },
    body: rematchCarrierEventBody,
    response: rematchCarrierEventAnswer,
    statuses: {
      404: { en: 'No carrier event has this eventID.', tr: 'Bu eventID ile bir taşıyıcı olayı yok.' },
      409: { en: 'The event is not unmatched (any more): only unmatched events are matched again.', tr: 'Olay eşleşmemiş değil (artık): yalnızca eşleşmemiş olaylar yeniden eşleştirilir.' },
    },
    rateLimit: { points: 60, windowSeconds: 60 },
    handle: async ({ req, body, principal, requestId }) => {
      const { db, viewer } = await callerScope(principal);
      return rematchCarrierEvent(db, viewer, body.eventID, requestLocale(req), requestId);
    },
  }),
  carrierEventAssign: endpoint({
    method: 'POST',
    path: '/api/Admin/CarrierEvent/Assign',
    tag: 'CarrierEvents',
    summary: {
      en: 'Operations (Operator, Admin) name the booking an unmatched carrier event belongs to (reference: BK-…, or any number of the shipment). An equipment event’s container is added to that shipment with the containerType they pick (required for equipment events); another event’s bill of lading (its TRD reference, or a shipment event’s document) is set on it. Only a shipment of the carrier that sent the event, never a bill of lading another shipment has or one that differs from the shipment’s own. Audited; then the event is matched again and applied as Rematch says (the same answer).',
      tr: 'Operasyon (Operatör, Yönetici) eşleşmemiş bir taşıyıcı olayının ait olduğu rezervasyonu belirtir (reference: BK-… veya gönderinin herhangi bir numarası). Ekipman olayının konteyneri seçilen containerType ile o gönderiye eklenir (ekipman olaylarında zorunlu); diğer olayların konşimentosu (TRD referansı veya sevkiyat olayının belgesi) gönderiye yazılır. Yalnızca olayı gönderen taşıyıcının gönderisi; başka bir gönderinin konşimentosu veya gönderinin kendi konşimentosundan farklısı asla. Denetim kaydı yazılır; ardından olay yeniden eşleştirilir ve Rematch’te anlatıldığı gibi uygulanır (aynı yanıt).',
    },
    access: { kind: 'user', roles: operationsRoles },
    body: assignCarrierEventBody,
    response: rematchCarrierEventAnswer,
    statuses: {
      404: { en: 'No carrier event has this eventID, or no shipment has this number.', tr: 'Bu eventID ile bir taşıyıcı olayı veya bu numarayla bir gönderi yok.' },
      409: {
        en: 'The event is not unmatched (any more), the shipment is another carrier’s, or its container or bill of lading can’t be recorded there (invalid, another shipment’s, or different from the shipment’s own).',
        tr: 'Olay eşleşmemiş değil (artık), gönderi başka bir taşıyıcının veya konteyneri ya da konşimentosu oraya yazılamaz (geçersiz, başka bir gönderinin veya gönderinin kendisininkinden farklı).',
      },
    },
    rateLimit: { points: 60, windowSeconds: 60 },
    handle: async ({ req, body, principal, requestId }) => {
      const { db, viewer } = await callerScope(principal);
      return assignCarrierEvent(db, viewer, body, requestLocale(req), requestId);
    },
  }),
  carrierEventDismiss: endpoint({
    method: 'POST',
    path: '/api/Admin/CarrierEvent/Dismiss',
    tag: 'CarrierEvents',
    summary: {
      en: 'Operations (Operator, Admin) leave an unmatched carrier event as it is (status dismissed), with who, when and an optional note (at most 500 characters), audited. It is not applied and no longer waits for anyone.',
      tr: 'Operasyon (Operatör, Yönetici) eşleşmemiş bir taşıyıcı olayını olduğu gibi bırakır (durum dismissed); kim, ne zaman ve isteğe bağlı bir not (en çok 500 karakter) saklanır, denetim kaydı yazılır. Olay uygulanmaz ve artık kimseyi beklemez.',
    },
    access: { kind: 'user', roles: operationsRoles },
    body: dismissCarrierEventBody,
    response: dismissCarrierEventAnswer,
    statuses: {
      404: { en: 'No carrier event has this eventID.', tr: 'Bu eventID ile bir taşıyıcı olayı yok.' },
      409: { en: 'The event is not unmatched (any more): only unmatched events are dismissed.', tr: 'Olay eşleşmemiş değil (artık): yalnızca eşleşmemiş olaylar kapatılır.' },
    },
    rateLimit: { points: 60, windowSeconds: 60 },
    handle: async ({ body, principal, requestId }) => {
      const { db, viewer } = await callerScope(principal);
      return dismissCarrierEvent(db, viewer, body, requestId);
    },
  }),
};
