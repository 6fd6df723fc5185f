import { and, desc, eq, sql } from 'drizzle-orm';
import { istanbulDay } from '../../domain/business-date';
import { delayDays } from '../../domain/tracking-view';
import type { EtaChangeReason } from '../../domain/tracking';
import type { UpdateEtaBody } from '../../schemas/tracking';
import { writeAudit } from '../audit';
import type { Database } from '../db/client';
import { notifications, shipmentEtaChanges, shipments } from '../db/schema';
import { emailNotices, recordNotice, type Notice } from '../notifications/notify';
import { deliverTrackingAlertsAfterCommit } from '../tracking-alerts/deliver-alerts';
import { queueEtaAlerts } from '../tracking-alerts/queue-shipment-alerts';
import { recordEtaChanged } from '../webhooks/record-webhook-events';
import type { RequestViewer } from '../requests/request-scope';
import type { Transaction } from '../reservations/reservation-transition';
import type { ShipmentRow } from './find-shipment';
import { lockShipment } from './lock-shipment';
import { publicTrackingCache } from './public-tracking-cache';

/**
 * [E1] Whether the shipment's owner is told of an ETA move: always when operations move it (a decision, with its
 * reason); a carrier's estimate only when it changes the arrival day (Istanbul) the owner was last told of (their last
 * ETA notice's, else the planned arrival's), so a carrier re-estimating every few hours does not notify and mail them
 * each time. The tracking page shows every move either way.
 */
async function ownerIsTold(tx: Transaction, shipment: ShipmentRow, reason: EtaChangeReason, eta: Date): Promise<boolean> {
  if (!shipment.userId) return false;
  if (reason !== 'carrierUpdate') return true;
  const [last] = await tx
    .select({ day: sql<string>`${notifications.params} ->> 'eta'` })
    .from(notifications)
    .where(and(eq(notifications.userId, shipment.userId), eq(notifications.kind, 'shipmentEtaChanged'), sql`${notifications.params} ->> 'reference' = ${shipment.reference}`))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(1);
  return istanbulDay(eta) !== (last?.day ?? istanbulDay(shipment.plannedEta));
}

/**
 * Operations (or a carrier's estimate) move a shipment's ETA with a reason: a shipment_eta_changes row, the new ETA,
 * the last event now, an audit row, all in one transaction; the owner is notified (in-app, and by email in their
 * language after the commit) as ownerIsTold says; subscribers of its tracking alerts are mailed a move of more than
 * 12 hours.
 */
export async function updateEta(db: Database, viewer: RequestViewer, body: Omit<UpdateEtaBody, 'reason'> & { reason: EtaChangeReason }, requestId?: string, now = new Date()) {
  const eta = new Date(body.eta);
  const notices: Notice[] = [];
  let shipmentId = 0;
  let alertsQueued = 0;
  const answer = await db.transaction(async (tx) => {
    const shipment = await lockShipment(tx, body.reference);
    shipmentId = shipment.id;
    const [change] = await tx
      .insert(shipmentEtaChanges)
      .values({ shipmentId: shipment.id, previousEta: shipment.eta, newEta: eta, reason: body.reason, note: body.note || null, createdBy: viewer.userId, changedAt: now })
      .returning({ id: shipmentEtaChanges.id });
    // [E1] Subscribers' alerts (more than 12 hours from the ETA they last knew), written with the change, mailed after the commit.
    alertsQueued = await queueEtaAlerts(tx, { shipmentId: shipment.id, changeId: change!.id, newEta: eta });
    await tx.update(shipments).set({ eta, lastEventAt: now, updatedAt: now }).where(eq(shipments.id, shipment.id));
    await recordEtaChanged(tx, { shipmentId: shipment.id, previousEta: shipment.eta, newEta: eta, reason: body.reason });
    await writeAudit(tx, {
      actorId: viewer.userId,
      action: 'shipment.updateEta',
      entity: 'shipment',
      entityId: shipment.id,
      before: { eta: shipment.eta.toISOString() },
      after: { eta: eta.toISOString(), reason: body.reason, note: body.note ?? null, reference: shipment.reference },
      requestId,
    });
    if (shipment.userId && (await ownerIsTold(tx, shipment, body.reason, eta))) {
      notices.push(
        await recordNotice(tx, {
          userId: shipment.userId,
          kind: 'shipmentEtaChanged',
          params: { reference: shipment.reference, eta: istanbulDay(eta), reason: body.reason },
          link: { to: 'trackYourFreight', query: { number: shipment.reference } },
        }),
      );
    }
    return { reference: shipment.reference, eta: eta.toISOString(), previousEta: shipment.eta.toISOString(), delayDays: delayDays(shipment.plannedEta, eta) };
  });
  publicTrackingCache().clear();
  await emailNotices(db, notices);
  // Only the alerts this move queued are mailed now; older ones are the sweep's.
  if (alertsQueued > 0) await deliverTrackingAlertsAfterCommit(db, shipmentId, requestId);
  return answer;
}
