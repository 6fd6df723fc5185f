import { and, eq, sql } from 'drizzle-orm';
import { availableReservationActions, type ReservationStatus } from '../../domain/reservation-state';
import type { ReservationViewerRole } from '../../reservations/reservation-status-copy';
import type { ReservationDetail, ReservationParties } from '../../schemas/reservation';
import { notFound } from '../api/errors';
import type { Database } from '../db/client';
import { locationNames } from '../freight/location-names';
import { recordHistoryColumn, historyEntry } from '../audit/record-history';
import { jsonRows, jsonTimestamp } from '../db/json-subquery';
import { requestOffers, payments, reservations, uploadedFiles } from '../db/schema';
import { attachedFile, attachedFilesColumn } from '../files/attached-files-column';
import { bankAccountFor } from '../payments/bank-account';
import { requestActorOf, type RequestViewer } from '../requests/request-scope';
import { selectReservationSummaries, toReservationSummary } from './reservation-row';
import { visibleReservations } from './reservation-scope';

/** The payment columns anyone may see: brand and last four, never more of a card. */
export const paymentViewColumns = {
  id: payments.id,
  method: payments.method,
  status: payments.status,
  amount: payments.amount,
  currency: payments.currency,
  cardBrand: payments.cardBrand,
  cardLast4: payments.cardLast4,
  failureCode: payments.failureCode,
  rejectionReason: payments.rejectionReason,
  receiptFileId: payments.receiptFileId,
  createdAt: payments.createdAt,
};

export const toPaymentView = (row: { createdAt: Date } & Omit<ReservationDetail['payments'][number], 'createdAt'>) => ({ ...row, createdAt: row.createdAt.toISOString() });

/** A payment of paymentViewColumns as json_agg writes it. */
interface PaymentJson {
  id: number;
  method: PaymentView['method'];
  status: PaymentView['status'];
  amount: number;
  currency: string;
  card_brand: string | null;
  card_last4: string | null;
  failure_code: string | null;
  rejection_reason: string | null;
  receipt_file_id: string | null;
  created_at: string;
}
type PaymentView = ReservationDetail['payments'][number];

const paymentFromJson = (payment: PaymentJson): PaymentView => ({
  id: payment.id,
  method: payment.method,
  status: payment.status,
  amount: payment.amount,
  currency: payment.currency,
  cardBrand: payment.card_brand,
  cardLast4: payment.card_last4,
  failureCode: payment.failure_code,
  rejectionReason: payment.rejection_reason,
  receiptFileId: payment.receipt_file_id,
  createdAt: jsonTimestamp(payment.created_at),
});

/** As whom the viewer sees a reservation: its owner, a company admin of the owner's company, or operations. */
function viewerRoleOf(viewer: RequestViewer, actor: 'customer' | 'operator' | null, ownerId: string): ReservationViewerRole {
  if (actor !== 'customer') return 'staff';
  return ownerId === viewer.userId ? 'customer' : 'companyAdmin';
}

/** One reservation with its payments, documents and status history, if the viewer may see it (else 404). */
export async function getReservation(db: Database, viewer: RequestViewer, id: number): Promise<ReservationDetail> {
  const [row] = await selectReservationSummaries(db)
    .where(and(eq(reservations.id, id), visibleReservations(viewer)))
    .limit(1);
  if (!row) throw notFound('reservations.notFound');
  // The rest in one statement: the booked offer's carrier, and the lists as JSON columns of the reservation's row.
  const [extra] = await db
    .select({
      parties: reservations.parties,
      cargoDescription: reservations.cargoDescription,
      carrier: requestOffers.carrier,
      transitDays: requestOffers.transitDays,
      payments: jsonRows<PaymentJson>(db.select(paymentViewColumns).from(payments).where(eq(payments.reservationId, id)), sql`row_data.id`),
      documents: attachedFilesColumn(db, eq(uploadedFiles.reservationId, id)),
      history: recordHistoryColumn(db, 'reservation', id),
    })
    .from(reservations)
    .innerJoin(requestOffers, eq(requestOffers.id, reservations.offerId))
    .where(eq(reservations.id, id));
  const actor = requestActorOf(viewer, row);
  const names = await locationNames(db, [row.origin, row.destination]);
  return {
    ...toReservationSummary(row),
    originName: names[row.origin] ?? row.origin,
    destinationName: names[row.destination] ?? row.destination,
    parties: (extra?.parties ?? {}) as ReservationParties,
    cargoDescription: extra?.cargoDescription ?? '',
    carrier: extra?.carrier ?? '',
    transitDays: extra?.transitDays ?? 0,
    payments: (extra?.payments ?? []).map(paymentFromJson),
    documents: (extra?.documents ?? []).map(attachedFile),
    history: (extra?.history ?? []).map(historyEntry),
    bankAccount: bankAccountFor(row.currency),
    actions: actor ? availableReservationActions(row.status as ReservationStatus, actor) : [],
    asCustomer: actor === 'customer',
    viewerRole: viewerRoleOf(viewer, actor, row.userId),
  };
}
