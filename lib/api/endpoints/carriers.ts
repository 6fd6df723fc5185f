import { carrierCredentialListAnswer, carrierCredentialSecretAnswer, createCarrierCredentialBody, revokeCarrierCredentialBody, rotateCarrierCredentialBody } from '../../schemas/carrier-credential';
import { carrierEventsBody } from '../../schemas/carrier-event';
import { carrierEventsAnswer } from '../../schemas/carrier-events-answer';
import { z } from 'zod';
import { adminActor } from '../../server/admin/admin-actor';
import { Reply } from '../../server/api/handler';
import { ingestCarrierEvents } from '../../server/carriers/ingest-carrier-events';
import { createCarrierCredential, listCarrierCredentials, revokeCarrierCredential, rotateCarrierCredential } from '../../server/carriers/manage-carrier-credentials';
import { getDb } from '../../server/db/client';
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
    summary: { en: 'Every carrier credential (Admin), newest first, with its events by status and the latest’s time; never a secret.', tr: 'Tüm taşıyıcı kimlik bilgileri (Yönetici), en yeni önce; olay sayıları durumlarına göre ve en sonuncunun zamanı; gizli anahtar asla.' },
    access: { kind: 'user', roles: ['Admin'] },
    response: carrierCredentialListAnswer,
    rateLimit: { points: 60, windowSeconds: 60 },
    handle: async ({ principal }) => {
      const db = await getDb();
      await adminActor(db, principal);
      return listCarrierCredentials(db);
    },
  }),
};
