import type { ReservationSummary } from '../../schemas/reservation';
import type { Database } from '../db/client';
import { emailNotices, recordNotice, type Notice } from '../notifications/notify';
import type { RequestViewer } from '../requests/request-scope';
import { createShipmentForReservation } from '../tracking/create-shipment-for-reservation';
import { recordReservationEvent } from '../webhooks/record-webhook-events';
import { reservationSummaryById } from './reservation-row';
import { lockReservation, moveReservation } from './reservation-transition';

/** Operations confirm a paid booking (paid → confirmed), audited, and its trackable shipment is created; the customer is notified. */
export async function confirmReservation(db: Database, viewer: RequestViewer, id: number, requestId?: string): Promise<ReservationSummary> {
  const notices: Notice[] = [];
  const summary = await db.transaction(async (tx) => {
    const reservation = await lockReservation(tx, viewer, id);
    await moveReservation(tx, { reservation, action: 'confirm', actor: 'operator', actorId: viewer.userId, requestId });
    await createShipmentForReservation(tx, { reservation, actorId: viewer.userId, requestId });
    await recordReservationEvent(tx, 'reservation.confirmed', id);
    notices.push(await recordNotice(tx, { userId: reservation.userId, kind: 'reservationConfirmed', params: { reference: reservation.reference ?? '' }, link: { to: 'reservationDetails', query: { id: String(id) } } }));
    return reservationSummaryById(tx, id);
  });
  await emailNotices(db, notices);
  return summary;
}
