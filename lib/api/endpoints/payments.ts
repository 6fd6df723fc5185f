import { operationsRoles } from '../../auth/roles';
import { rejectTransferBody, transferQueuePage, transferQueueRequest } from '../../schemas/admin-operations';
import { cardPaymentBody, challengeBody, confirmTransferBody, paymentAnswer, transferPaymentBody } from '../../schemas/payment';
import { idempotencyKeyOf, requiredIdempotencyKeyOf } from '../../server/api/idempotency-key';
import { actingLocale } from '../../server/notifications/remember-locale';
import { completeChallenge } from '../../server/payments/complete-challenge';
import { confirmTransfer } from '../../server/payments/confirm-transfer';
import { listTransfers } from '../../server/payments/list-transfers';
import { payByCard } from '../../server/payments/pay-by-card';
import { rejectTransfer } from '../../server/payments/reject-transfer';
import { submitTransfer } from '../../server/payments/submit-transfer';
import { callerScope } from '../../server/requests/request-scope';
import { endpoint } from '../endpoint';

export const paymentsEndpoints = {
  paymentCard: endpoint({
    method: 'POST',
    path: '/api/Payment/Card',
    tag: 'Payment',
    summary: {
      en: 'Pays a reservation by card through the configured gateway (the sandbox in test mode by default). The amount is the reservation’s (an amount or currency in the body is refused). An Idempotency-Key header is required: a retry with it answers the first attempt without charging again. Card numbers are never stored (brand and last four only). A declined card answers 402; a 3-D Secure card answers a challenge to complete with Payment/CompleteChallenge.',
      tr: 'Rezervasyonu yapılandırılmış ödeme altyapısıyla kartla öder (varsayılan: test modundaki sanal altyapı). Tutar rezervasyonundur (gövdede tutar veya para birimi reddedilir). Idempotency-Key başlığı zorunludur: aynı anahtarla tekrar, ikinci kez çekim yapmadan ilk denemenin sonucunu döner. Kart numarası saklanmaz (yalnızca marka ve son dört hane). Reddedilen kart 402 döner; 3-D Secure kartı Payment/CompleteChallenge ile tamamlanacak bir doğrulama döner.',
    },
    access: { kind: 'user' },
    body: cardPaymentBody,
    response: paymentAnswer,
    maxBodyBytes: 8 * 1024,
    statuses: {
      402: { en: 'The card was declined (the reason translated); nothing was charged.', tr: 'Kart reddedildi (gerekçesi çevrilmiş olarak); çekim yapılmadı.' },
      403: { en: 'The caller is not the reservation’s customer.', tr: 'Çağıran, rezervasyonun müşterisi değil.' },
      404: { en: 'No reservation with this id is visible to the caller.', tr: 'Bu kimlikte, çağıranın görebileceği bir rezervasyon yok.' },
      409: { en: 'The reservation is not awaiting payment.', tr: 'Rezervasyon ödeme beklemiyor.' },
    },
    rateLimit: { points: 10, windowSeconds: 60 },
    handle: async ({ req, body, principal, requestId }) => {
      const key = requiredIdempotencyKeyOf(req);
      const { db, viewer } = await callerScope(principal);
      return payByCard(db, { viewer, body, idempotencyKey: key, requestId, locale: actingLocale(req) });
    },
  }),
  paymentCompleteChallenge: endpoint({
    method: 'POST',
    path: '/api/Payment/CompleteChallenge',
    tag: 'Payment',
    summary: { en: 'The customer’s answer on the 3-D Secure challenge of a card payment (approve or reject).', tr: 'Müşterinin bir kart ödemesinin 3-D Secure doğrulamasındaki yanıtı (onay veya ret).' },
    access: { kind: 'user' },
    body: challengeBody,
    response: paymentAnswer,
    statuses: {
      402: { en: 'The challenge was rejected; nothing was charged.', tr: 'Doğrulama reddedildi; çekim yapılmadı.' },
      404: { en: 'No payment with this id is visible to the caller.', tr: 'Bu kimlikte, çağıranın görebileceği bir ödeme yok.' },
    },
    rateLimit: { points: 10, windowSeconds: 60 },
    handle: async ({ body, principal, requestId }) => {
      const { db, viewer } = await callerScope(principal);
      return completeChallenge(db, viewer, body, requestId);
    },
  }),
  paymentTransfer: endpoint({
    method: 'POST',
    path: '/api/Payment/Transfer',
    tag: 'Payment',
    summary: {
      en: 'Reports a bank transfer with its receipt (an upload: PDF, JPEG or PNG): the reservation waits for operations to review the payment.',
      tr: 'Bir havaleyi dekontuyla bildirir (bir yükleme: PDF, JPEG veya PNG): rezervasyon, ödemenin operasyon tarafından incelenmesini bekler.',
    },
    access: { kind: 'user' },
    body: transferPaymentBody,
    response: paymentAnswer,
    statuses: {
      403: { en: 'The caller is not the reservation’s customer.', tr: 'Çağıran, rezervasyonun müşterisi değil.' },
      404: { en: 'No reservation with this id is visible to the caller.', tr: 'Bu kimlikte, çağıranın görebileceği bir rezervasyon yok.' },
      409: {
        en: 'The reservation is not awaiting payment, or we have no bank account for the reservation’s currency (payments.transfer.noAccount: it is paid by card).',
        tr: 'Rezervasyon ödeme beklemiyor ya da rezervasyonun para birimi için banka hesabımız yok (payments.transfer.noAccount: kartla ödenir).',
      },
    },
    rateLimit: { points: 10, windowSeconds: 60 },
    handle: async ({ req, body, principal, requestId }) => {
      const key = idempotencyKeyOf(req);
      const { db, viewer } = await callerScope(principal);
      return submitTransfer(db, viewer, body, key, requestId, actingLocale(req));
    },
  }),
  paymentConfirmTransfer: endpoint({
    method: 'POST',
    path: '/api/Payment/ConfirmTransfer',
    tag: 'Payment',
    summary: {
      en: 'Operations (Operator, Admin) accept a transfer under review (the reservation is paid) or refuse it with a required reason, as Payment/RejectTransfer does (awaiting payment again; the reason is kept on the payment, audited and sent to the customer). A refusal without a reason answers 400 on the field reason.',
      tr: 'Operasyon (Operatör, Yönetici) incelemedeki havaleyi kabul eder (rezervasyon ödendi) veya Payment/RejectTransfer gibi zorunlu bir gerekçeyle reddeder (yeniden ödeme bekler; gerekçe ödemede saklanır, denetim kaydına yazılır ve müşteriye iletilir). Gerekçesiz ret, reason alanında 400 döner.',
    },
    access: { kind: 'user', roles: operationsRoles },
    body: confirmTransferBody,
    response: paymentAnswer,
    statuses: { 404: { en: 'No payment with this id.', tr: 'Bu kimlikte ödeme yok.' }, 409: { en: 'The payment is not a transfer under review.', tr: 'Ödeme incelemedeki bir havale değil.' } },
    rateLimit: { points: 60, windowSeconds: 60 },
    handle: async ({ body, principal, requestId }) => {
      const { db, viewer } = await callerScope(principal);
      return confirmTransfer(db, viewer, body, requestId);
    },
  }),
  paymentGetTransfers: endpoint({
    method: 'POST',
    path: '/api/Payment/GetTransfers',
    tag: 'Payment',
    summary: {
      en: 'Bank-transfer payments for operations (Operator, Admin), those under review by default, oldest first, with the receipt, the reservation and the customer.',
      tr: 'Operasyon için havale ödemeleri (Operatör, Yönetici); varsayılan olarak incelemede olanlar, en eskiden başlayarak; dekont, rezervasyon ve müşteriyle.',
    },
    access: { kind: 'user', roles: operationsRoles },
    body: transferQueueRequest,
    response: transferQueuePage,
    rateLimit: { points: 120, windowSeconds: 60 },
    handle: async ({ body, principal }) => {
      const { db, viewer } = await callerScope(principal);
      return listTransfers(db, viewer, body);
    },
  }),
  paymentRejectTransfer: endpoint({
    method: 'POST',
    path: '/api/Payment/RejectTransfer',
    tag: 'Payment',
    summary: {
      en: 'Operations (Operator, Admin) refuse a transfer under review with a required reason: the reservation awaits payment again, the reason is audited and sent to the customer.',
      tr: 'Operasyon (Operatör, Yönetici) incelemedeki bir havaleyi zorunlu bir gerekçeyle reddeder: rezervasyon yeniden ödeme bekler, gerekçe denetim kaydına yazılır ve müşteriye iletilir.',
    },
    access: { kind: 'user', roles: operationsRoles },
    body: rejectTransferBody,
    response: paymentAnswer,
    statuses: { 404: { en: 'No payment with this id.', tr: 'Bu kimlikte ödeme yok.' }, 409: { en: 'The payment is not a transfer under review.', tr: 'Ödeme incelemedeki bir havale değil.' } },
    rateLimit: { points: 60, windowSeconds: 60 },
    handle: async ({ body, principal, requestId }) => {
      const { db, viewer } = await callerScope(principal);
      return rejectTransfer(db, viewer, body, requestId);
    },
  }),
} as const;
