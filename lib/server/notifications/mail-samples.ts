import { addDays, istanbulDay, istanbulDayStart } from '../../domain/business-date';
import { paymentReference } from '../../domain/payment-reference';
import type { Locale } from '../../routes';
import type { NotificationKind } from '../../schemas/notification';
import type { MailBookingRecord, MailContext, MailEvent, MailRequestRecord } from './mail-context';

const HOUR = 60 * 60 * 1000;

/** What an operator or a customer would have written, in the preview's language (their words are not translated). */
const sampleWords: Record<Locale, { refusal: string; cancellation: string }> = {
  tr: { refusal: 'Dekonttaki tutar rezervasyon tutarından 60 USD eksik.', cancellation: 'Yükleme bir sonraki aya ertelendi.' },
  en: { refusal: 'The receipt shows 60 USD less than the reservation amount.', cancellation: 'The loading was postponed to next month.' },
};

/**
 * A made-up but realistic context for each event, for the admin previews: a Mersin → New York FCL booking on an MSC
 * sailing (and the request it came from), at the state the event leaves it in, dated around `now`. No customer's data.
 */
export function sampleMailContext(kind: NotificationKind, locale: Locale, origin: string, now: Date): MailContext {
  const today = istanbulDay(now);
  /** An instant this many hours after today's start in Istanbul. */
  const at = (hours: number) => new Date(istanbulDayStart(today).getTime() + hours * HOUR).toISOString();
  const lane = { mode: 'SEA_FCL' as const, origin: 'Mersin', destination: 'New York', carrier: 'MSC' };
  const sailing = { vessel: 'MSC Aurora', voyageNumber: '248W', flightNumber: null, cutOffAt: at(6 * 24 + 17) };
  const request: MailRequestRecord = {
    entity: 'request',
    id: 318,
    reference: 'RQ-2026-000318',
    status: 'quoted',
    readyDate: addDays(today, 5),
    ...lane,
    carrier: null,
    vessel: null,
    voyageNumber: null,
    flightNumber: null,
    cutOffAt: null,
    departure: null,
    arrival: null,
    deliveredAt: null,
    offers: { count: 3, lowest: { total: { amount: 185_000, currency: 'USD' }, carrier: 'MSC', transitDays: 24, validUntil: addDays(today, 12) } },
  };
  const booking: MailBookingRecord = {
    entity: 'reservation',
    id: 142,
    reference: 'BK-2026-000142',
    status: 'awaitingPayment',
    ...lane,
    vessel: null,
    voyageNumber: null,
    flightNumber: null,
    cutOffAt: null,
    departure: { at: addDays(today, 9), actual: false },
    arrival: { at: addDays(today, 33), actual: false },
    deliveredAt: null,
    amount: { amount: 214_000, currency: 'USD' },
    paymentReference: paymentReference(142),
    paidBy: null,
  };
  const confirmed: MailBookingRecord = {
    ...booking,
    ...sailing,
    status: 'confirmed',
    departure: { at: at(8 * 24 + 20), actual: false },
    arrival: { at: at(32 * 24 + 8), actual: false },
    paidBy: { method: 'card', brand: 'Visa', last4: '4242' },
  };
  const sailed: MailBookingRecord = { ...confirmed, status: 'inTransit', cutOffAt: null, departure: { at: at(-10), actual: true } };
  const records: Record<NotificationKind, { record: MailContext['record']; event?: MailEvent }> = {
    requestQuoted: { record: request },
    reservationCreated: { record: booking, event: { amount: booking.amount ?? undefined } },
    paymentReceived: { record: { ...booking, status: 'paid', paidBy: { method: 'card', brand: 'Visa', last4: '4242' } }, event: { amount: booking.amount ?? undefined } },
    reservationConfirmed: { record: confirmed },
    transferRejected: { record: booking, event: { reason: sampleWords[locale].refusal } },
    shipmentDeparted: { record: sailed },
    shipmentDelivered: {
      record: { ...sailed, status: 'delivered', departure: { at: at(-26 * 24 + 20), actual: true }, arrival: { at: at(-3 * 24 + 9), actual: true }, deliveredAt: at(-14) },
    },
    shipmentEtaChanged: { record: { ...sailed, arrival: { at: at(35 * 24 + 8), actual: false } }, event: { previousEta: at(32 * 24 + 8), newEta: at(35 * 24 + 8), etaReason: 'portCongestion' } },
    reservationCancelled: {
      record: { ...booking, status: 'cancelled', paidBy: null },
      event: { reason: sampleWords[locale].cancellation, refund: 'card', amount: booking.amount ?? undefined },
    },
  };
  const { record, event = {} } = records[kind];
  return { kind, recipientName: 'Ayşe', origin, record, event, rememberedLocale: null };
}
