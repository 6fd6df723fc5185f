import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { cardBrand, cardDigits, lastFour, type CardBrand } from '../../domain/luhn';
import { nextReservationStatus } from '../../domain/reservation-state';
import type { PaymentAnswer, cardPaymentBody } from '../../schemas/payment';
import { ApiError } from '../api/errors';
import { writeAudit } from '../audit';
import type { Database } from '../db/client';
import { payments } from '../db/schema';
import type { Locale } from '../../routes';
import { emailNotices, recordNotice, type Notice } from '../notifications/notify';
import { rememberReservationLocale } from '../notifications/remember-locale';
import { isCustomerOf, type RequestViewer } from '../requests/request-scope';
import { lockReservation, moveReservation, reservationWrongState, type LockedReservation, type Transaction } from '../reservations/reservation-transition';
import { paymentGateway, type ChargeResult } from './gateway';
import { recordPaymentEvent } from '../webhooks/record-webhook-events';
import { paymentAnswerOf } from './payment-answer';

interface PayByCardInput {
  viewer: RequestViewer;
  body: z.output<typeof cardPaymentBody>;
  idempotencyKey: string;
  requestId?: string;
  /** The language the customer pays in: the reservation's later mails are written in it. */
  locale?: Locale | null;
}

/** A failed card payment as the caller hears it: 402 with the provider's reason, translated. */
export const paymentFailed = (failureCode: string) => new ApiError(402, `payments.failure.${failureCode}`);

/**
 * Applies a gateway's answer to a payment row in the open transaction: the row's status; on success
 * the reservation moves awaiting payment → paid (the gateway is the actor) and the customer is notified.
 */
export async function settleCardPayment(tx: Transaction, input: { reservation: LockedReservation; paymentId: number; result: ChargeResult; actorId: string; requestId?: string }): Promise<Notice[]> {
  const { reservation, paymentId, result } = input;
  const status = result.status === 'succeeded' ? 'succeeded' : result.status === 'failed' ? 'failed' : 'requiresAction';
  const [payment] = await tx
    .update(payments)
    .set({ status, providerReference: result.providerReference, failureCode: result.status === 'failed' ? result.failureCode : null, updatedAt: new Date() })
    .where(eq(payments.id, paymentId))
    .returning({ amount: payments.amount, currency: payments.currency, cardBrand: payments.cardBrand, cardLast4: payments.cardLast4 });
  await writeAudit(tx, {
    actorId: input.actorId,
    action: `payment.card.${status}`,
    entity: 'payment',
    entityId: paymentId,
    after: { reservationId: reservation.id, status, ...payment, failureCode: result.status === 'failed' ? result.failureCode : undefined },
    requestId: input.requestId,
  });
  if (result.status === 'failed') await recordPaymentEvent(tx, 'payment.refused', paymentId);
  if (result.status !== 'succeeded') return [];
  await moveReservation(tx, { reservation, action: 'pay', actor: 'gateway', actorId: input.actorId, audit: { paymentId, method: 'card' }, requestId: input.requestId });
  await recordPaymentEvent(tx, 'payment.received', paymentId);
  return [
    await recordNotice(tx, {
      userId: reservation.userId,
      kind: 'paymentReceived',
      params: { reference: reservation.reference ?? '', amount: reservation.amount, currency: reservation.currency },
      money: { amount: [reservation.amount, reservation.currency] },
      link: { to: 'reservationDetails', query: { id: String(reservation.id) } },
    }),
  ];
}

/**
 * A card payment of a reservation by its customer, in one transaction on the locked reservation: a
 * retry with the same Idempotency-Key (a double click, a lost answer) finds the first attempt's row and
 * answers its result without calling the gateway again; otherwise the state machine must allow a
 * payment (409), the gateway charges the reservation's own amount, and the payment row keeps only the
 * brand and last four digits. A declined card leaves the reservation as it was (402, translated).
 */
export async function payByCard(db: Database, { viewer, body, idempotencyKey, requestId, locale }: PayByCardInput): Promise<PaymentAnswer> {
  const gateway = paymentGateway();
  const notices: Notice[] = [];
  const answer = await db.transaction(async (tx) => {
    const reservation = await lockReservation(tx, viewer, body.reservationId);
    if (!isCustomerOf(viewer, reservation)) throw new ApiError(403, 'reservations.transition.notAllowed', { action: 'pay' });
    await rememberReservationLocale(tx, reservation, viewer.userId, locale);
    const [previous] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.reservationId, reservation.id), eq(payments.idempotencyKey, idempotencyKey)));
    if (previous) return paymentAnswerOf(tx, previous.id);
    const allowed = nextReservationStatus(reservation.status, 'pay', 'gateway');
    if (!allowed.ok) throw reservationWrongState(reservation.status, 'pay');
    const brand = cardBrand(cardDigits(body.card.number)) as CardBrand;
    const [row] = await tx
      .insert(payments)
      .values({
        reservationId: reservation.id,
        method: 'card',
        status: 'processing',
        amount: reservation.amount,
        currency: reservation.currency,
        idempotencyKey,
        provider: gateway.name,
        cardBrand: brand,
        cardLast4: lastFour(body.card.number),
      })
      .returning({ id: payments.id });
    if (!row) throw new Error('insert returned no row');
    const result = await gateway.charge({
      amount: reservation.amount,
      currency: reservation.currency,
      card: body.card,
      brand,
      idempotencyKey: `${reservation.id}:${idempotencyKey}`,
      description: reservation.reference ?? `reservation ${reservation.id}`,
    });
    notices.push(...(await settleCardPayment(tx, { reservation, paymentId: row.id, result, actorId: viewer.userId, requestId })));
    return paymentAnswerOf(tx, row.id);
  });
  await emailNotices(db, notices);
  if (answer.payment.status === 'failed') throw paymentFailed(answer.payment.failureCode ?? 'declined');
  return answer;
}
