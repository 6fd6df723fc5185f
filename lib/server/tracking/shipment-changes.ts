import { and, eq, inArray, sql } from 'drizzle-orm';
import { istanbulDay } from '../../domain/business-date';
import { nextReservationStatus, type ReservationAction } from '../../domain/reservation-state';
import type { EtaChangeReason, MilestoneCode } from '../../domain/tracking';
import { writeAudits, type AuditEntry } from '../audit';
import type { Database, Transaction } from '../db/client';
import { notifications, shipmentEtaChanges, trackingAlertSubscriptions, trackingMilestones } from '../db/schema';
import { emailNotices, recordNotices, type Notice } from '../notifications/notify';
import { lockReservation, moveReservation } from '../reservations/reservation-transition';
import { deliverTrackingAlertsAfterCommit } from '../tracking-alerts/deliver-alerts';
import { queueEtaAlerts, queueMilestoneAlerts } from '../tracking-alerts/queue-shipment-alerts';
import { recordShipmentEvents, type ShipmentEvent } from '../webhooks/record-webhook-events';
import type { ShipmentRow } from './find-shipment';

/** A shipment as the caller locked it (lock-shipment.ts). */
export type LockedShipment = Omit<ShipmentRow, 'matched'>;
import { milestoneColumns } from './get-tracking';
import { publicTrackingCache } from './public-tracking-cache';

/**
 * The tracking verbs in set form: milestones set and ETAs moved on shipments the caller has locked, any number in one
 * transaction with a fixed number of statements (operations make one change a call: add-milestone.ts, update-eta.ts;
 * a carrier's events many: lib/server/carriers/settle-carrier-events.ts). The changes take effect in their order, each
 * seeing the ones before it (the milestone a change sets again, the ETA it moves from), exactly as one call after the
 * other would.
 */

/** A milestone set on a shipment: the milestone of that code (a transshipment: of that place) updated, or added. */
export interface MilestoneChange {
  kind: 'milestone';
  shipment: LockedShipment;
  actorId: string;
  /** The call it came with, for its audit rows. */
  requestId?: string;
  code: MilestoneCode;
  location?: string;
  plannedAt?: Date;
  actualAt?: Date;
  public?: boolean;
  note?: string;
  /** [E1] Who sets it: operations by hand, or a carrier's event. */
  source: 'manual' | 'carrier';
}

/** A shipment's ETA moved, with its reason. */
export interface EtaChange {
  kind: 'eta';
  shipment: LockedShipment;
  actorId: string;
  requestId?: string;
  eta: Date;
  reason: EtaChangeReason;
  note?: string;
}

export type ShipmentChange = MilestoneChange | EtaChange;

/** What a change did: the milestone as written (and its reservation's status when an actual time moved it), or the ETA move. */
export type ShipmentChangeResult =
  | { kind: 'milestone'; plannedAt: Date | null; actualAt: Date | null; reservationStatus: string | null }
  | { kind: 'eta'; previousEta: Date; eta: Date };

/** What is left to do once the changes are committed: the customers' mails and the subscribers' alerts. */
export interface ShipmentChangesDone {
  results: ShipmentChangeResult[];
  notices: Notice[];
  /** Shipments whose changes queued subscribers' alerts. */
  alerted: number[];
}

/** A milestone row as the changes leave it; `id` is null for one they add, until it is written. */
interface MilestoneRow {
  id: number | null;
  shipmentId: number;
  code: MilestoneCode;
  location: string | null;
  plannedAt: Date | null;
  actualAt: Date | null;
  public: boolean;
  note: string | null;
  source: 'manual' | 'carrier';
  createdBy: string;
  stored: boolean;
  changed: boolean;
}

/** The reservation moves an actual milestone makes: departure puts it in transit, delivery delivers it. */
const reservationMoves: Partial<Record<MilestoneCode, { actions: ReservationAction[]; notice: 'shipmentDeparted' | 'shipmentDelivered' }>> = {
  departed: { actions: ['depart'], notice: 'shipmentDeparted' },
  // A delivery reported before any departure still closes the booking: in transit first, then delivered.
  delivered: { actions: ['depart', 'deliver'], notice: 'shipmentDelivered' },
};

/** An actual milestone's reservation moves (system actor, audited), and the customer's notice of them: its status after. */
async function syncReservation(tx: Transaction, input: { reservationId: number; code: MilestoneCode; actorId: string; reference: string; requestId?: string; now: Date }): Promise<{ status: string; notice: Notice | null }> {
  const reservation = await lockReservation(tx, null, input.reservationId);
  const move = reservationMoves[input.code];
  let moved = false;
  for (const action of move?.actions ?? []) {
    if (!nextReservationStatus(reservation.status, action, 'system').ok) continue;
    await moveReservation(tx, { reservation, action, actor: 'system', actorId: input.actorId, audit: { milestone: input.code, shipment: input.reference }, requestId: input.requestId, now: input.now });
    moved = true;
  }
  if (!moved || !move) return { status: reservation.status, notice: null };
  const reference = reservation.reference ?? input.reference;
  return { status: reservation.status, notice: { userId: reservation.userId, kind: move.notice, params: { reference }, link: { to: 'trackYourFreight', query: { number: reference } } } };
}

/** The milestone rows the changes may set again, oldest first: those of their shipments and codes. */
async function storedMilestones(tx: Transaction, changes: readonly MilestoneChange[]): Promise<MilestoneRow[]> {
  if (changes.length === 0) return [];
  const rows = await tx
    .select({ id: trackingMilestones.id, shipmentId: trackingMilestones.shipmentId, ...milestoneColumns, createdBy: trackingMilestones.createdBy })
    .from(trackingMilestones)
    .where(and(inArray(trackingMilestones.shipmentId, [...new Set(changes.map((change) => change.shipment.id))]), inArray(trackingMilestones.code, [...new Set(changes.map((change) => change.code))])))
    .orderBy(trackingMilestones.id);
  return rows.map((row) => ({ ...row, code: row.code as MilestoneCode, createdBy: row.createdBy ?? '', stored: true, changed: false }));
}

/** The latest milestone a change sets again: of its code (a transshipment at a place: of that place). */
function milestoneOf(rows: readonly MilestoneRow[], change: MilestoneChange): MilestoneRow | undefined {
  return rows.findLast((row) => row.shipmentId === change.shipment.id && row.code === change.code && !(change.code === 'transshipment' && change.location && row.location !== change.location));
}

/** The shipments among the changes' with active alert subscriptions (none is read when no change can alert). */
async function subscribedShipments(tx: Transaction, changes: readonly ShipmentChange[]): Promise<Set<number>> {
  const mayAlert = changes.filter((change) => change.kind === 'eta' || change.code === 'arrived' || change.code === 'delivered');
  if (mayAlert.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ shipmentId: trackingAlertSubscriptions.shipmentId })
    .from(trackingAlertSubscriptions)
    .where(and(inArray(trackingAlertSubscriptions.shipmentId, [...new Set(mayAlert.map((change) => change.shipment.id))]), eq(trackingAlertSubscriptions.status, 'active')));
  return new Set(rows.map((row) => row.shipmentId));
}

const toldKey = (shipment: LockedShipment) => `${shipment.userId}|${shipment.reference}`;

/** The arrival day (Istanbul) each owner was last told of, for the carriers' ETA moves: their last ETA notice's. */
async function etaDaysTold(tx: Transaction, changes: readonly ShipmentChange[]): Promise<Map<string, string>> {
  const carrierMoves = changes.filter((change): change is EtaChange => change.kind === 'eta' && change.reason === 'carrierUpdate' && Boolean(change.shipment.userId));
  if (carrierMoves.length === 0) return new Map();
  const reference = sql<string>`${notifications.params} ->> 'reference'`;
  const rows = await tx
    .selectDistinctOn([notifications.userId, reference], { userId: notifications.userId, reference, day: sql<string>`${notifications.params} ->> 'eta'` })
    .from(notifications)
    .where(
      and(
        inArray(notifications.userId, [...new Set(carrierMoves.map((change) => change.shipment.userId!))]),
        eq(notifications.kind, 'shipmentEtaChanged'),
        sql`${reference} = any(${sql.param([...new Set(carrierMoves.map((change) => change.shipment.reference))])})`,
      ),
    )
    .orderBy(notifications.userId, reference, sql`${notifications.createdAt} desc`, sql`${notifications.id} desc`);
  return new Map(rows.map((row) => [`${row.userId}|${row.reference}`, row.day]));
}

/**
 * [E1] Whether the shipment's owner is told of an ETA move: always when operations move it (a decision, with its
 * reason); a carrier's estimate only when it changes the arrival day (Istanbul) the owner was last told of (their last
 * ETA notice's, else the planned arrival's), so a carrier re-estimating every few hours does not notify and mail them
 * each time. The tracking page shows every move either way.
 */
function ownerIsTold(shipment: LockedShipment, change: EtaChange, daysTold: ReadonlyMap<string, string>): boolean {
  if (!shipment.userId) return false;
  if (change.reason !== 'carrierUpdate') return true;
  return istanbulDay(change.eta) !== (daysTold.get(toldKey(shipment)) ?? istanbulDay(shipment.plannedEta));
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Writes the milestone rows the changes added (their ids set) and changed, one statement each. */
async function writeMilestoneRows(tx: Transaction, rows: readonly MilestoneRow[]): Promise<void> {
  const added = rows.filter((row) => !row.stored);
  if (added.length > 0) {
    const ids = await tx
      .insert(trackingMilestones)
      .values(added.map(({ shipmentId, code, createdBy, source, location, plannedAt, actualAt, public: isPublic, note }) => ({ shipmentId, code, createdBy, source, location, plannedAt, actualAt, public: isPublic, note })))
      .returning({ id: trackingMilestones.id });
    added.forEach((row, index) => (row.id = ids[index]!.id));
  }
  const changed = rows.filter((row) => row.stored && row.changed);
  if (changed.length === 0) return;
  const values = changed.map((row) => sql`(${row.id}::int, ${row.location}::varchar, ${iso(row.plannedAt)}::timestamptz, ${iso(row.actualAt)}::timestamptz, ${row.public}::boolean, ${row.note}::text, ${row.source}::varchar)`);
  await tx.execute(sql`update tracking_milestones as m
    set location = v.location, planned_at = v.planned_at, actual_at = v.actual_at, public = v.public, note = v.note, source = v.source
    from (values ${sql.join(values, sql`, `)}) as v(id, location, planned_at, actual_at, public, note, source)
    where m.id = v.id`);
}

/** Every changed shipment's last event now, and the ETA of those whose ETA moved. */
async function touchShipments(tx: Transaction, shipments: ReadonlyMap<number, LockedShipment>, moved: ReadonlySet<number>, now: Date): Promise<void> {
  const values = [...shipments.values()].map((shipment) => sql`(${shipment.id}::int, ${moved.has(shipment.id) ? shipment.eta.toISOString() : null}::timestamptz)`);
  await tx.execute(sql`update shipments as s
    set eta = coalesce(v.eta, s.eta), last_event_at = ${now.toISOString()}::timestamptz, updated_at = ${now.toISOString()}::timestamptz
    from (values ${sql.join(values, sql`, `)}) as v(id, eta)
    where s.id = v.id`);
}

/**
 * Applies tracking changes to shipments the caller locked (FOR UPDATE), in its transaction, in their order: the
 * milestone rows written (updated or added); the ETA moves recorded (a shipment_eta_changes row each); each shipment's
 * last event now; subscribers' alerts queued (an actual, public arrival or delivery; an ETA more than 12 hours from
 * the one they last knew); the companies' webhook events (`shipment.milestone`, `shipment.delivered` the first time a
 * delivery is actual, `shipment.eta_changed`); an audit row per change; an actual departure or delivery moves its
 * reservation (system actor, audited) and notifies the customer; an ETA move notifies the owner as ownerIsTold says.
 * The notices are mailed and the alerts sent after the commit (announceShipmentChanges).
 */
export async function applyShipmentChanges(tx: Transaction, changes: readonly ShipmentChange[], now: Date): Promise<ShipmentChangesDone> {
  if (changes.length === 0) return { results: [], notices: [], alerted: [] };
  // Each shipment as the changes go: its ETA moves in memory as they are applied.
  const shipments = new Map<number, LockedShipment>();
  for (const change of changes) if (!shipments.has(change.shipment.id)) shipments.set(change.shipment.id, { ...change.shipment });
  const milestoneChanges = changes.filter((change): change is MilestoneChange => change.kind === 'milestone');
  const rows = await storedMilestones(tx, milestoneChanges);
  const subscribed = await subscribedShipments(tx, changes);
  const daysTold = await etaDaysTold(tx, changes);

  const results: ShipmentChangeResult[] = [];
  const audits: Array<() => AuditEntry> = [];
  const events: ShipmentEvent[] = [];
  const notices: Notice[][] = changes.map(() => []);
  const etaMoves: Array<{ shipment: LockedShipment; newEta: Date; index: number }> = [];
  const etaRows: Array<typeof shipmentEtaChanges.$inferInsert> = [];
  const milestoneAlerts: Array<{ index: number; alert: Parameters<typeof queueMilestoneAlerts>[1] }> = [];
  const reservationSyncs: Array<{ index: number; reservationId: number; change: MilestoneChange; reference: string }> = [];

  changes.forEach((change, index) => {
    const shipment = shipments.get(change.shipment.id)!;
    if (change.kind === 'eta') {
      const previousEta = shipment.eta;
      etaRows.push({ shipmentId: shipment.id, previousEta, newEta: change.eta, reason: change.reason, note: change.note || null, createdBy: change.actorId, changedAt: now });
      etaMoves.push({ shipment, newEta: change.eta, index });
      shipment.eta = change.eta;
      events.push({ shipment: { ...shipment }, type: 'shipment.eta_changed', data: { previousEta: previousEta.toISOString(), newEta: change.eta.toISOString(), reason: change.reason } });
      audits.push(() => ({
        actorId: change.actorId,
        action: 'shipment.updateEta',
        entity: 'shipment',
        entityId: shipment.id,
        before: { eta: previousEta.toISOString() },
        after: { eta: change.eta.toISOString(), reason: change.reason, note: change.note ?? null, reference: shipment.reference },
        requestId: change.requestId,
      }));
      if (ownerIsTold(shipment, change, daysTold)) {
        const day = istanbulDay(change.eta);
        daysTold.set(toldKey(shipment), day);
        notices[index]!.push({ userId: shipment.userId!, kind: 'shipmentEtaChanged', params: { reference: shipment.reference, eta: day, reason: change.reason }, link: { to: 'trackYourFreight', query: { number: shipment.reference } } });
      }
      results.push({ kind: 'eta', previousEta, eta: change.eta });
      return;
    }
    const existing = milestoneOf(rows, change);
    const before = existing ? { location: existing.location, plannedAt: existing.plannedAt, actualAt: existing.actualAt, public: existing.public, note: existing.note } : null;
    const set = {
      source: change.source,
      ...(change.location !== undefined ? { location: change.location } : {}),
      ...(change.plannedAt ? { plannedAt: change.plannedAt } : {}),
      ...(change.actualAt ? { actualAt: change.actualAt } : {}),
      ...(change.public !== undefined ? { public: change.public } : {}),
      ...(change.note !== undefined ? { note: change.note || null } : {}),
    };
    const row: MilestoneRow = existing ?? { id: null, shipmentId: shipment.id, code: change.code, location: null, plannedAt: null, actualAt: null, public: true, note: null, source: change.source, createdBy: change.actorId, stored: false, changed: false };
    if (!existing) rows.push(row);
    Object.assign(row, set, { changed: true });
    const written = { location: row.location, plannedAt: row.plannedAt, actualAt: row.actualAt, public: row.public };
    // The id of a row an earlier change of these added is known once it is written: the audit rows are made then.
    const existingRow = existing;
    audits.push(() => ({
      actorId: change.actorId,
      action: existingRow ? 'shipment.updateMilestone' : 'shipment.addMilestone',
      entity: 'shipment',
      entityId: shipment.id,
      before: existingRow && before ? { code: change.code, id: existingRow.id, ...before } : null,
      after: { code: change.code, reference: shipment.reference, ...set },
      requestId: change.requestId,
    }));
    if (subscribed.has(shipment.id)) milestoneAlerts.push({ index, alert: { shipmentId: shipment.id, code: change.code, ...written } });
    const milestone = { code: change.code, location: written.location, plannedAt: iso(written.plannedAt), actualAt: iso(written.actualAt), source: change.source };
    events.push({ shipment: { ...shipment }, type: 'shipment.milestone', data: { milestone } });
    if (change.code === 'delivered' && change.actualAt && !before?.actualAt) {
      events.push({ shipment: { ...shipment }, type: 'shipment.delivered', data: { deliveredAt: change.actualAt.toISOString(), location: written.location } });
    }
    if (change.actualAt && shipment.reservationId !== null) reservationSyncs.push({ index, reservationId: shipment.reservationId, change, reference: shipment.reference });
    results.push({ kind: 'milestone', plannedAt: written.plannedAt, actualAt: written.actualAt, reservationStatus: null });
  });

  await writeMilestoneRows(tx, rows);
  const changeIds = etaRows.length ? await tx.insert(shipmentEtaChanges).values(etaRows).returning({ id: shipmentEtaChanges.id }) : [];
  const alerted = new Set<number>();
  // Subscribers' alerts, in the changes' order (an ETA alert compares with the one an earlier move of these queued).
  const alerts = [
    ...milestoneAlerts.map(({ index, alert }) => ({ index, shipmentId: alert.shipmentId, queue: () => queueMilestoneAlerts(tx, alert) })),
    ...etaMoves.flatMap(({ shipment, newEta, index }, position) => (subscribed.has(shipment.id) ? [{ index, shipmentId: shipment.id, queue: () => queueEtaAlerts(tx, { shipmentId: shipment.id, changeId: changeIds[position]!.id, newEta }) }] : [])),
  ].sort((a, b) => a.index - b.index);
  for (const alert of alerts) if ((await alert.queue()) > 0) alerted.add(alert.shipmentId);
  await touchShipments(tx, shipments, new Set(etaMoves.map((move) => move.shipment.id)), now);
  await recordShipmentEvents(tx, events);
  await writeAudits(tx, audits.map((entry) => entry()));
  for (const sync of reservationSyncs) {
    const synced = await syncReservation(tx, { reservationId: sync.reservationId, code: sync.change.code, actorId: sync.change.actorId, reference: sync.reference, requestId: sync.change.requestId, now });
    (results[sync.index] as Extract<ShipmentChangeResult, { kind: 'milestone' }>).reservationStatus = synced.status;
    if (synced.notice) notices[sync.index]!.push(synced.notice);
  }
  const allNotices = notices.flat();
  await recordNotices(tx, allNotices);
  return { results, notices: allNotices, alerted: [...alerted] };
}

/**
 * After the commit of tracking changes: the public tracking answers are read afresh, the customers' notices mailed,
 * and the alerts the changes queued sent (older ones unsent are the five-minute sweep's).
 */
export async function announceShipmentChanges(db: Database, done: Pick<ShipmentChangesDone, 'notices' | 'alerted'>, requestId?: string): Promise<void> {
  publicTrackingCache().clear();
  await emailNotices(db, done.notices);
  for (const shipmentId of done.alerted) await deliverTrackingAlertsAfterCommit(db, shipmentId, requestId);
}
