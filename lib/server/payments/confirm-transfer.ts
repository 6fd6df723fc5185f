import { eq } from 'drizzle-orm';
import type { ConfirmTransferBody, PaymentAnswer } from '../../schemas/payment';
import { ApiError, notFound } from '../api/errors';
import { writeAudit } from '../audit';
import type { Database } from '../db/client';
import { payments } from '../db/schema';
import { emailNotices, recordNotice, type Notice } from '../notifications/notify';
import type { RequestViewer } from '../requests/request-scope';
import { lockReservation, moveReservation } from '../reservations/reservation-transition';
import { recordPaymentEvent } from '../webhooks/record-webhook-events';
import { paymentAnswerOf } from './payment-answer';

/**
 * Operations decide on a transfer under review: the money arrived (payment succeeded, reservation
 * paid, customer notified) or not (payment rejected with the reason operations gave, reservation
 * awaiting payment again, customer told). One transaction on the locked reservation, audited with who decided.
 */
export async function confirmTransfer(db: Database, viewer: RequestViewer, input: ConfirmTransferBody, requestId?: string): Promise<PaymentAnswer> {
  const notices: Notice[] = [];
  const answer = await db.transaction(async (tx) => {
    const [found] = await tx.select({ reservationId: payments.reservationId }).from(payments).where(eq(payments.id, input.paymentId));
    if (!found) throw notFound('payments.notFound');
    const reservation = await lockReservation(tx, viewer, found.reservationId);
    const [payment] = await tx.select({ method: payments.method, status: payments.status }).from(payments).where(eq(payments.id, input.paymentId)).for('update');
    if (payment?.method !== 'transfer' || payment.status !== 'underReview') throw new ApiError(409, 'payments.notUnderReview');
    const status = input.approve ? 'succeeded' : 'rejected';
    const reason = input.approve ? null : input.reason;
    await moveReservation(tx, { reservation, action: input.approve ? 'confirmTransfer' : 'rejectTransfer', actor: 'operator', actorId: viewer.userId, audit: { paymentId: input.paymentId, method: 'transfer' }, requestId });
    // A refusal keeps its reason on the payment: the customer reads it on the reservation screen.
    await tx
      .update(payments)
      .set({ status, confirmedBy: viewer.userId, rejectionReason: reason, updatedAt: new Date() })
      .where(eq(payments.id, input.paymentId));
    await recordPaymentEvent(tx, input.approve ? 'payment.received' : 'payment.refused', input.paymentId);
    await writeAudit(tx, { actorId: viewer.userId, action: `payment.transfer.${status}`, entity: 'payment', entityId: input.paymentId, before: { status: 'underReview' }, after: { status, reservationId: reservation.id, ...(reason ? { reason } : {}) }, requestId });
    const link = { to: 'reservationDetails' as const, query: { id: String(reservation.id) } };
    notices.push(
      await recordNotice(
        tx,
        input.approve
          ? { userId: reservation.userId, kind: 'paymentReceived', params: { reference: reservation.reference ?? '', amount: reservation.amount, currency: reservation.currency }, money: { amount: [reservation.amount, reservation.currency] }, link }
          : { userId: reservation.userId, kind: 'transferRejected', params: { reference: reservation.reference ?? '', reason: reason ?? '' }, link },
      ),
    );
    return paymentAnswerOf(tx, input.paymentId);
  });
  await emailNotices(db, notices);
  return answer;
}
