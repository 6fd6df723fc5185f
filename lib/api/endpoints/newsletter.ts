import { newsletterStatusAnswer, newsletterSubscribeAnswer, newsletterSubscribeBody, newsletterTokenBody } from '../../schemas/newsletter';
import { getDb } from '../../server/db/client';
import { confirmSubscription } from '../../server/newsletter/confirm-subscription';
import { subscribe } from '../../server/newsletter/subscribe';
import { unsubscribe } from '../../server/newsletter/unsubscribe';
import { clientAddress } from '../../server/rate-limit/limits';
import { endpoint } from '../endpoint';

export const newsletterEndpoints = {
  newsletterSubscribe: endpoint({
    method: 'POST',
    path: '/api/Newsletter/Subscribe',
    tag: 'Newsletter',
    summary: {
      en: 'Subscribes an address with its consent (time and address recorded) and emails a signed confirmation link (double opt-in, valid 7 days); an unsubscribed address can subscribe again. The answer is the same whatever the address’s state (an already confirmed address is told by email). Public; 5 per 10 minutes per address.',
      tr: 'Bir adresi onayıyla (zamanı ve IP adresi kaydedilir) bültene kaydeder ve imzalı bir onay bağlantısı gönderir (çift onay, 7 gün geçerli); abonelikten çıkmış bir adres yeniden abone olabilir. Yanıt adresin durumundan bağımsız olarak aynıdır (zaten onaylı bir adrese e-postayla bildirilir). Herkese açık; adres başına 10 dakikada 5.',
    },
    access: { kind: 'public' },
    body: newsletterSubscribeBody,
    response: newsletterSubscribeAnswer,
    maxBodyBytes: 16 * 1024,
    rateLimit: { points: 5, windowSeconds: 600 },
    handle: async ({ req, body, requestId }) => subscribe(await getDb(), body, { ip: clientAddress(req), requestId }),
  }),
  newsletterConfirm: endpoint({
    method: 'POST',
    path: '/api/Newsletter/Confirm',
    tag: 'Newsletter',
    summary: {
      en: 'Confirms a pending subscription with the token of its emailed link and sends the welcome email. Public; 20 per 10 minutes per address.',
      tr: 'Bekleyen bir aboneliği e-postadaki bağlantının belirteciyle onaylar ve hoş geldiniz e-postasını gönderir. Herkese açık; adres başına 10 dakikada 20.',
    },
    access: { kind: 'public' },
    body: newsletterTokenBody,
    response: newsletterStatusAnswer,
    maxBodyBytes: 16 * 1024,
    statuses: {
      404: { en: 'The link is unknown, altered or replaced by a newer one.', tr: 'Bağlantı bilinmiyor, değiştirilmiş veya yerine daha yenisi gönderilmiş.' },
      409: { en: 'The link was already used, or it expired.', tr: 'Bağlantı zaten kullanılmış veya süresi dolmuş.' },
    },
    rateLimit: { points: 20, windowSeconds: 600 },
    handle: async ({ body, requestId }) => confirmSubscription(await getDb(), body.token, requestId),
  }),
  newsletterUnsubscribe: endpoint({
    method: 'POST',
    path: '/api/Newsletter/Unsubscribe',
    tag: 'Newsletter',
    summary: {
      en: 'Unsubscribes with the token of the link in any newsletter email; following it again answers the same. Public; 20 per 10 minutes per address.',
      tr: 'Herhangi bir bülten e-postasındaki bağlantının belirteciyle abonelikten çıkarır; bağlantı yeniden açıldığında aynı yanıt verilir. Herkese açık; adres başına 10 dakikada 20.',
    },
    access: { kind: 'public' },
    body: newsletterTokenBody,
    response: newsletterStatusAnswer,
    maxBodyBytes: 16 * 1024,
    statuses: { 404: { en: 'The link is unknown, altered or replaced by a newer one.', tr: 'Bağlantı bilinmiyor, değiştirilmiş veya yerine daha yenisi gönderilmiş.' } },
    rateLimit: { points: 20, windowSeconds: 600 },
    handle: async ({ body, requestId }) => unsubscribe(await getDb(), body.token, requestId),
  }),
} as const;
