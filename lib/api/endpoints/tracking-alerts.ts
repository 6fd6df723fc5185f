import {
  trackingAlertStatusAnswer,
  trackingAlertSubscribeAnswer,
  trackingAlertSubscribeBody,
  trackingAlertTokenBody,
  trackingAlertUnsubscribeBody,
  trackingAlertUnsubscribeQuery,
} from '../../schemas/tracking-alerts';
import { getDb } from '../../server/db/client';
import { clientAddress } from '../../server/rate-limit/limits';
import { confirmSubscription } from '../../server/tracking-alerts/confirm-subscription';
import { subscribe } from '../../server/tracking-alerts/subscribe';
import { unsubscribe } from '../../server/tracking-alerts/unsubscribe';
import { endpoint } from '../endpoint';

/** [E1] "Notify me" on the public tracking page: email alerts on a shipment for anyone with its number (double opt-in). */
export const trackingAlertsEndpoints = {
  trackingAlertsSubscribe: endpoint({
    method: 'POST',
    path: '/api/TrackingAlerts/Subscribe',
    tag: 'Tracking',
    summary: {
      en: 'Asks for email alerts on the shipment of a tracking number (ETA moved by more than 12 hours, arrival, container free time ending within 2 days, delivery) and emails a confirmation link valid 48 hours (double opt-in); the mails come in `language`. The answer is the same whatever the address’s state. Public; 5 per 10 minutes per client address and 3 per hour per email address; a number that finds nothing counts as a tracking miss.',
      tr: 'Bir izleme numarasının gönderisi için e-posta bildirimi ister (tahmini varışın 12 saatten fazla değişmesi, varış, konteyner serbest süresinin bitmesine 2 gün kalması, teslim) ve 48 saat geçerli bir onay bağlantısı gönderir (çift onay); e-postalar `language` dilinde gelir. Yanıt adresin durumundan bağımsız olarak aynıdır. Herkese açık; istemci adresi başına 10 dakikada 5, e-posta adresi başına saatte 3; bir şey bulamayan numara izleme ıskası sayılır.',
    },
    access: { kind: 'public' },
    body: trackingAlertSubscribeBody,
    response: trackingAlertSubscribeAnswer,
    maxBodyBytes: 4 * 1024,
    statuses: { 404: { en: 'No shipment has this number.', tr: 'Bu numarayla bir gönderi yok.' } },
    rateLimit: { points: 5, windowSeconds: 600 },
    handle: async ({ req, body, principal, requestId }) => subscribe(await getDb(), body, { req, principal, ip: clientAddress(req), requestId }),
  }),
  trackingAlertsConfirm: endpoint({
    method: 'POST',
    path: '/api/TrackingAlerts/Confirm',
    tag: 'Tracking',
    summary: {
      en: 'Turns the alerts on with the token of the emailed confirmation link; the same link again answers `already`. Public; 20 per 10 minutes per address.',
      tr: 'E-postadaki onay bağlantısının belirteciyle bildirimleri açar; aynı bağlantı yeniden açıldığında `already` döner. Herkese açık; adres başına 10 dakikada 20.',
    },
    access: { kind: 'public' },
    body: trackingAlertTokenBody,
    response: trackingAlertStatusAnswer,
    maxBodyBytes: 4 * 1024,
    statuses: {
      404: { en: 'The link is unknown, altered, replaced by a newer one, or its alerts were stopped.', tr: 'Bağlantı bilinmiyor, değiştirilmiş, yerine daha yenisi gönderilmiş veya bildirimleri durdurulmuş.' },
      409: { en: 'The link expired (48 hours): ask again on the tracking page.', tr: 'Bağlantının süresi dolmuş (48 saat): izleme sayfasından yeniden isteyin.' },
    },
    rateLimit: { points: 20, windowSeconds: 600 },
    handle: async ({ body, requestId }) => confirmSubscription(await getDb(), body.token, requestId),
  }),
  trackingAlertsUnsubscribe: endpoint({
    method: 'POST',
    path: '/api/TrackingAlerts/Unsubscribe',
    tag: 'Tracking',
    summary: {
      en: 'Stops a subscription’s alerts without sign-in: the token in the JSON body (the unsubscribe page) or in the query, where every alert’s List-Unsubscribe header points; a mail client’s one-click POST (RFC 8058, form body `List-Unsubscribe=One-Click`) is accepted. Repeating it answers `already`. Public; 20 per 10 minutes per address.',
      tr: 'Bir aboneliğin bildirimlerini oturum açmadan durdurur: belirteç JSON gövdesinde (abonelikten çıkma sayfası) veya her bildirimin List-Unsubscribe başlığının gösterdiği sorgu dizesinde; e-posta istemcisinin tek tıkla POST isteği (RFC 8058, form gövdesi `List-Unsubscribe=One-Click`) kabul edilir. Tekrarı `already` döner. Herkese açık; adres başına 10 dakikada 20.',
    },
    access: { kind: 'public' },
    body: trackingAlertUnsubscribeBody,
    query: trackingAlertUnsubscribeQuery,
    bodyKind: 'form',
    response: trackingAlertStatusAnswer,
    maxBodyBytes: 4 * 1024,
    statuses: { 404: { en: 'The link is unknown or altered.', tr: 'Bağlantı bilinmiyor veya değiştirilmiş.' } },
    rateLimit: { points: 20, windowSeconds: 600 },
    handle: async ({ body, query, requestId }) => unsubscribe(await getDb(), body.token ?? query.token, requestId),
  }),
} as const;
