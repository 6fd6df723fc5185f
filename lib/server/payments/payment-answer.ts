import { eq } from 'drizzle-orm';
import type { PaymentAnswer } from '../../schemas/payment';
import { payments } from '../db/schema';
import { paymentViewColumns, toPaymentView } from '../reservations/get-reservation';
import { reservationSummaryById } from '../reservations/reservation-row';
import type { Transaction } from '../reservations/reservation-transition';

/** A payment (brand and last four only) with its reservation after the change. */
export async function paymentAnswerOf(tx: Transaction, paymentId: number): Promise<PaymentAnswer> {
  const [row] = await tx.select({ ...paymentViewColumns, reservationId: payments.reservationId }).from(payments).where(eq(payments.id, paymentId));
  if (!row) throw new Error(`payment ${paymentId} vanished`);
  const { reservationId, ...view } = row;
  const payment = toPaymentView(view);
  return { payment, reservation: await reservationSummaryById(tx, reservationId), ...(payment.status === 'requiresAction' ? { challenge: { paymentId } } : {}) };
}
