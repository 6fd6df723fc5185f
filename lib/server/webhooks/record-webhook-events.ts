import { eq, sql } from 'drizzle-orm';
import type { EtaChangeReason, MilestoneCode } from '../../domain/tracking';
import type { ReservationSummary, ShipmentSummary, WebhookEventData } from '../../schemas/webhook';
import type { Database } from '../db/client';
import { payments, reservations, shipments } from '../db/schema';
import { emitWebhookEvent } from './emit-webhook-event';

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

/** The shipment as a payload names it, its containers with it (one statement: it runs inside every tracking change). */
async function shipmentSubject(tx: Executor, shipmentId: number): Promise<{ companyId: number | null; shipment: ShipmentSummary }> {
  const [row] = await tx
    .select({
      companyId: shipments.companyId,
      reference: shipments.reference,
      reservationId: shipments.reservationId,
      mode: shipments.mode,
      origin: shipments.origin,
      destination: shipments.destination,
      carrier: shipments.carrier,
      eta: shipments.eta,
      billOfLading: shipments.billOfLading,
      airWaybill: shipments.airWaybill,
      // Written out qualified: drizzle names a one-table select's columns bare, and a bare "id" in here is the container's.
      containers: sql<string[]>`coalesce((select json_agg(c.container_number order by c.id) from shipment_containers c where c.shipment_id = shipments.id), '[]'::json)`,
    })
    .from(shipments)
    .where(eq(shipments.id, shipmentId));
  if (!row) throw new Error(`shipment ${shipmentId} not found`);
  return {
    companyId: row.companyId,
    shipment: {
      reference: row.reference,
      reservationId: row.reservationId,
      mode: row.mode,
      origin: row.origin,
      destination: row.destination,
      carrier: row.carrier,
      eta: row.eta.toISOString(),
      containers: row.containers,
      billOfLading: row.billOfLading,
      airWaybill: row.airWaybill,
    },
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

/**
 * A milestone as written: `shipment.milestone`, and `shipment.delivered` when it is the first actual delivery.
 */
export async function recordMilestoneEvents(
  tx: Executor,
  input: { shipmentId: number; code: MilestoneCode; location: string | null; plannedAt: Date | null; actualAt: Date | null; source: 'manual' | 'carrier'; firstActual: boolean },
): Promise<void> {
  const { companyId, shipment } = await shipmentSubject(tx, input.shipmentId);
  const milestone = { code: input.code, location: input.location, plannedAt: input.plannedAt?.toISOString() ?? null, actualAt: input.actualAt?.toISOString() ?? null, source: input.source };
  await emitWebhookEvent(tx, { companyId, type: 'shipment.milestone', data: { shipment, milestone } });
  if (input.code === 'delivered' && input.actualAt && input.firstActual) {
    await emitWebhookEvent(tx, { companyId, type: 'shipment.delivered', data: { shipment, deliveredAt: input.actualAt.toISOString(), location: input.location } });
  }
}

/** `shipment.eta_changed`: the ETA moved (by operations, or a carrier's estimate). */
export async function recordEtaChanged(tx: Executor, input: { shipmentId: number; previousEta: Date; newEta: Date; reason: EtaChangeReason }): Promise<void> {
  const { companyId, shipment } = await shipmentSubject(tx, input.shipmentId);
  await emitWebhookEvent(tx, { companyId, type: 'shipment.eta_changed', data: { shipment, previousEta: input.previousEta.toISOString(), newEta: input.newEta.toISOString(), reason: input.reason } });
}
