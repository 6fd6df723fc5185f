import { and, eq, inArray } from 'drizzle-orm';
import type { ReservationSummary } from '../../schemas/reservation';
import { ApiError } from '../api/errors';
import { writeAudit } from '../audit';
import type { Database } from '../db/client';
import { payments } from '../db/schema';
import { emailNotices, recordNotice, type Notice } from '../notifications/notify';
import { paymentGateway } from '../payments/gateway';
import { requestActorOf, type RequestViewer } from '../requests/request-scope';
import { reservationSummaryById } from './reservation-row';
import { lockReservation, moveReservation, type LockedReservation, type Transaction } from './reservation-transition';

/** What happens to the money of a cancelled booking, as the customer's notice says it. */
type Refund = 'card' | 'transfer' | 'none';

/**
 * The payments of a reservation being cancelled, settled in its transaction: a transfer receipt still
 * under review is refused; an open 3-D Secure challenge fails (it can no longer charge); a succeeded card charge is refunded through the gateway (keyed by the payment,
 * so a retry never refunds twice; a refund the provider refuses rolls everything back, 402); a received
 * transfer is marked refundPending for operations to send back. Each change is audited.
 */
async function settlePayments(tx: Transaction, reservation: LockedReservation, actorId: string, requestId?: string): Promise<Refund> {
  const rows = await tx
    .select({ id: payments.id, method: payments.method, status: payments.status, amount: payments.amount, currency: payments.currency, providerReference: payments.providerReference })
    .from(payments)
    .where(and(eq(payments.reservationId, reservation.id), inArray(payments.status, ['underReview', 'requiresAction', 'succeeded'])))
    .for('update');
  let refund: Refund = 'none';
  for (const payment of rows) {
    let status: string;
    let extra: Record<string, unknown> = {};
    if (payment.status === 'underReview') {
      status = 'rejected';
    } else if (payment.status === 'requiresAction') {
      // A 3-D Secure challenge left open: it can no longer complete (Payment/CompleteChallenge answers it failed).
      status = 'failed';
      extra = { failureCode: 'reservationCancelled' };
    } else if (payment.method === 'card') {
      const result = await paymentGateway().refund({
        providerReference: payment.providerReference ?? '',
        amount: payment.amount,
        currency: payment.currency,
        idempotencyKey: `refund:${reservation.id}:${payment.id}`,
      });
      if (result.status !== 'refunded') throw new ApiError(402, 'payments.refund.failed');
      status = 'refunded';
      extra = { refundReference: result.refundReference };
      refund = 'card';
    } else {
      status = 'refundPending';
      refund = 'transfer';
    }
    await tx
      .update(payments)
      .set({ status, updatedAt: new Date(), ...(status === 'failed' ? { failureCode: 'reservationCancelled' } : {}) })
      .where(eq(payments.id, payment.id));
    await writeAudit(tx, {
      actorId,
      action: `payment.${payment.method}.${status}`,
      entity: 'payment',
      entityId: payment.id,
      before: { status: payment.status },
      after: { status, reservationId: reservation.id, amount: payment.amount, currency: payment.currency, ...extra },
      requestId,
    });
  }
  return refund;
}

/**
 * Cancels a reservation (lib/domain/reservation-state.ts decides who may, when): its customer while no
 * money is taken, operations until the cargo moves. One transaction on the locked row: the move with the
 * reason in the audit row, the payments settled (refund, refused receipt), the customer's in-app notice;
 * the email (in their language) once committed. Cancelling again is a 409 and refunds nothing.
 */
export async function cancelReservation(db: Database, viewer: RequestViewer, input: { id: number; reason: string }, requestId?: string): Promise<ReservationSummary> {
  const notices: Notice[] = [];
  const summary = await db.transaction(async (tx) => {
    const reservation = await lockReservation(tx, viewer, input.id);
    const actor = requestActorOf(viewer, reservation) ?? 'customer';
    const amount = reservation.amount;
    await moveReservation(tx, { reservation, action: 'cancel', actor, actorId: viewer.userId, audit: { reason: input.reason }, requestId });
    const refund = await settlePayments(tx, reservation, viewer.userId, requestId);
    notices.push(
      await recordNotice(tx, {
        userId: reservation.userId,
        kind: 'reservationCancelled',
        params: { reference: reservation.reference ?? '', reason: input.reason, refund },
        money: { amount: [amount, reservation.currency] },
        link: { to: 'reservationDetails', query: { id: String(reservation.id) } },
      }),
    );
    return reservationSummaryById(tx, reservation.id);
  });
  await emailNotices(db, notices);
  return summary;
}
