import type { Money } from '../../domain/money';
import type { TransportMode } from '../../domain/pricing';
import type { RequestStatus } from '../../domain/request-state';
import type { ReservationStatus } from '../../domain/reservation-state';
import type { EtaChangeReason } from '../../domain/tracking';
import type { NotificationKind } from '../../schemas/notification';
import type { Locale } from '../../routes';

/** A departure or an arrival: a calendar day (YYYY-MM-DD, as an offer plans it) or an instant (ISO), planned or done. */
export interface MailMoment {
  at: string;
  actual: boolean;
}

/** The shipment part of a record, as far as it is known (each field null until it is). */
export interface MailVoyage {
  mode: TransportMode | null;
  /** Place names, never codes: "Mersin", "New York". */
  origin: string | null;
  destination: string | null;
  carrier: string | null;
  vessel: string | null;
  voyageNumber: string | null;
  flightNumber: string | null;
  /** The sailing's cargo cut-off (ISO instant), when the shipment sails on a voyage of the ship program. */
  cutOffAt: string | null;
  departure: MailMoment | null;
  arrival: MailMoment | null;
  /** When the cargo was handed over (ISO instant), once it was. */
  deliveredAt: string | null;
}

/** A quote request as its mails tell it. */
export interface MailRequestRecord extends MailVoyage {
  entity: 'request';
  id: number;
  reference: string;
  status: RequestStatus;
  /** The day the cargo is ready (YYYY-MM-DD). */
  readyDate: string;
  /** The offers the customer may approve today: how many, and the lowest (compared in TRY). */
  offers: { count: number; lowest: { total: Money; carrier: string; transitDays: number; validUntil: string } | null };
}

/** A reservation (or a shipment booked outside the marketplace, which has no account page) as its mails tell it. */
export interface MailBookingRecord extends MailVoyage {
  entity: 'reservation' | 'shipment';
  /** The reservation's id (its account page); null for a shipment without a reservation. */
  id: number | null;
  reference: string;
  /** The reservation's status; a shipment without one: booked (confirmed), in transit or delivered by its milestones. */
  status: ReservationStatus;
  amount: Money | null;
  /** What a bank transfer quotes in its description. */
  paymentReference: string | null;
  /** How it was paid, once a payment succeeded. */
  paidBy: { method: 'card'; brand: string | null; last4: string | null } | { method: 'transfer' } | null;
}

export type MailRecord = MailRequestRecord | MailBookingRecord;

/** What the event itself says beyond the record: the notice's own facts. */
export interface MailEvent {
  /** Why a transfer receipt was refused or a reservation cancelled, as the person wrote it. */
  reason?: string;
  /** How a cancelled reservation's money comes back. */
  refund?: 'card' | 'transfer' | 'none';
  /** The amount this event moved (a payment, a refund). */
  amount?: Money;
  /** Why the ETA moved, from when and to when (ISO instants). */
  etaReason?: EtaChangeReason;
  previousEta?: string;
  newEta?: string;
}

/**
 * Everything one notification mail says, loaded when it is sent (lib/server/notifications/load-mail-context.ts)
 * or made up for a preview (mail-samples.ts): the renderer (templates.ts) is a pure function of it and a language.
 */
export interface MailContext {
  kind: NotificationKind;
  /** The reader's first name for the greeting, if the profile has one. */
  recipientName: string | null;
  /** The origin its links point to (lib/server/mail/public-origin.ts). */
  origin: string;
  record: MailRecord;
  event: MailEvent;
  /** The language the customer last acted in on this record, if remembered; else the mail goes out in the profile's. */
  rememberedLocale: Locale | null;
}
