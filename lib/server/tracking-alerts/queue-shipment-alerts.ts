import { sql } from 'drizzle-orm';
import { alertEventKey, etaMoveAlerts, milestoneAlertKind, type TrackingAlertKind } from '../../domain/tracking-alerts';
import type { MilestoneCode } from '../../domain/tracking';
import type { Database } from '../db/client';

type Executor = Pick<Database, 'execute'>;

/**
 * [E1] The alert hook of the tracking verbs (update-eta.ts, add-milestone.ts, and whatever records carrier events
 * through them): called inside the transaction that records the event, it writes one pending
 * tracking_alert_deliveries row per active subscription of the shipment; deliver-alerts.ts mails them after the
 * commit (and the sweep retries). The unique (subscription, kind, event) row makes a repeated or concurrent write a
 * no-op, so each alert is mailed once. Params hold only what the public tracking page shows.
 */
export async function queueShipmentAlert(tx: Executor, input: { shipmentId: number; kind: TrackingAlertKind; eventKey: string; params: Record<string, string | null> }): Promise<number> {
  const result = await tx.execute(sql`
    insert into tracking_alert_deliveries (subscription_id, kind, event_key, params)
    select id, ${input.kind}, ${input.eventKey}, ${JSON.stringify(input.params)}::jsonb
    from tracking_alert_subscriptions
    where shipment_id = ${input.shipmentId} and status = 'active'
    on conflict (subscription_id, kind, event_key) do nothing`);
  return (result as { affectedRows?: number; rowCount?: number | null }).affectedRows ?? (result as { rowCount?: number | null }).rowCount ?? 0;
}

/** An ETA move (its shipment_eta_changes row): alerts when it is more than 12 hours either way. */
export async function queueEtaAlerts(tx: Executor, change: { shipmentId: number; changeId: number; previousEta: Date; newEta: Date }): Promise<number> {
  if (!etaMoveAlerts(change.previousEta, change.newEta)) return 0;
  return queueShipmentAlert(tx, {
    shipmentId: change.shipmentId,
    kind: 'etaChanged',
    eventKey: alertEventKey({ kind: 'etaChanged', changeId: change.changeId }),
    params: { previousEta: change.previousEta.toISOString(), newEta: change.newEta.toISOString() },
  });
}

/** A milestone as written: an actual, public arrival or delivery alerts (once per shipment). */
export async function queueMilestoneAlerts(tx: Executor, milestone: { shipmentId: number; code: MilestoneCode; actualAt: Date | null; location: string | null; public: boolean }): Promise<number> {
  const kind = milestoneAlertKind(milestone);
  if (!kind) return 0;
  return queueShipmentAlert(tx, { shipmentId: milestone.shipmentId, kind, eventKey: alertEventKey({ kind }), params: { actualAt: milestone.actualAt!.toISOString(), location: milestone.location } });
}
