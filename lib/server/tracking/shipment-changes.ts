import { sql, type SQL } from 'drizzle-orm';
import { istanbulDay } from '../../domain/business-date';
import { nextReservationStatus, type ReservationAction } from '../../domain/reservation-state';
import type { EtaChangeReason, MilestoneCode } from '../../domain/tracking';
import { auditRows, type AuditEntry } from '../audit';
import type { Database, Transaction } from '../db/client';
import { counted, firstRow, insertRows, recordset, writeInOneStatement, type Write } from '../db/one-statement';
import { auditLog, notifications, shipmentEtaChanges, trackingMilestones } from '../db/schema';
import { emailNotices, noticeRows, recordNotice, type Notice } from '../notifications/notify';
import { lockReservation, moveReservation } from '../reservations/reservation-transition';
import { deliverTrackingAlertsAfterCommit } from '../tracking-alerts/deliver-alerts';
import { queueEtaAlerts, queueMilestoneAlerts } from '../tracking-alerts/queue-shipment-alerts';
import { webhookEventWrites } from '../webhooks/emit-webhook-event';
import { shipmentEventInputs, type ShipmentEvent } from '../webhooks/record-webhook-events';
import type { LockedShipment, StoredMilestone } from './lock-shipment';
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
  /** The columns the caller asked of the write's result. */
  written: Record<string, unknown> | null;
}

/** A milestone row as the changes leave it; `id` is null for one they add, until it is known. */
interface MilestoneRow extends Omit<StoredMilestone, 'id' | 'createdBy'> {
  id: number | null;
  shipmentId: number;
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

/** The latest milestone a change sets again: of its code (a transshipment at a place: of that place). */
function milestoneOf(rows: readonly MilestoneRow[], change: MilestoneChange): MilestoneRow | undefined {
  return rows.findLast((row) => row.shipmentId === change.shipment.id && row.code === change.code && !(change.code === 'transshipment' && change.location && row.location !== change.location));
}

/**
 * [E1] Whether the shipment's owner is told of an ETA move: always when operations move it (a decision, with its
 * reason); a carrier's estimate only when it changes the arrival day (Istanbul) the owner was last told of (their last
 * ETA notice's, else the planned arrival's), so a carrier re-estimating every few hours does not notify and mail them
 * each time. The tracking page shows every move either way.
 */
function ownerIsTold(shipment: LockedShipment, change: EtaChange): boolean {
  if (!shipment.userId) return false;
  if (change.reason !== 'carrierUpdate') return true;
  return istanbulDay(change.eta) !== (shipment.etaDayTold ?? istanbulDay(shipment.plannedEta));
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * Ids for rows the changes add, taken ahead from the tables' sequences (one statement), for when the changes need them
 * before the rows are written: an audit row naming a milestone an earlier change of these added, an alert naming an
 * ETA change.
 */
async function takeIds(tx: Transaction, milestones: number, etaChanges: number): Promise<{ milestones: number[]; etaChanges: number[] }> {
  const ids = (table: string, count: number) =>
    sql`(select coalesce(json_agg(id order by id), '[]'::json) from (select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${count}::int)) taken)`;
  const row = await firstRow<{ milestones: number[]; eta_changes: number[] }>(tx, sql`select ${ids('tracking_milestones', milestones)} as milestones, ${ids('shipment_eta_changes', etaChanges)} as eta_changes`);
  return { milestones: row!.milestones, etaChanges: row!.eta_changes };
}

const milestoneKeys = ['shipmentId', 'code', 'createdBy', 'source', 'location', 'plannedAt', 'actualAt', 'public', 'note'] as const;

/** The writes of the milestone rows the changes added and changed. */
function milestoneWrites(rows: readonly MilestoneRow[]): Write[] {
  const record = (row: MilestoneRow) => ({ ...(row.id !== null ? { id: row.id } : {}), shipmentId: row.shipmentId, code: row.code, createdBy: row.createdBy, source: row.source, location: row.location, plannedAt: row.plannedAt, actualAt: row.actualAt, public: row.public, note: row.note });
  const added = rows.filter((row) => !row.stored);
  const changed = rows.filter((row) => row.stored && row.changed);
  const writes: Write[] = [];
  if (added.length > 0) writes.push(insertRows('milestones_added', trackingMilestones, added.map(record), added[0]!.id === null ? milestoneKeys : ['id', ...milestoneKeys]));
  if (changed.length > 0) {
    const { from } = recordset(trackingMilestones, changed.map(record), ['id', ...milestoneKeys]);
    writes.push({
      name: 'milestones_changed',
      sql: sql`update tracking_milestones as m set location = v.location, planned_at = v.planned_at, actual_at = v.actual_at, public = v.public, note = v.note, source = v.source from ${from} as v where m.id = v.id`,
    });
  }
  return writes;
}

/** Every changed shipment's last event now, and the ETA of those whose ETA moved. */
function touchShipments(shipments: ReadonlyMap<number, LockedShipment>, moved: ReadonlySet<number>, now: Date): Write {
  const rows = [...shipments.values()].map((shipment) => ({ id: shipment.id, eta: moved.has(shipment.id) ? shipment.eta.toISOString() : null }));
  return {
    name: 'shipments_touched',
    sql: sql`update shipments as s set eta = coalesce(v.eta, s.eta), last_event_at = ${now.toISOString()}::timestamptz, updated_at = ${now.toISOString()}::timestamptz
      from ${counted(sql`json_to_recordset(${JSON.stringify(rows)}::json) as v(id int, eta timestamptz)`, rows.length)} as v where s.id = v.id`,
  };
}

/**
 * What a set of changes writes and tells, worked out in memory from the locked shipments, in the changes' order (no
 * I/O): the milestone rows as the changes leave them, the ETA change rows, the audit entries (made once the added rows'
 * ids are known), the webhook events, the notices per change, and the alerts and reservation moves to make.
 */
function planShipmentChanges(changes: readonly ShipmentChange[], now: Date) {
  // Each shipment as the changes go: its ETA moves in memory as they are applied.
  const shipments = new Map<number, LockedShipment>();
  for (const change of changes) if (!shipments.has(change.shipment.id)) shipments.set(change.shipment.id, { ...change.shipment });
  const rows: MilestoneRow[] = [...shipments.values()].flatMap((shipment) => shipment.milestones.map((milestone) => ({ ...milestone, shipmentId: shipment.id, createdBy: milestone.createdBy ?? '', stored: true, changed: false })));

  const results: ShipmentChangeResult[] = [];
  const audits: Array<() => AuditEntry> = [];
  const events: ShipmentEvent[] = [];
  const notices: Notice[][] = changes.map(() => []);
  const etaMoves: Array<{ shipment: LockedShipment; newEta: Date; index: number }> = [];
  const etaRows: Array<typeof shipmentEtaChanges.$inferInsert> = [];
  const milestoneAlerts: Array<{ index: number; alert: Parameters<typeof queueMilestoneAlerts>[1] }> = [];
  const reservationSyncs: Array<{ index: number; reservationId: number; change: MilestoneChange; reference: string }> = [];
  let addedTwice = false;

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
      if (ownerIsTold(shipment, change)) {
        const day = istanbulDay(change.eta);
        shipment.etaDayTold = day;
        notices[index]!.push({ userId: shipment.userId!, kind: 'shipmentEtaChanged', params: { reference: shipment.reference, eta: day, reason: change.reason, previousEta: previousEta.toISOString(), newEta: change.eta.toISOString() }, link: { to: 'trackYourFreight', query: { number: shipment.reference } } });
      }
      results.push({ kind: 'eta', previousEta, eta: change.eta });
      return;
    }
    const existing = milestoneOf(rows, change);
    if (existing && !existing.stored) addedTwice = true;
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
    audits.push(() => ({
      actorId: change.actorId,
      action: existing ? 'shipment.updateMilestone' : 'shipment.addMilestone',
      entity: 'shipment',
      entityId: shipment.id,
      before: existing && before ? { code: change.code, id: existing.id, ...before } : null,
      after: { code: change.code, reference: shipment.reference, ...set },
      requestId: change.requestId,
    }));
    if (shipment.subscribed) milestoneAlerts.push({ index, alert: { shipmentId: shipment.id, code: change.code, ...written } });
    const milestone = { code: change.code, location: written.location, plannedAt: iso(written.plannedAt), actualAt: iso(written.actualAt), source: change.source };
    events.push({ shipment: { ...shipment }, type: 'shipment.milestone', data: { milestone } });
    if (change.code === 'delivered' && change.actualAt && !before?.actualAt) {
      events.push({ shipment: { ...shipment }, type: 'shipment.delivered', data: { deliveredAt: change.actualAt.toISOString(), location: written.location } });
    }
    if (change.actualAt && shipment.reservationId !== null) reservationSyncs.push({ index, reservationId: shipment.reservationId, change, reference: shipment.reference });
    results.push({ kind: 'milestone', plannedAt: written.plannedAt, actualAt: written.actualAt, reservationStatus: null });
  });

  return { shipments, rows, results, audits, events, notices, etaMoves, etaRows, milestoneAlerts, reservationSyncs, addedTwice };
}

/**
 * Applies tracking changes to shipments the caller locked (FOR UPDATE), in its transaction, in their order: the
 * milestone rows written (updated or added); the ETA moves recorded (a shipment_eta_changes row each); each shipment's
 * last event now; subscribers' alerts queued (an actual, public arrival or delivery; an ETA more than 12 hours from
 * the one they last knew); the companies' webhook events (`shipment.milestone`, `shipment.delivered` the first time a
 * delivery is actual, `shipment.eta_changed`); an audit row per change; an actual departure or delivery moves its
 * reservation (system actor, audited) and notifies the customer; an ETA move notifies the owner as ownerIsTold says.
 * The rows are written in one statement, with the caller's writes (`also`: a carrier's event and effect rows, and
 * columns of the statement's result it reads, answered as `written`); the notices are mailed and the alerts sent after
 * the commit (announceShipmentChanges).
 */
export async function applyShipmentChanges(
  tx: Transaction,
  changes: readonly ShipmentChange[],
  now: Date,
  also: { writes: readonly Write[]; result: SQL } = { writes: [], result: sql`1 as done` },
): Promise<ShipmentChangesDone> {
  if (changes.length === 0) {
    const written = await writeInOneStatement(tx, also.writes, also.result);
    return { results: [], notices: [], alerted: [], written };
  }
  const { shipments, rows, results, audits, events, notices, etaMoves, etaRows, milestoneAlerts, reservationSyncs, addedTwice } = planShipmentChanges(changes, now);

  // Ids ahead only when something needs them before the write (rarely): else the rows take them as they are written.
  const added = rows.filter((row) => !row.stored);
  const alertsOnEta = etaMoves.some((move) => move.shipment.subscribed);
  if (addedTwice || alertsOnEta) {
    const ids = await takeIds(tx, added.length, etaRows.length);
    added.forEach((row, position) => (row.id = ids.milestones[position]!));
    etaRows.forEach((row, position) => (row.id = ids.etaChanges[position]!));
  }
  const etaNotices = notices.flat();
  const webhooks = webhookEventWrites(shipmentEventInputs(events));
  const written = await writeInOneStatement(
    tx,
    [
      ...milestoneWrites(rows),
      ...(etaRows.length ? [insertRows('eta_changes', shipmentEtaChanges, etaRows, [...(etaRows[0]!.id !== undefined ? (['id'] as const) : []), 'shipmentId', 'previousEta', 'newEta', 'reason', 'note', 'createdBy', 'changedAt'])] : []),
      touchShipments(shipments, new Set(etaMoves.map((move) => move.shipment.id)), now),
      ...webhooks.writes,
      insertRows('audits', auditLog, auditRows(audits.map((entry) => entry())), ['actorId', 'action', 'entity', 'entityId', 'before', 'after', 'requestId', 'apiKeyId']),
      ...(etaNotices.length ? [insertRows('notices', notifications, noticeRows(etaNotices), ['userId', 'kind', 'params', 'link'])] : []),
      ...also.writes,
    ],
    sql`${webhooks.wake}, ${also.result}`,
  );
  const alerted = new Set<number>();
  // Subscribers' alerts, in the changes' order (an ETA alert compares with the one an earlier move of these queued).
  const alerts = [
    ...milestoneAlerts.map(({ index, alert }) => ({ index, shipmentId: alert.shipmentId, queue: () => queueMilestoneAlerts(tx, alert) })),
    ...etaMoves.flatMap(({ shipment, newEta, index }, position) => (shipment.subscribed ? [{ index, shipmentId: shipment.id, queue: () => queueEtaAlerts(tx, { shipmentId: shipment.id, changeId: etaRows[position]!.id!, newEta }) }] : [])),
  ].sort((a, b) => a.index - b.index);
  for (const alert of alerts) if ((await alert.queue()) > 0) alerted.add(alert.shipmentId);
  // An actual departure or delivery moves its reservation (rarely more than one in a set), after the milestone's audit row.
  for (const sync of reservationSyncs) {
    const synced = await syncReservation(tx, { reservationId: sync.reservationId, code: sync.change.code, actorId: sync.change.actorId, reference: sync.reference, requestId: sync.change.requestId, now });
    (results[sync.index] as Extract<ShipmentChangeResult, { kind: 'milestone' }>).reservationStatus = synced.status;
    if (synced.notice) notices[sync.index]!.push(await recordNotice(tx, synced.notice));
  }
  return { results, notices: notices.flat(), alerted: [...alerted], written };
}

/**
 * After the commit of tracking changes: the public tracking answers are read afresh (cleared at once, before this
 * returns its promise), the customers' notices mailed, and the alerts the changes queued sent (older ones unsent are
 * the five-minute sweep's). It never rejects: a mail that fails is logged.
 */
export async function announceShipmentChanges(db: Database, done: Pick<ShipmentChangesDone, 'notices' | 'alerted'>, requestId?: string): Promise<void> {
  publicTrackingCache().clear();
  await emailNotices(db, done.notices);
  for (const shipmentId of done.alerted) await deliverTrackingAlertsAfterCommit(db, shipmentId, requestId);
}
