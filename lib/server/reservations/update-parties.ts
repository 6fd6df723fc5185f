import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { partiesEditable } from '../../domain/reservation-state';
import type { ReservationSummary, updatePartiesBody } from '../../schemas/reservation';
import { ApiError } from '../api/errors';
import { writeAudit } from '../audit';
import type { Database } from '../db/client';
import { reservations } from '../db/schema';
import { isCustomerOf, type RequestViewer } from '../requests/request-scope';
import { reservationSummaryById } from './reservation-row';
import { lockReservation } from './reservation-transition';

/** The customer (owner or company admin) fills in the parties and cargo until the booking is confirmed (409 after). */
export async function updateParties(db: Database, viewer: RequestViewer, body: z.output<typeof updatePartiesBody>, requestId?: string): Promise<ReservationSummary> {
  return db.transaction(async (tx) => {
    const reservation = await lockReservation(tx, viewer, body.id);
    if (!isCustomerOf(viewer, reservation)) throw new ApiError(403, 'reservations.transition.notAllowed', { action: 'updateParties' });
    if (!partiesEditable(reservation.status)) throw new ApiError(409, 'reservations.partiesLocked', { status: reservation.status });
    const set = { parties: body.parties, ...(body.cargoDescription === undefined ? {} : { cargoDescription: body.cargoDescription }), updatedAt: new Date() };
    await tx.update(reservations).set(set).where(eq(reservations.id, body.id));
    await writeAudit(tx, { actorId: viewer.userId, action: 'reservation.updateParties', entity: 'reservation', entityId: body.id, after: { parties: body.parties, cargoDescription: body.cargoDescription }, requestId });
    return reservationSummaryById(tx, body.id);
  });
}
