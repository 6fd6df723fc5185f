import {
  createWebhookEndpointBody,
  redeliverWebhookBody,
  updateWebhookEndpointBody,
  webhookDeliveryListRequest,
  webhookDeliveryPage,
  webhookEndpoint,
  webhookEndpointIdBody,
  webhookEndpointListAnswer,
  webhookSecretAnswer,
} from '../../schemas/webhook';
import { z } from 'zod';
import { Reply } from '../../server/api/handler';
import { getDb } from '../../server/db/client';
import { createWebhookEndpoint, deleteWebhookEndpoint, listWebhookEndpoints, rotateWebhookSecret, updateWebhookEndpoint, webhookManager } from '../../server/webhooks/manage-webhook-endpoints';
import { listWebhookDeliveries, redeliverWebhook } from '../../server/webhooks/webhook-delivery-log';
import { endpoint } from '../endpoint';

/** Who may call these: a company admin signed in, or an API key of the company with the `webhooks:manage` scope (the platform Admin passes the role check, and has no company of its own: 404). */
const access = { kind: 'user', roles: ['CompanyAdmin', 'Admin'] } as const;
const apiKeyScopes = ['webhooks:manage'] as const;
const noEndpoint = { 404: { en: 'No endpoint with this id belongs to the caller’s company (or the caller has none).', tr: 'Bu kimlikte, çağıranın firmasına ait bir uç nokta yok (ya da çağıranın firması yok).' } };
const badUrl = {
  400: {
    en: 'Invalid body; or the URL is not https (in production), or it names a private, loopback or link-local address (SSRF).',
    tr: 'Geçersiz gövde; ya da URL https değil (canlı ortamda) veya özel, geri döngü ya da bağlantı-yerel bir adrese işaret ediyor (SSRF).',
  },
};

/**
 * [E1] Signed webhooks: a company's endpoints (created with a signing secret shown once, changed, turned off and on,
 * their secret rotated with a 24-hour overlap, deleted), each endpoint's delivery log, and redelivery.
 */
export const webhooksEndpoints = {
  webhookEndpointCreate: endpoint({
    method: 'POST',
    path: '/api/Webhook/Endpoint/Create',
    tag: 'Webhook',
    summary: {
      en: 'Registers a webhook endpoint of the caller’s company for the events named. The answer holds its Standard Webhooks signing secret (whsec_…) this once. Events of the company’s requests, reservations, payments and shipments are POSTed to it, signed, in order, retried for 24 hours.',
      tr: 'Çağıranın firması için belirtilen olaylara bir webhook uç noktası kaydeder. Yanıt, Standard Webhooks imza anahtarını (whsec_…) yalnızca bu kez içerir. Firmanın talep, rezervasyon, ödeme ve gönderi olayları imzalı, sırayla gönderilir; 24 saat boyunca yeniden denenir.',
    },
    access,
    apiKeyScopes,
    body: createWebhookEndpointBody,
    response: webhookSecretAnswer,
    statuses: { ...badUrl, 404: { en: 'The caller has no company.', tr: 'Çağıranın firması yok.' }, 409: { en: 'The company has 20 endpoints: delete one first.', tr: 'Firmanın 20 uç noktası var: önce birini silin.' } },
    rateLimit: { points: 20, windowSeconds: 60 },
    handle: async ({ body, principal, requestId }) => {
      const db = await getDb();
      return new Reply(201, { data: await createWebhookEndpoint(db, await webhookManager(db, principal), body, requestId) });
    },
  }),
  webhookEndpointGetList: endpoint({
    method: 'GET',
    path: '/api/Webhook/Endpoint/GetList',
    tag: 'Webhook',
    summary: {
      en: 'The webhook endpoints of the caller’s company, newest first, with their events, status, failure record and how many deliveries wait or were given up; never a secret.',
      tr: 'Çağıranın firmasının webhook uç noktaları, en yenisi önce: olayları, durumu, hata kaydı, bekleyen ve vazgeçilen gönderim sayıları; imza anahtarı asla.',
    },
    access,
    apiKeyScopes,
    response: webhookEndpointListAnswer,
    statuses: { 404: { en: 'The caller has no company.', tr: 'Çağıranın firması yok.' } },
    handle: async ({ principal }) => {
      const db = await getDb();
      return listWebhookEndpoints(db, await webhookManager(db, principal));
    },
  }),
  webhookEndpointUpdate: endpoint({
    method: 'POST',
    path: '/api/Webhook/Endpoint/Update',
    tag: 'Webhook',
    summary: {
      en: 'Changes an endpoint’s URL, description or events, or turns it off (`enabled: false`: no new events are queued for it) or back on (`enabled: true`: its failure record is cleared and the events that waited go out in order). Audited.',
      tr: 'Bir uç noktanın URL’sini, açıklamasını veya olaylarını değiştirir; kapatır (`enabled: false`: yeni olay kuyruğa alınmaz) ya da yeniden açar (`enabled: true`: hata kaydı silinir, bekleyen olaylar sırayla gönderilir). Denetim kaydına yazılır.',
    },
    access,
    apiKeyScopes,
    body: updateWebhookEndpointBody,
    response: webhookEndpoint,
    statuses: { ...badUrl, ...noEndpoint },
    rateLimit: { points: 30, windowSeconds: 60 },
    handle: async ({ body, principal, requestId }) => {
      const db = await getDb();
      return updateWebhookEndpoint(db, await webhookManager(db, principal), body, requestId);
    },
  }),
  webhookEndpointRotateSecret: endpoint({
    method: 'POST',
    path: '/api/Webhook/Endpoint/RotateSecret',
    tag: 'Webhook',
    summary: {
      en: 'Gives an endpoint a new signing secret, answered this once. For 24 hours deliveries carry two signatures (the new secret’s and the previous one’s) in `webhook-signature`, so the receiver can switch without missing an event.',
      tr: 'Uç noktaya yeni bir imza anahtarı verir; yalnızca bu kez gösterilir. 24 saat boyunca gönderimler `webhook-signature` içinde iki imza taşır (yeni ve önceki anahtarın), böylece alıcı hiçbir olayı kaçırmadan geçiş yapar.',
    },
    access,
    apiKeyScopes,
    body: webhookEndpointIdBody,
    response: webhookSecretAnswer,
    statuses: noEndpoint,
    rateLimit: { points: 10, windowSeconds: 60 },
    handle: async ({ body, principal, requestId }) => {
      const db = await getDb();
      return rotateWebhookSecret(db, await webhookManager(db, principal), body.id, requestId);
    },
  }),
  webhookEndpointDelete: endpoint({
    method: 'POST',
    path: '/api/Webhook/Endpoint/Delete',
    tag: 'Webhook',
    summary: { en: 'Deletes an endpoint with its delivery log; nothing more is sent to it. Audited.', tr: 'Bir uç noktayı gönderim kaydıyla birlikte siler; ona artık bir şey gönderilmez. Denetim kaydına yazılır.' },
    access,
    apiKeyScopes,
    body: webhookEndpointIdBody,
    response: z.object({ deleted: z.literal(true) }),
    statuses: noEndpoint,
    rateLimit: { points: 20, windowSeconds: 60 },
    handle: async ({ body, principal, requestId }) => {
      const db = await getDb();
      return deleteWebhookEndpoint(db, await webhookManager(db, principal), body.id, requestId);
    },
  }),
  webhookDeliveryGetList: endpoint({
    method: 'POST',
    path: '/api/Webhook/Delivery/GetList',
    tag: 'Webhook',
    summary: {
      en: 'One endpoint’s delivery log, newest first: each event’s type and `webhook-id`, status (pending, delivered, failed), attempts with their answer’s status code, latency and first kilobyte, the next try, and the payload.',
      tr: 'Bir uç noktanın gönderim kaydı, en yenisi önce: her olayın türü ve `webhook-id` değeri, durumu (bekliyor, iletildi, başarısız), denemeleri (yanıt kodu, süre, yanıtın ilk kilobaytı), sonraki deneme ve gönderilen içerik.',
    },
    access,
    apiKeyScopes,
    body: webhookDeliveryListRequest,
    response: webhookDeliveryPage,
    statuses: noEndpoint,
    handle: async ({ body, principal }) => {
      const db = await getDb();
      return listWebhookDeliveries(db, await webhookManager(db, principal), body);
    },
  }),
  webhookDeliveryRedeliver: endpoint({
    method: 'POST',
    path: '/api/Webhook/Delivery/Redeliver',
    tag: 'Webhook',
    summary: {
      en: 'Sends a delivery again, with the same `webhook-id` (a receiver that already has it can drop it): a given-up or delivered event is pending again in its place in the endpoint’s order, ahead of every event that came after it (events before it that still wait go first). Audited.',
      tr: 'Bir gönderimi aynı `webhook-id` ile yeniden gönderir (zaten alan alıcı yok sayabilir): vazgeçilmiş ya da iletilmiş olay, uç noktanın sırasındaki yerinde yeniden bekler ve ondan sonra gelen tüm olaylardan önce gönderilir (ondan önce gelip hâlâ bekleyenler önce gider). Denetim kaydına yazılır.',
    },
    access,
    apiKeyScopes,
    body: redeliverWebhookBody,
    response: z.object({ id: z.number().int(), status: z.literal('pending') }),
    statuses: { 404: { en: 'No delivery with this id belongs to the caller’s company.', tr: 'Bu kimlikte, çağıranın firmasına ait bir gönderim yok.' }, 409: { en: 'The endpoint is off: turn it on first.', tr: 'Uç nokta kapalı: önce açın.' } },
    rateLimit: { points: 30, windowSeconds: 60 },
    handle: async ({ body, principal, requestId }) => {
      const db = await getDb();
      return redeliverWebhook(db, await webhookManager(db, principal), body.id, requestId);
    },
  }),
} as const;
