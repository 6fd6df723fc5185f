import { and, desc, eq } from 'drizzle-orm';
import { nextReservationStatus, type ReservationAction } from '../../domain/reservation-state';
import type { MilestoneCode } from '../../domain/tracking';
import type { AddMilestoneBody } from '../../schemas/tracking';
import { ApiError } from '../api/errors';
import { writeAudit } from '../audit';
import type { Database } from '../db/client';
import { shipments, trackingMilestones } from '../db/schema';
import { emailNotices, recordNotice, type Notice } from '../notifications/notify';
import { deliverTrackingAlertsAfterCommit } from '../tracking-alerts/deliver-alerts';
import { queueMilestoneAlerts } from '../tracking-alerts/queue-shipment-alerts';
import { recordMilestoneEvents } from '../webhooks/record-webhook-events';
import type { RequestViewer } from '../requests/request-scope';
import { lockReservation, moveReservation, type Transaction } from '../reservations/reservation-transition';
import { lockShipment } from './lock-shipment';
import { publicTrackingCache } from './public-tracking-cache';

/** What a milestone write answers, and what the alert hook reads. */
const writtenColumns = { plannedAt: trackingMilestones.plannedAt, actualAt: trackingMilestones.actualAt, location: trackingMilestones.location, public: trackingMilestones.public };

/** How far in the future an "actual" time may lie (clock skew between systems), not more: for operations and carriers alike. */
export const ACTUAL_SKEW_MS = 60 * 60 * 1000;

/** The reservation moves an actual milestone makes: departure puts it in transit, delivery delivers it. */
const reservationMoves: Partial<Record<MilestoneCode, { actions: ReservationAction[]; notice: 'shipmentDeparted' | 'shipmentDelivered' }>> = {
  departed: { actions: ['depart'], notice: 'shipmentDeparted' },
  // A delivery reported before any departure still closes the booking: in transit first, then delivered.
  delivered: { actions: ['depart', 'deliver'], notice: 'shipmentDelivered' },
};

async function syncReservation(tx: Transaction, input: { reservationId: number; code: MilestoneCode; viewer: RequestViewer; reference: string; requestId?: string; now: Date }): Promise<{ status: string; notice: Notice | null }> {
  const reservation = await lockReservation(tx, null, input.reservationId);
  const move = reservationMoves[input.code];
  let moved = false;
  for (const action of move?.actions ?? []) {
    if (!nextReservationStatus(reservation.status, action, 'system').ok) continue;
    await moveReservation(tx, { reservation, action, actor: 'system', actorId: input.viewer.userId, audit: { milestone: input.code, shipment: input.reference }, requestId: input.requestId, now: input.now });
    moved = true;
  }
  if (!moved || !move) return { status: reservation.status, notice: null };
  const notice = await recordNotice(tx, {
    userId: reservation.userId,
    kind: move.notice,
    params: { reference: reservation.reference ?? input.reference },
    link: { to: 'trackYourFreight', query: { number: reservation.reference ?? input.reference } },
  });
  return { status: reservation.status, notice };
}

/**
 * Operations set one milestone of a shipment (named by any of its numbers): the milestone of that code
 * (a transshipment: of that place) is updated, or added; the shipment's last event moves to now; an
 * audit row in the same transaction. An actual departure or delivery moves its reservation (system
 * actor, audited) and notifies the customer, in-app now and by email after the commit; an actual, public arrival or
 * delivery mails the subscribers of its tracking alerts.
 */
export async function addMilestone(db: Database, viewer: RequestViewer, body: AddMilestoneBody & { source?: 'manual' | 'carrier' }, requestId?: string, now = new Date()) {
  const actualAt = body.actualAt ? new Date(body.actualAt) : undefined;
  const plannedAt = body.plannedAt ? new Date(body.plannedAt) : undefined;
  if (actualAt && actualAt.getTime() > now.getTime() + ACTUAL_SKEW_MS) {
    throw new ApiError(400, 'errors.validation', {}, [{ field: 'actualAt', code: 'tracking.time.actualInFuture' }]);
  }
  const notices: Notice[] = [];
  let shipmentId = 0;
  let alertsQueued = 0;
  const answer = await db.transaction(async (tx) => {
    const shipment = await lockShipment(tx, body.reference);
    shipmentId = shipment.id;
    const sameMilestone = and(
      eq(trackingMilestones.shipmentId, shipment.id),
      eq(trackingMilestones.code, body.code),
      ...(body.code === 'transshipment' && body.location ? [eq(trackingMilestones.location, body.location)] : []),
    );
    const [existing] = await tx
      .select({ id: trackingMilestones.id, location: trackingMilestones.location, plannedAt: trackingMilestones.plannedAt, actualAt: trackingMilestones.actualAt, public: trackingMilestones.public, note: trackingMilestones.note })
      .from(trackingMilestones)
      .where(sameMilestone)
      .orderBy(desc(trackingMilestones.id))
      .limit(1);
    // [E1] Who set it last: operations by hand, or a carrier's event (ingest-carrier-events.ts).
    const changes = {
      source: body.source ?? 'manual',
      ...(body.location !== undefined ? { location: body.location } : {}),
      ...(plannedAt ? { plannedAt } : {}),
      ...(actualAt ? { actualAt } : {}),
      ...(body.public !== undefined ? { public: body.public } : {}),
      ...(body.note !== undefined ? { note: body.note || null } : {}),
    };
    const [row] = existing
      ? await tx.update(trackingMilestones).set(changes).where(eq(trackingMilestones.id, existing.id)).returning(writtenColumns)
      : await tx
          .insert(trackingMilestones)
          .values({ shipmentId: shipment.id, code: body.code, createdBy: viewer.userId, ...changes })
          .returning(writtenColumns);
    // [E1] Subscribers' alerts (an actual, public arrival or delivery), written with the milestone, mailed after the commit.
    alertsQueued = await queueMilestoneAlerts(tx, { shipmentId: shipment.id, code: body.code, actualAt: row!.actualAt, location: row!.location, public: row!.public });
    // [E1] The company's webhooks: the milestone, and the delivery the first time it is actual.
    await recordMilestoneEvents(tx, { shipmentId: shipment.id, code: body.code, location: row!.location, plannedAt: row!.plannedAt, actualAt: row!.actualAt, source: changes.source, firstActual: Boolean(actualAt) && !existing?.actualAt });
    await tx.update(shipments).set({ lastEventAt: now, updatedAt: now }).where(eq(shipments.id, shipment.id));
    await writeAudit(tx, {
      actorId: viewer.userId,
      action: existing ? 'shipment.updateMilestone' : 'shipment.addMilestone',
      entity: 'shipment',
      entityId: shipment.id,
      before: existing ? { code: body.code, ...existing } : null,
      after: { code: body.code, reference: shipment.reference, ...changes },
      requestId,
    });
    let reservationStatus: string | null = null;
    if (shipment.reservationId !== null) {
      const synced = actualAt
        ? await syncReservation(tx, { reservationId: shipment.reservationId, code: body.code, viewer, reference: shipment.reference, requestId, now })
        : { status: (await lockReservation(tx, null, shipment.reservationId)).status, notice: null };
      reservationStatus = synced.status;
      if (synced.notice) notices.push(synced.notice);
    }
    return { reference: shipment.reference, code: body.code, plannedAt: row!.plannedAt?.toISOString() ?? null, actualAt: row!.actualAt?.toISOString() ?? null, reservationStatus };
  });
  publicTrackingCache().clear();
  await emailNotices(db, notices);
  // Only the alerts this change queued are mailed now (most milestones queue none); older ones are the sweep's.
  if (alertsQueued > 0) await deliverTrackingAlertsAfterCommit(db, shipmentId, requestId);
  return answer;
}
