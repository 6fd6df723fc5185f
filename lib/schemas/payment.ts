import { z } from 'zod';
import { cardBrand, cardDigits, cardExpired, cardNumberProblem, cvcValid } from '../domain/luhn';
import { rejectTransferBody } from './admin-operations';
import { paymentView, reservationIdField, reservationSummary } from './reservation';

/**
 * A card as the payment form and POST /api/Payment/Card take it (the same checks on both sides):
 * Luhn and brand, an expiry not in the past, a CVC of the brand's length. Amounts are never part of it.
 */
export const cardInput = z
  .strictObject({
    number: z.string().trim().min(1).max(23),
    expiryMonth: z.number({ error: 'payments.card.expiryInvalid' }).int({ error: 'payments.card.expiryInvalid' }).min(1, { error: 'payments.card.expiryInvalid' }).max(12, { error: 'payments.card.expiryInvalid' }),
    expiryYear: z.number({ error: 'payments.card.expiryInvalid' }).int({ error: 'payments.card.expiryInvalid' }).min(0, { error: 'payments.card.expiryInvalid' }).max(2100, { error: 'payments.card.expiryInvalid' }),
    cvc: z.string().trim().min(1).max(4),
    holder: z.string().trim().min(2, { message: 'payments.card.holderRequired' }).max(100),
  })
  .superRefine((card, context) => {
    const problem = cardNumberProblem(card.number);
    if (problem) context.addIssue({ code: 'custom', path: ['number'], message: `payments.card.number.${problem}` });
    if (cardExpired(card.expiryMonth, card.expiryYear)) context.addIssue({ code: 'custom', path: ['expiryYear'], message: 'payments.card.expired' });
    if (!cvcValid(card.cvc, cardBrand(cardDigits(card.number)))) context.addIssue({ code: 'custom', path: ['cvc'], message: 'payments.card.cvcInvalid' });
  });
export type CardInput = z.output<typeof cardInput>;

/** POST /api/Payment/Card (with an Idempotency-Key header). */
export const cardPaymentBody = z.strictObject({ reservationId: reservationIdField, card: cardInput });
export type CardPaymentBody = z.input<typeof cardPaymentBody>;

/** POST /api/Payment/CompleteChallenge: the customer's answer on the 3-D Secure challenge page. */
export const challengeBody = z.strictObject({ paymentId: z.number().int().positive().max(2_147_483_647), approve: z.boolean() });

/** POST /api/Payment/Transfer: the receipt of a bank transfer (an upload of File/Upload: PDF, JPEG or PNG). */
export const transferPaymentBody = z.strictObject({ reservationId: reservationIdField, receiptFileId: z.uuid({ message: 'files.id.invalid' }) });

/**
 * POST /api/Payment/ConfirmTransfer (operations): the receipt matched the account (`approve: true`: paid) or not
 * (`approve: false`: awaiting payment again), a refusal with the reason the customer is told, checked as
 * Payment/RejectTransfer checks it (trimmed, 3 to 500 characters); an approval carries no reason.
 */
export const confirmTransferBody = z.discriminatedUnion('approve', [
  z.strictObject({ paymentId: rejectTransferBody.shape.paymentId, approve: z.literal(true) }),
  z.strictObject({ paymentId: rejectTransferBody.shape.paymentId, approve: z.literal(false), reason: rejectTransferBody.shape.reason }),
]);
export type ConfirmTransferBody = z.infer<typeof confirmTransferBody>;

/** The answer of the payment calls: the payment (brand and last four only) and the reservation after it. */
export const paymentAnswer = z.object({
  payment: paymentView,
  reservation: reservationSummary,
  /** Set while a 3-D Secure challenge waits for the customer. */
  challenge: z.object({ paymentId: z.number().int() }).optional(),
});
export type PaymentAnswer = z.infer<typeof paymentAnswer>;
