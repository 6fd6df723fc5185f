import { sql } from 'drizzle-orm';
import { alertEventKey, etaMoveAlerts, milestoneAlertKind, type TrackingAlertKind } from '../../domain/tracking-alerts';
import type { MilestoneCode } from '../../domain/tracking';
import type { Database } from '../db/client';
import { trackingAlertDeliveries } from '../db/schema';
import { rowsOf } from '../db/rows';

type Executor = Pick<Database, 'execute' | 'insert'>;

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

interface EtaBaselineRow extends Record<string, unknown> {
  id: number;
  told_eta: string | null;
  confirmed_eta: string | Date | null;
  planned_eta: string | Date;
}

/**
 * An ETA move (its shipment_eta_changes row, written just before): alerts each active subscriber for whom the new ETA
 * lies more than 12 hours from the ETA they last knew — the one their last ETA alert told, else the one in force when
 * they confirmed (so several small moves that add up to more than 12 hours alert too, and one back within 12 hours of
 * what they were told does not). The mail names that ETA as the previous one.
 */
export async function queueEtaAlerts(tx: Executor, change: { shipmentId: number; changeId: number; newEta: Date }): Promise<number> {
  const result = await tx.execute<EtaBaselineRow>(sql`
    select s.id,
      (select d.params ->> 'newEta' from tracking_alert_deliveries d where d.subscription_id = s.id and d.kind = 'etaChanged' order by d.id desc limit 1) as told_eta,
      (select c.new_eta from shipment_eta_changes c where c.shipment_id = s.shipment_id and c.changed_at <= s.confirmed_at and c.id <> ${change.changeId} order by c.changed_at desc, c.id desc limit 1) as confirmed_eta,
      shipment.planned_eta
    from tracking_alert_subscriptions s join shipments shipment on shipment.id = s.shipment_id
    where s.shipment_id = ${change.shipmentId} and s.status = 'active'`);
  const rows = rowsOf<EtaBaselineRow>(result);
  const eventKey = alertEventKey({ kind: 'etaChanged', changeId: change.changeId });
  const due = rows.flatMap((row) => {
    const known = new Date(row.told_eta ?? row.confirmed_eta ?? row.planned_eta);
    return etaMoveAlerts(known, change.newEta) ? [{ subscriptionId: row.id, kind: 'etaChanged', eventKey, params: { previousEta: known.toISOString(), newEta: change.newEta.toISOString() } }] : [];
  });
  if (due.length === 0) return 0;
  const inserted = await tx.insert(trackingAlertDeliveries).values(due).onConflictDoNothing().returning({ id: trackingAlertDeliveries.id });
  return inserted.length;
}

/** A milestone as written: an actual, public arrival or delivery alerts (once per shipment). */
export async function queueMilestoneAlerts(tx: Executor, milestone: { shipmentId: number; code: MilestoneCode; actualAt: Date | null; location: string | null; public: boolean }): Promise<number> {
  const kind = milestoneAlertKind(milestone);
  if (!kind) return 0;
  return queueShipmentAlert(tx, { shipmentId: milestone.shipmentId, kind, eventKey: alertEventKey({ kind }), params: { actualAt: milestone.actualAt!.toISOString(), location: milestone.location } });
}
