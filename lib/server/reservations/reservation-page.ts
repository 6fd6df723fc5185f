import { partiesEditable, type ReservationStatus } from '../../domain/reservation-state';
import type { ReservationDetail } from '../../schemas/reservation';
import { paymentGateway } from '../payments/gateway';
import { recordLoader } from '../requests/record-page';
import { getReservation } from './get-reservation';

export interface ReservationPageProps {
  reservation: ReservationDetail;
  /** The viewer is the reservation's customer and it can still change (parties, documents). */
  canEdit: boolean;
  /** The configured gateway runs in test mode (the sandbox): the card screen says so. */
  testMode: boolean;
}

/** The loader of the reservation screens (?id=): the reservation as its viewer may see it, or the 404 page. */
export const loadReservationPage = recordLoader<ReservationPageProps>(['id'], async ({ db, viewer, ids: [id] }) => {
  const reservation = await getReservation(db, viewer, id!);
  return { reservation, canEdit: reservation.asCustomer && partiesEditable(reservation.status as ReservationStatus), testMode: paymentGateway().testMode };
});
