import type { RouteKey } from '../../routes';
import type { MailRecord } from './mail-context';

/** The button of a mail's next step: which label (mail-texts.ts actions) and which page. */
export type MailActionKey = 'openRequest' | 'seeOffers' | 'makeReservation' | 'myReservations' | 'newSearch' | 'pay' | 'openReservation' | 'track';

export interface NextStep {
  action: MailActionKey;
  to: RouteKey;
  query?: Record<string, string>;
}

/**
 * Where a mail sends the customer next, from the record's state now (not from the event that caused the mail): a
 * quoted request to its offers, a booking awaiting payment to its payment, a confirmed or moving one to tracking,
 * a closed request to a new search. A shipment without a reservation has only its tracking page.
 */
export function nextStep(record: MailRecord): NextStep {
  if (record.entity === 'request') {
    const detail = { to: 'requestDetail' as const, query: { id: String(record.id) } };
    switch (record.status) {
      case 'submitted':
        return { action: 'openRequest', ...detail };
      case 'quoted':
        return { action: 'seeOffers', ...detail };
      case 'approved':
        return { action: 'makeReservation', ...detail };
      case 'converted':
        return { action: 'myReservations', to: 'reservations' };
      case 'rejected':
      case 'expired':
      case 'cancelled':
        return { action: 'newSearch', to: 'freightSearch' };
    }
  }
  const track: NextStep = { action: 'track', to: 'trackYourFreight', query: { number: record.reference } };
  if (record.id === null) return track;
  const detail = { to: 'reservationDetails' as const, query: { id: String(record.id) } };
  switch (record.status) {
    case 'awaitingPayment':
      return { action: 'pay', ...detail };
    case 'confirmed':
    case 'inTransit':
      return track;
    case 'paymentUnderReview':
    case 'paid':
    case 'delivered':
    case 'cancelled':
      return { action: 'openReservation', ...detail };
  }
}
