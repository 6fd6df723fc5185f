import { and, desc, eq, inArray } from 'drizzle-orm';
import { addDays, istanbulDay } from '../../domain/business-date';
import type { TransportMode } from '../../domain/pricing';
import type { ReservationStatus } from '../../domain/reservation-state';
import { etaChangeReasons, type EtaChangeReason } from '../../domain/tracking';
import type { Locale } from '../../routes';
import type { Database } from '../db/client';
import { payments, requestOffers, requests, reservations, shipmentEtaChanges, shipments, trackingMilestones, voyages } from '../db/schema';
import { locationNames } from '../freight/location-names';
import { selectReservationSummaries } from '../reservations/reservation-row';
import { findShipment, shipmentColumns } from '../tracking/find-shipment';
import type { MailBookingRecord, MailContext, MailEvent, MailRecord, MailRequestRecord, MailVoyage } from './mail-context';
import type { Notice } from './notify';

/** The record a notice is about, read from its link: the page it opens names it. */
export type MailSubject = { entity: 'request'; id: number } | { entity: 'reservation'; id: number } | { entity: 'shipment'; reference: string };

export function mailSubjectOf(link: Notice['link']): MailSubject {
  const id = Number(link.query?.id);
  if (link.to === 'requestDetail' && Number.isSafeInteger(id)) return { entity: 'request', id };
  if (link.to === 'reservationDetails' && Number.isSafeInteger(id)) return { entity: 'reservation', id };
  if (link.to === 'trackYourFreight' && link.query?.number) return { entity: 'shipment', reference: link.query.number };
  throw new Error(`a notice's link names no request, reservation or shipment (${link.to})`);
}

type Loaded = { record: MailRecord; rememberedLocale: Locale | null; shipmentId: number | null };

const noVoyage = { carrier: null, vessel: null, voyageNumber: null, flightNumber: null, cutOffAt: null, departure: null, arrival: null, deliveredAt: null } satisfies Partial<MailVoyage>;

async function placeNames(db: Database, origin: string, destination: string): Promise<{ origin: string; destination: string }> {
  const names = await locationNames(db, [origin, destination]);
  return { origin: names[origin] ?? origin, destination: names[destination] ?? destination };
}

/** A request with the offers its customer may approve today (not withdrawn, still valid), the lowest compared in TRY. */
async function loadRequest(db: Database, id: number, now: Date): Promise<Loaded> {
  const [row] = await db
    .select({ id: requests.id, reference: requests.reference, status: requests.status, mode: requests.mode, origin: requests.origin, destination: requests.destination, readyDate: requests.readyDate, locale: requests.locale })
    .from(requests)
    .where(eq(requests.id, id));
  if (!row) throw new Error(`no request ${id}`);
  const today = istanbulDay(now);
  const offers = (
    await db
      .select({ carrier: requestOffers.carrier, transitDays: requestOffers.transitDays, validUntil: requestOffers.validUntil, amount: requestOffers.totalAmount, currency: requestOffers.currency, offer: requestOffers.offer })
      .from(requestOffers)
      .where(and(eq(requestOffers.requestId, id), eq(requestOffers.withdrawn, false)))
  ).filter((offer) => offer.validUntil >= today);
  const lowest = offers.reduce<(typeof offers)[number] | null>((best, offer) => (!best || offer.offer.totals.TRY.amount < best.offer.totals.TRY.amount ? offer : best), null);
  const record: MailRequestRecord = {
    entity: 'request',
    id: row.id,
    reference: row.reference ?? '',
    status: row.status,
    readyDate: row.readyDate,
    mode: row.mode,
    ...(await placeNames(db, row.origin, row.destination)),
    ...noVoyage,
    offers: {
      count: offers.length,
      lowest: lowest && { total: { amount: lowest.amount, currency: lowest.currency }, carrier: lowest.carrier, transitDays: lowest.transitDays, validUntil: lowest.validUntil },
    },
  };
  return { record, rememberedLocale: row.locale ?? null, shipmentId: null };
}

type ShipmentRow = { [K in keyof typeof shipmentColumns]: (typeof shipments.$inferSelect)[K] };

/**
 * What a shipment knows of its voyage: carrier, vessel and voyage or flight, the sailing's cut-off (when it sails on
 * a voyage of the ship program), departure (done, or planned), arrival (done, or the current ETA) and delivery.
 */
async function shipmentVoyage(db: Database, shipment: ShipmentRow): Promise<Omit<MailVoyage, 'mode' | 'origin' | 'destination'>> {
  const milestones = await db
    .select({ code: trackingMilestones.code, plannedAt: trackingMilestones.plannedAt, actualAt: trackingMilestones.actualAt })
    .from(trackingMilestones)
    .where(and(eq(trackingMilestones.shipmentId, shipment.id), inArray(trackingMilestones.code, ['departed', 'arrived', 'delivered'])));
  const find = (code: string) => milestones.find((milestone) => milestone.code === code);
  const departed = find('departed');
  const arrived = find('arrived')?.actualAt;
  const [sailing] =
    shipment.vessel && shipment.voyageNumber
      ? await db
          .select({ cutOffAt: voyages.cutOffAt })
          .from(voyages)
          .where(and(eq(voyages.carrier, shipment.carrier), eq(voyages.voyageNumber, shipment.voyageNumber), eq(voyages.pol, shipment.origin), eq(voyages.pod, shipment.destination)))
          .limit(1)
      : [];
  const departedAt = departed?.actualAt ?? departed?.plannedAt;
  return {
    carrier: shipment.carrier,
    vessel: shipment.vessel,
    voyageNumber: shipment.voyageNumber,
    flightNumber: shipment.flightNumber,
    cutOffAt: sailing?.cutOffAt.toISOString() ?? null,
    departure: departedAt ? { at: departedAt.toISOString(), actual: Boolean(departed?.actualAt) } : null,
    arrival: arrived ? { at: arrived.toISOString(), actual: true } : { at: shipment.eta.toISOString(), actual: false },
    deliveredAt: find('delivered')?.actualAt?.toISOString() ?? null,
  };
}

/**
 * A reservation: its request's places and mode, the approved offer's carrier, its shipment's voyage once operations
 * confirmed it (before that, the offer's planned departure and arrival, while that departure is still ahead), the
 * amount and how it was paid.
 */
async function loadReservation(db: Database, id: number, now: Date): Promise<Loaded> {
  const [summary] = await selectReservationSummaries(db).where(eq(reservations.id, id));
  const [row] = await db
    .select({ locale: reservations.locale, requestLocale: requests.locale, carrier: requestOffers.carrier, transitDays: requestOffers.transitDays, offer: requestOffers.offer })
    .from(reservations)
    .innerJoin(requests, eq(requests.id, reservations.requestId))
    .innerJoin(requestOffers, eq(requestOffers.id, reservations.offerId))
    .where(eq(reservations.id, id));
  if (!summary || !row) throw new Error(`no reservation ${id}`);
  const [shipment] = await db.select(shipmentColumns).from(shipments).where(eq(shipments.reservationId, id));
  const [paid] = await db
    .select({ method: payments.method, brand: payments.cardBrand, last4: payments.cardLast4 })
    .from(payments)
    .where(and(eq(payments.reservationId, id), eq(payments.status, 'succeeded')))
    .orderBy(desc(payments.id))
    .limit(1);
  const departure = row.offer.departure && row.offer.departure >= istanbulDay(now) ? row.offer.departure : null;
  const planned = {
    ...noVoyage,
    carrier: row.carrier,
    departure: departure ? { at: departure, actual: false } : null,
    arrival: departure ? { at: addDays(departure, row.transitDays), actual: false } : null,
  };
  const record: MailBookingRecord = {
    entity: 'reservation',
    id: summary.id,
    reference: summary.reference ?? '',
    status: summary.status as ReservationStatus,
    mode: summary.mode,
    ...(await placeNames(db, summary.origin, summary.destination)),
    ...(shipment ? await shipmentVoyage(db, shipment) : planned),
    amount: { amount: summary.amount, currency: summary.currency },
    paymentReference: summary.paymentReference,
    paidBy: !paid ? null : paid.method === 'card' ? { method: 'card', brand: paid.brand, last4: paid.last4 } : { method: 'transfer' },
  };
  return { record, rememberedLocale: row.locale ?? row.requestLocale ?? null, shipmentId: shipment?.id ?? null };
}

/** A shipment: its reservation's record when it has one; else what the shipment alone knows (no amount, no account page). */
async function loadShipment(db: Database, reference: string, now: Date): Promise<Loaded> {
  const shipment = await findShipment(db, { kind: 'booking', number: reference });
  if (!shipment) throw new Error(`no shipment ${reference}`);
  if (shipment.reservationId !== null) return loadReservation(db, shipment.reservationId, now);
  const voyage = await shipmentVoyage(db, shipment);
  const status: ReservationStatus = voyage.deliveredAt ? 'delivered' : voyage.departure?.actual ? 'inTransit' : 'confirmed';
  const record: MailBookingRecord = {
    entity: 'shipment',
    id: null,
    reference: shipment.reference,
    status,
    mode: shipment.mode as TransportMode,
    ...(await placeNames(db, shipment.origin, shipment.destination)),
    ...voyage,
    amount: null,
    paymentReference: null,
    paidBy: null,
  };
  return { record, rememberedLocale: null, shipmentId: shipment.id };
}

type EtaMove = Pick<MailEvent, 'previousEta' | 'newEta' | 'etaReason'>;

/** An ETA move from when to when, with its reason when it is one the mails name. */
const etaMove = (previousEta: string, newEta: string, reason: unknown): EtaMove => ({
  previousEta,
  newEta,
  ...((etaChangeReasons as readonly unknown[]).includes(reason) ? { etaReason: reason as EtaChangeReason } : {}),
});

/** The latest move of a shipment's ETA. */
async function latestEtaChange(db: Database, shipmentId: number): Promise<EtaMove> {
  const [change] = await db
    .select({ previousEta: shipmentEtaChanges.previousEta, newEta: shipmentEtaChanges.newEta, reason: shipmentEtaChanges.reason })
    .from(shipmentEtaChanges)
    .where(eq(shipmentEtaChanges.shipmentId, shipmentId))
    .orderBy(desc(shipmentEtaChanges.changedAt), desc(shipmentEtaChanges.id))
    .limit(1);
  return change ? etaMove(change.previousEta.toISOString(), change.newEta.toISOString(), change.reason) : {};
}

/**
 * The move an ETA notice was made for, as its own parameters keep it (a later move may be stored by the time its mail
 * is sent); none for a notice from before they kept it.
 */
function etaMoveOf({ previousEta, newEta, reason }: Notice['params']): EtaMove | null {
  return typeof previousEta === 'string' && typeof newEta === 'string' ? etaMove(previousEta, newEta, reason) : null;
}

const refunds = ['card', 'transfer', 'none'] as const;

/**
 * The context a notice's mail is rendered from, read when it is sent: the record its link names as it is now, the
 * language the customer last acted in on it, and the event's own facts (the notice's reason, refund and amount; an
 * ETA move's previous date and reason from the shipment's history).
 */
export async function loadMailContext(db: Database, notice: Notice, input: { origin: string; recipientName: string | null; now?: Date }): Promise<MailContext> {
  const now = input.now ?? new Date();
  const subject = mailSubjectOf(notice.link);
  const loaded = subject.entity === 'request' ? await loadRequest(db, subject.id, now) : subject.entity === 'reservation' ? await loadReservation(db, subject.id, now) : await loadShipment(db, subject.reference, now);
  const { params } = notice;
  const money = notice.money?.amount;
  const event: MailEvent =
    notice.kind === 'shipmentEtaChanged'
      ? loaded.shipmentId === null
        ? {}
        : (etaMoveOf(params) ?? (await latestEtaChange(db, loaded.shipmentId)))
      : {
          ...(typeof params.reason === 'string' && params.reason ? { reason: params.reason } : {}),
          ...(refunds.includes(params.refund as (typeof refunds)[number]) ? { refund: params.refund as (typeof refunds)[number] } : {}),
          ...(money ? { amount: { amount: money[0], currency: money[1] } } : {}),
        };
  return { kind: notice.kind, recipientName: input.recipientName, origin: input.origin, record: loaded.record, event, rememberedLocale: loaded.rememberedLocale };
}
