import { eq } from 'drizzle-orm';
import type { ReservationSummary, WebhookEventData } from '../../schemas/webhook';
import type { Database } from '../db/client';
import { payments, reservations } from '../db/schema';
import { emitWebhookEvent, type WebhookEventInput } from './emit-webhook-event';

/**
 * [E1] The webhook events of the marketplace's changes, each written by the change's own transaction (call these
 * after the change, inside it): the record as it now is, in the payload shapes of lib/schemas/webhook.ts. A record
 * of no company emits nothing (webhooks are a company's).
 */

type Executor = Pick<Database, 'select' | 'insert' | 'execute'>;

async function reservationSubject(tx: Executor, reservationId: number): Promise<{ companyId: number | null; reservation: ReservationSummary }> {
  const [row] = await tx
    .select({
      id: reservations.id,
      reference: reservations.reference,
      requestId: reservations.requestId,
      status: reservations.status,
      amount: reservations.amount,
      currency: reservations.currency,
      paymentReference: reservations.paymentReference,
      companyId: reservations.companyId,
    })
    .from(reservations)
    .where(eq(reservations.id, reservationId));
  if (!row) throw new Error(`reservation ${reservationId} not found`);
  return {
    companyId: row.companyId,
    reservation: { id: row.id, reference: row.reference ?? '', requestId: row.requestId, status: row.status, total: { amount: row.amount, currency: row.currency }, paymentReference: row.paymentReference },
  };
}

/** `request.quoted`: operations added offers to a request (the offers added, with their totals). */
export async function recordRequestQuoted(tx: Executor, input: { companyId: number | null } & WebhookEventData['request.quoted']): Promise<void> {
  const { companyId, ...data } = input;
  await emitWebhookEvent(tx, { companyId, type: 'request.quoted', data });
}

/** `reservation.created` or `reservation.confirmed`. */
export async function recordReservationEvent(tx: Executor, type: 'reservation.created' | 'reservation.confirmed', reservationId: number): Promise<void> {
  const { companyId, reservation } = await reservationSubject(tx, reservationId);
  await emitWebhookEvent(tx, { companyId, type, data: { reservation } });
}

/** `payment.received` (a card charged, a transfer confirmed) or `payment.refused` (a card declined, a transfer receipt rejected). */
export async function recordPaymentEvent(tx: Executor, type: 'payment.received' | 'payment.refused', paymentId: number): Promise<void> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) throw new Error(`payment ${paymentId} not found`);
  const { companyId, reservation } = await reservationSubject(tx, payment.reservationId);
  const common = { id: payment.id, method: payment.method, status: payment.status, total: { amount: payment.amount, currency: payment.currency } };
  if (type === 'payment.received') await emitWebhookEvent(tx, { companyId, type, data: { reservation, payment: common } });
  else await emitWebhookEvent(tx, { companyId, type, data: { reservation, payment: { ...common, reason: payment.failureCode ?? payment.rejectionReason ?? null } } });
}

/** A shipment as it is at the moment of one of its events (its ETA then), with what a payload names of it. */
export interface ShipmentAtEvent {
  id: number;
  companyId: number | null;
  reference: string;
  reservationId: number | null;
  mode: string;
  origin: string;
  destination: string;
  carrier: string;
  eta: Date;
  billOfLading: string | null;
  airWaybill: string | null;
  containers: string[];
}

type ShipmentEventType = 'shipment.milestone' | 'shipment.delivered' | 'shipment.eta_changed';

/** An event about a shipment: its payload's data but the shipment, which is filled in as the payloads name it. */
export type ShipmentEvent = { [T in ShipmentEventType]: { shipment: ShipmentAtEvent; type: T; data: Omit<WebhookEventData[T], 'shipment'> } }[ShipmentEventType];

/** The webhook events of a set of tracking changes, in their order, each naming its shipment as the payloads do. */
export function shipmentEventInputs(events: readonly ShipmentEvent[]): WebhookEventInput[] {
  return events.map(({ shipment, type, data }) => ({
    companyId: shipment.companyId,
    type,
    data: {
      ...data,
      shipment: {
        reference: shipment.reference,
        reservationId: shipment.reservationId,
        mode: shipment.mode,
        origin: shipment.origin,
        destination: shipment.destination,
        carrier: shipment.carrier,
        eta: shipment.eta.toISOString(),
        containers: shipment.containers,
        billOfLading: shipment.billOfLading,
        airWaybill: shipment.airWaybill,
      },
    } as WebhookEventData[typeof type],
  }));
}
