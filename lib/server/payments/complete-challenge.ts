import { eq } from 'drizzle-orm';
import type { PaymentAnswer } from '../../schemas/payment';
import { ApiError, notFound } from '../api/errors';
import type { Database } from '../db/client';
import { payments } from '../db/schema';
import { emailNotices, type Notice } from '../notifications/notify';
import { isCustomerOf, type RequestViewer } from '../requests/request-scope';
import { lockReservation } from '../reservations/reservation-transition';
import { paymentGateway } from './gateway';
import { paymentAnswerOf } from './payment-answer';
import { paymentFailed, settleCardPayment } from './pay-by-card';

/**
 * The customer's answer on the 3-D Secure challenge page of a payment that requires it: the gateway
 * completes (or fails) the charge; the reservation becomes paid on success. A payment not waiting for
 * a challenge any more answers its result as it is (a second click changes nothing).
 */
export async function completeChallenge(db: Database, viewer: RequestViewer, input: { paymentId: number; approve: boolean }, requestId?: string): Promise<PaymentAnswer> {
  const notices: Notice[] = [];
  const answer = await db.transaction(async (tx) => {
    const [payment] = await tx.select({ reservationId: payments.reservationId }).from(payments).where(eq(payments.id, input.paymentId));
    if (!payment) throw notFound('payments.notFound');
    const reservation = await lockReservation(tx, viewer, payment.reservationId).catch((error: unknown) => {
      throw error instanceof ApiError && error.status === 404 ? notFound('payments.notFound') : error;
    });
    if (!isCustomerOf(viewer, reservation)) throw notFound('payments.notFound');
    const [locked] = await tx.select({ status: payments.status, providerReference: payments.providerReference }).from(payments).where(eq(payments.id, input.paymentId)).for('update');
    if (locked?.status !== 'requiresAction' || !locked.providerReference) return paymentAnswerOf(tx, input.paymentId);
    const result = await paymentGateway().completeChallenge(locked.providerReference, input.approve);
    notices.push(...(await settleCardPayment(tx, { reservation, paymentId: input.paymentId, result, actorId: viewer.userId, requestId })));
    return paymentAnswerOf(tx, input.paymentId);
  });
  await emailNotices(db, notices);
  if (answer.payment.status === 'failed') throw paymentFailed(answer.payment.failureCode ?? 'declined');
  return answer;
}
