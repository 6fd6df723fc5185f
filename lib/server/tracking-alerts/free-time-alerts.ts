import { sql } from 'drizzle-orm';
import { alertEventKey, freeTimeAlertDue } from '../../domain/tracking-alerts';
import { demurrage } from '../../domain/tracking-view';
import type { Database } from '../db/client';
import { queueShipmentAlert } from './queue-shipment-alerts';
import { rowsOf } from '../db/rows';

interface Row extends Record<string, unknown> {
  shipment_id: number;
  free_days: number;
  discharged_at: string | Date | null;
  delivered_at: string | Date | null;
}

const dateOf = (value: string | Date | null) => (value === null ? null : new Date(value));

/**
 * [E1] Queues the "free time ends within 2 days" alert for every shipment with an active subscription whose
 * containers' free time (lib/domain/tracking-view.ts demurrage: from the public actual discharge, freeDays days,
 * until the public delivery, as the public tracking page counts it) ends today, tomorrow or the day after in Istanbul.
 * Keyed by the end's Istanbul day, so each end is told once per subscription however often this runs, on however many
 * instances. Answers how many alerts it queued.
 */
export async function queueFreeTimeAlerts(db: Database, now = new Date()): Promise<number> {
  const result = await db.execute<Row>(sql`
    select shipment.id as shipment_id, shipment.free_days,
      (select max(m.actual_at) from tracking_milestones m where m.shipment_id = shipment.id and m.code = 'discharged' and m.public) as discharged_at,
      (select max(m.actual_at) from tracking_milestones m where m.shipment_id = shipment.id and m.code = 'delivered' and m.public) as delivered_at
    from shipments shipment
    where shipment.id in (select shipment_id from tracking_alert_subscriptions where status = 'active')`);
  const rows = rowsOf<Row>(result);
  let queued = 0;
  for (const row of rows) {
    const countdown = demurrage({ dischargedAt: dateOf(row.discharged_at), deliveredAt: dateOf(row.delivered_at), freeDays: Number(row.free_days), now });
    if (!countdown || !freeTimeAlertDue(countdown.freeTimeEndsAt, now)) continue;
    queued += await queueShipmentAlert(db, {
      shipmentId: row.shipment_id,
      kind: 'freeTimeEnding',
      eventKey: alertEventKey({ kind: 'freeTimeEnding', freeTimeEndsAt: countdown.freeTimeEndsAt }),
      params: { freeTimeEndsAt: countdown.freeTimeEndsAt.toISOString() },
    });
  }
  return queued;
}
