import { and, eq } from 'drizzle-orm';
import { nextReservationStatus, type ReservationAction, type ReservationActor, type ReservationStatus } from '../../domain/reservation-state';
import { ApiError, notFound } from '../api/errors';
import { writeAudit } from '../audit';
import type { Transaction } from '../db/client';
import { reservations } from '../db/schema';
import type { RequestViewer } from '../requests/request-scope';
import { visibleReservations } from './reservation-scope';

export type { Transaction } from '../db/client';

/** The locked row a reservation change works on. */
export interface LockedReservation {
  id: number;
  reference: string | null;
  userId: string;
  companyId: number | null;
  status: ReservationStatus;
  amount: number;
  currency: string;
  paymentReference: string;
}

/** 409 naming the reservation's state and the action tried, both translated. */
export const reservationWrongState = (status: ReservationStatus, action: ReservationAction) => new ApiError(409, 'reservations.transition.wrongState', { status, action });

/** Locks a reservation (FOR UPDATE) inside the viewer's visibility, or 404. */
export async function lockReservation(tx: Transaction, viewer: RequestViewer | null, id: number): Promise<LockedReservation> {
  const [row] = await tx
    .select({
      id: reservations.id,
      reference: reservations.reference,
      userId: reservations.userId,
      companyId: reservations.companyId,
      status: reservations.status,
      amount: reservations.amount,
      currency: reservations.currency,
      paymentReference: reservations.paymentReference,
    })
    .from(reservations)
    .where(viewer ? and(eq(reservations.id, id), visibleReservations(viewer)) : eq(reservations.id, id))
    .for('update');
  if (!row) throw notFound('reservations.notFound');
  return { ...row, status: row.status as ReservationStatus };
}

/**
 * One move of lib/domain/reservation-state.ts on a locked row: asks the state machine (403 / 409), sets
 * the status and writes the audit row (who, from, to, and what the caller adds) in the caller's transaction.
 */
export async function moveReservation(
  tx: Transaction,
  input: { reservation: LockedReservation; action: ReservationAction; actor: ReservationActor; actorId: string | null; audit?: Record<string, unknown>; requestId?: string; now?: Date },
): Promise<ReservationStatus> {
  const { reservation, action, actor, now = new Date() } = input;
  const next = nextReservationStatus(reservation.status, action, actor);
  if (!next.ok) throw next.reason === 'notAllowed' ? new ApiError(403, 'reservations.transition.notAllowed', { action }) : reservationWrongState(reservation.status, action);
  await tx.update(reservations).set({ status: next.to, updatedAt: now }).where(eq(reservations.id, reservation.id));
  await writeAudit(tx, {
    actorId: input.actorId,
    action: `reservation.${action}`,
    entity: 'reservation',
    entityId: reservation.id,
    before: { status: reservation.status },
    after: { status: next.to, actor, ...input.audit },
    requestId: input.requestId,
  });
  reservation.status = next.to;
  return next.to;
}
