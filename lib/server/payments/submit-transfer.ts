import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { receiptMediaTypes } from '../../domain/file-rules';
import type { PaymentAnswer, transferPaymentBody } from '../../schemas/payment';
import { ApiError, badRequest } from '../api/errors';
import { writeAudit } from '../audit';
import type { Database } from '../db/client';
import { payments, uploadedFiles } from '../db/schema';
import type { Locale } from '../../routes';
import { rememberReservationLocale } from '../notifications/remember-locale';
import { isCustomerOf, type RequestViewer } from '../requests/request-scope';
import { lockReservation, moveReservation } from '../reservations/reservation-transition';
import { bankAccountFor } from './bank-account';
import { paymentAnswerOf } from './payment-answer';

/**
 * The customer reports a bank transfer with its receipt (one of their own unattached uploads, sniffed
 * as PDF, JPEG or PNG when uploaded): a payment row under review for the reservation's amount, the
 * receipt attached to the reservation, the reservation awaiting payment → payment under review; one
 * transaction, audited. A retry with the same receipt (or Idempotency-Key) answers the same payment.
 */
export async function submitTransfer(db: Database, viewer: RequestViewer, body: z.output<typeof transferPaymentBody>, idempotencyKey: string | undefined, requestId?: string, locale?: Locale | null): Promise<PaymentAnswer> {
  const key = idempotencyKey ?? `receipt-${body.receiptFileId}`;
  return db.transaction(async (tx) => {
    const reservation = await lockReservation(tx, viewer, body.reservationId);
    if (!isCustomerOf(viewer, reservation)) throw new ApiError(403, 'reservations.transition.notAllowed', { action: 'submitTransfer' });
    // The language the customer reports the transfer in: operations' answer (accepted or refused) is mailed in it.
    await rememberReservationLocale(tx, reservation, viewer.userId, locale);
    const [previous] = await tx.select({ id: payments.id }).from(payments).where(and(eq(payments.reservationId, reservation.id), eq(payments.idempotencyKey, key)));
    if (previous) return paymentAnswerOf(tx, previous.id);
    // No account of ours in the reservation's currency: there is nothing the customer could have paid into.
    if (!bankAccountFor(reservation.currency)) throw new ApiError(409, 'payments.transfer.noAccount', { currency: reservation.currency });
    const [file] = await tx
      .select({ id: uploadedFiles.id, mediaType: uploadedFiles.mediaType })
      .from(uploadedFiles)
      .where(and(eq(uploadedFiles.id, body.receiptFileId), eq(uploadedFiles.ownerId, viewer.userId), isNull(uploadedFiles.requestId), isNull(uploadedFiles.reservationId)));
    if (!file) throw badRequest('errors.validation', [{ field: 'receiptFileId', code: 'payments.receipt.unknown' }]);
    if (!receiptMediaTypes.includes(file.mediaType)) throw badRequest('errors.validation', [{ field: 'receiptFileId', code: 'payments.receipt.type' }]);
    await moveReservation(tx, { reservation, action: 'submitTransfer', actor: 'customer', actorId: viewer.userId, audit: { receiptFileId: file.id }, requestId });
    const [row] = await tx
      .insert(payments)
      .values({ reservationId: reservation.id, method: 'transfer', status: 'underReview', amount: reservation.amount, currency: reservation.currency, idempotencyKey: key, provider: 'bankTransfer', providerReference: reservation.paymentReference, receiptFileId: file.id })
      .returning({ id: payments.id });
    if (!row) throw new Error('insert returned no row');
    await tx.update(uploadedFiles).set({ reservationId: reservation.id }).where(eq(uploadedFiles.id, file.id));
    await writeAudit(tx, { actorId: viewer.userId, action: 'payment.transfer.submitted', entity: 'payment', entityId: row.id, after: { reservationId: reservation.id, status: 'underReview', receiptFileId: file.id, amount: reservation.amount, currency: reservation.currency }, requestId });
    return paymentAnswerOf(tx, row.id);
  });
}
