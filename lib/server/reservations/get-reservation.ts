import { and, asc, eq } from 'drizzle-orm';
import { availableReservationActions, type ReservationStatus } from '../../domain/reservation-state';
import type { ReservationViewerRole } from '../../reservations/reservation-status-copy';
import type { ReservationDetail, ReservationParties } from '../../schemas/reservation';
import { notFound } from '../api/errors';
import type { Database } from '../db/client';
import { locationNames } from '../freight/location-names';
import { auditLog, requestOffers, payments, reservations, uploadedFiles } from '../db/schema';
import { bankAccountFor } from '../payments/bank-account';
import { requestActorOf, type RequestViewer } from '../requests/request-scope';
import { selectReservationSummaries, toReservationSummary } from './reservation-row';
import { visibleReservations } from './reservation-scope';

const stateOf = (value: unknown): string | null => {
  const status = (value as { status?: unknown } | null)?.status;
  return typeof status === 'string' ? status : null;
};

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
  const [extra] = await db
    .select({ parties: reservations.parties, cargoDescription: reservations.cargoDescription, carrier: requestOffers.carrier, transitDays: requestOffers.transitDays })
    .from(reservations)
    .innerJoin(requestOffers, eq(requestOffers.id, reservations.offerId))
    .where(eq(reservations.id, id));
  const paymentRows = await db.select(paymentViewColumns).from(payments).where(eq(payments.reservationId, id)).orderBy(asc(payments.id));
  const documents = await db
    .select({ id: uploadedFiles.id, fileName: uploadedFiles.fileName, mediaType: uploadedFiles.mediaType, sizeBytes: uploadedFiles.sizeBytes })
    .from(uploadedFiles)
    .where(eq(uploadedFiles.reservationId, id))
    .orderBy(asc(uploadedFiles.createdAt));
  const history = await db
    .select({ at: auditLog.createdAt, action: auditLog.action, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'reservation'), eq(auditLog.entityId, String(id))))
    .orderBy(asc(auditLog.id));
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
    payments: paymentRows.map(toPaymentView),
    documents,
    history: history.map((entry) => ({ at: entry.at.toISOString(), action: entry.action, from: stateOf(entry.before), to: stateOf(entry.after) })),
    bankAccount: bankAccountFor(row.currency),
    actions: actor ? availableReservationActions(row.status as ReservationStatus, actor) : [],
    asCustomer: actor === 'customer',
    viewerRole: viewerRoleOf(viewer, actor, row.userId),
  };
}
