import { inArray, sql } from 'drizzle-orm';
import type { MilestoneCode } from '../../domain/tracking';
import { notFound } from '../api/errors';
import { shipments } from '../db/schema';
import type { Transaction } from '../reservations/reservation-transition';
import { findShipment, shipmentColumns, type ShipmentRow } from './find-shipment';
import { parseTrackingNumber } from './tracking-number';

/** A milestone of a locked shipment, as the tracking verbs set it again. */
export interface StoredMilestone {
  id: number;
  code: MilestoneCode;
  location: string | null;
  plannedAt: Date | null;
  actualAt: Date | null;
  public: boolean;
  note: string | null;
  source: 'manual' | 'carrier';
  createdBy: string | null;
}

/**
 * A shipment locked for a tracking change, read with what the change needs to know of it once locked: its milestones
 * (oldest first), its containers, whether anyone has active tracking alerts on it, the arrival day (Istanbul) its owner
 * was last told of by an ETA notice, and for a carrier's events the creation time of the newest event applied to each
 * of its effects (lib/domain/carrier-events.ts).
 */
export type LockedShipment = Omit<ShipmentRow, 'matched'> & {
  milestones: StoredMilestone[];
  subscribed: boolean;
  etaDayTold: string | null;
  /** Its container numbers, as its webhook events name them. */
  containers: string[];
  carrierEffects: Record<string, string>;
};

interface MilestoneJson extends Omit<StoredMilestone, 'plannedAt' | 'actualAt'> {
  plannedAt: string | null;
  actualAt: string | null;
}

// Written out qualified: drizzle names a one-table select's columns bare.
const lockedColumns = {
  ...shipmentColumns,
  milestones: sql<MilestoneJson[]>`coalesce((select json_agg(json_build_object('id', m.id, 'code', m.code, 'location', m.location, 'plannedAt', m.planned_at, 'actualAt', m.actual_at, 'public', m.public, 'note', m.note, 'source', m.source, 'createdBy', m.created_by) order by m.id) from tracking_milestones m where m.shipment_id = shipments.id), '[]'::json)`,
  containers: sql<string[]>`coalesce((select json_agg(c.container_number order by c.id) from shipment_containers c where c.shipment_id = shipments.id), '[]'::json)`,
  subscribed: sql<boolean>`exists (select 1 from tracking_alert_subscriptions a where a.shipment_id = shipments.id and a.status = 'active')`,
  etaDayTold: sql<string | null>`(select n.params ->> 'eta' from notifications n where n.user_id = shipments.user_id and n.kind = 'shipmentEtaChanged' and n.params ->> 'reference' = shipments.reference order by n.created_at desc, n.id desc limit 1)`,
};
const carrierEffectsColumn = sql<Record<string, string>>`coalesce((select json_object_agg(e.effect_key, e.event_created_at) from carrier_event_effects e where e.shipment_id = shipments.id), '{}'::json)`;

/**
 * Shipments by id, locked FOR UPDATE in the order of their ids (so that two callers never wait on each other in a
 * circle), then read with what a tracking change needs (LockedShipment). `carrierEffects`: read those too.
 */
export async function lockShipments(tx: Transaction, ids: readonly number[], options: { carrierEffects?: boolean } = {}): Promise<LockedShipment[]> {
  if (ids.length === 0) return [];
  await tx.select({ id: shipments.id }).from(shipments).where(inArray(shipments.id, [...ids])).orderBy(shipments.id).for('update');
  return readLockedShipments(tx, ids, options);
}

/**
 * Shipments the transaction has locked, read with what a tracking change needs (LockedShipment), in a statement of
 * their own after the one that locked them: a statement sees what was committed before it began, and the lock may
 * have waited for another change of these shipments to commit.
 */
export async function readLockedShipments(tx: Transaction, ids: readonly number[], { carrierEffects = false } = {}): Promise<LockedShipment[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ ...lockedColumns, carrierEffects: carrierEffects ? carrierEffectsColumn : sql<Record<string, string>>`'{}'::json` })
    .from(shipments)
    .where(inArray(shipments.id, [...ids]))
    .orderBy(shipments.id);
  const date = (value: string | null) => (value === null ? null : new Date(value));
  return rows.map((row) => ({ ...row, milestones: row.milestones.map((milestone) => ({ ...milestone, plannedAt: date(milestone.plannedAt), actualAt: date(milestone.actualAt) })) }));
}

/** The shipment an operator names by any of its numbers (the field `reference`), locked as lockShipments does, or 404. */
export async function lockShipment(tx: Transaction, reference: string): Promise<LockedShipment> {
  const found = await findShipment(tx, parseTrackingNumber(reference, 'reference'));
  const [shipment] = found ? await lockShipments(tx, [found.id]) : [];
  if (!shipment) throw notFound('tracking.notFound');
  return shipment;
}
