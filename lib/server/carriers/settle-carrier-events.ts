import { sql, type SQL } from 'drizzle-orm';
import { appliedKey, effectKey, planCarrierEvents, type AppliedEffects, type CarrierEventStatus } from '../../domain/carrier-events';
import type { CarrierEvent } from '../../schemas/carrier-event';
import type { Transaction } from '../db/client';
import { firstRow, insertRows, type Write } from '../db/one-statement';
import { carrierEventEffects } from '../db/schema';
import { readLockedShipments, type LockedShipment } from '../tracking/lock-shipment';
import { applyShipmentChanges, type ShipmentChange, type ShipmentChangesDone } from '../tracking/shipment-changes';

/** A carrier's event to settle: the carrier whose credential signed it, and whom its changes are made (and audited) as. */
export interface CarrierEventItem {
  carrier: string;
  event: CarrierEvent;
  /** The Admin who set up the carrier's credential. */
  actorId: string;
  requestId?: string;
}

/**
 * How a caller makes sure each event is settled once. `claim` is a select of the eventIDs (`event_id`) this
 * transaction may settle, run first in its first statement (ingestion: those not stored yet; a rematch: its row,
 * locked while it is still 'unmatched'). `record` is the write of their rows as settled, in the changes' statement,
 * returning the eventIDs it wrote (ingestion inserts them, and another delivery may have stored one meanwhile).
 */
export interface CarrierEventClaim<Item extends CarrierEventItem = CarrierEventItem> {
  claim(items: readonly Item[]): SQL;
  record(settled: ReadonlyArray<{ item: Item; outcome: CarrierEventOutcome }>): SQL;
}

/** Thrown when another delivery stored an event this transaction applied meanwhile: it rolls back, and its pushes are settled again. */
export class CarrierEventClaimedElsewhere extends Error {}

/** What became of a carrier event: its status, the shipment it matched and by what, what it changed there. */
export interface CarrierEventOutcome {
  status: CarrierEventStatus;
  shipmentId: number | null;
  matchedBy: string | null;
  reference: string | null;
  /** The milestones it set and whether it moved the ETA. */
  milestones: number;
  etaMoved: boolean;
}

/** The transport documents (TRD references: the bill of lading) an event names, and a shipment event's own document. */
export function transportDocumentsOf(event: CarrierEvent): string[] {
  const references = event.documentReferences ?? [];
  return [...references.filter((reference) => reference.documentReferenceType === 'TRD').map((reference) => reference.documentReferenceValue), ...(event.eventType === 'SHIPMENT' ? [event.documentID] : [])];
}

const bookingsOf = (event: CarrierEvent) => (event.documentReferences ?? []).filter((reference) => reference.documentReferenceType === 'BKG').map((reference) => reference.documentReferenceValue);

/** What the first statement of a set answers: the eventIDs claimed, and the shipments locked by what matched them. */
type Candidates = {
  claimed: string[];
  containers: Array<{ container: string; carrier: string; id: number }>;
  documents: Array<{ id: number; carrier: string; reference: string; billOfLading: string | null }>;
};

/** Values as one array parameter, for `= any(…)` (an index lookup for each). */
const anyOf = (values: readonly string[]) => sql`any(${sql.param([...values])})`;

/**
 * The first statement of a set: the events the caller's claim gets, and the carrier's shipments the events may be
 * about, locked FOR UPDATE in the order of their ids (so that two callers never wait on each other in a circle): by
 * the container (its latest shipment with that box), or by a booking reference (BKG, our BK-… reference) or transport
 * document (TRD, the bill of lading) an event names. Only shipments of the carriers that signed: a carrier never moves
 * another carrier's shipment. Every event's candidates are locked, a duplicate's too (nothing is written to them).
 * One round trip for what took four (each costs the app a write to PostgreSQL's socket); its last column only makes
 * the lock run.
 */
async function claimAndLockCandidates<Item extends CarrierEventItem>(tx: Transaction, items: readonly Item[], claims: CarrierEventClaim<Item>): Promise<Candidates> {
  const carriers = [...new Set(items.map((item) => item.carrier))];
  const containers = [...new Set(items.flatMap(({ event }) => (event.eventType === 'EQUIPMENT' ? [event.equipmentReference] : [])))];
  const bookings = [...new Set(items.flatMap(({ event }) => (event.eventType === 'EQUIPMENT' ? [] : bookingsOf(event))))];
  const documents = [...new Set(items.flatMap(({ event }) => (event.eventType === 'EQUIPMENT' ? [] : transportDocumentsOf(event))))];
  const row = await firstRow<Candidates>(
    tx,
    sql`with claimed as (${claims.claim(items)}),
      by_container as (select distinct on (c.container_number, s.carrier) c.container_number as container, s.carrier, s.id
        from shipment_containers c join shipments s on s.id = c.shipment_id
        where c.container_number = ${anyOf(containers)} and s.carrier = ${anyOf(carriers)}
        order by c.container_number, s.carrier, s.created_at desc),
      by_document as (select id, carrier, reference, bill_of_lading as "billOfLading" from shipments
        where carrier = ${anyOf(carriers)} and (reference = ${anyOf(bookings)} or bill_of_lading = ${anyOf(documents)}))
      select (select coalesce(json_agg(event_id), '[]'::json) from claimed) as claimed,
        (select coalesce(json_agg(by_container), '[]'::json) from by_container) as containers,
        (select coalesce(json_agg(by_document), '[]'::json) from by_document) as documents,
        (select count(*) from (select id from shipments where id in (select id from by_container union select id from by_document) order by id for update) locked) as locked`,
  );
  return row!;
}

/** The carrier's shipment each event is about (claimAndLockCandidates), and what matched it. */
function matchShipments(items: readonly CarrierEventItem[], { containers, documents }: Candidates): Array<{ shipmentId: number | null; by: string | null }> {
  return items.map(({ carrier, event }) => {
    if (event.eventType === 'EQUIPMENT') {
      const row = containers.find((candidate) => candidate.container === event.equipmentReference && candidate.carrier === carrier);
      return { shipmentId: row?.id ?? null, by: event.equipmentReference };
    }
    const ofCarrier = documents.filter((row) => row.carrier === carrier);
    const references = [...bookingsOf(event).map((value) => ({ value, booking: true })), ...transportDocumentsOf(event).map((value) => ({ value, booking: false }))];
    const match = references.map(({ value, booking }) => ofCarrier.find((row) => (booking ? row.reference : row.billOfLading) === value)).find(Boolean);
    return { shipmentId: match?.id ?? null, by: references[0]?.value ?? null };
  });
}

/**
 * [E1] Settles carrier events in the caller's transaction, any number with a fixed number of statements: claimed first
 * (the caller's claims), each claimed one matched to the carrier's shipment (the shipments locked in the order of their
 * ids), mapped to milestones and ETA moves (lib/domain/carrier-events.ts) in the events' order with the out-of-order
 * rule (what a newer event of the same kind set is left: 'superseded'), and applied with everything a tracking change
 * does (shipment-changes.ts), marked as the carrier's; the events' rows get their status, and each applied effect is
 * remembered for the rule, in the changes' statement. Ingestion (pushes) and a rematch (operations, later) both settle
 * through here. An event the claim did not get is left alone (null); the changes' notices and alerts are the caller's
 * to send after the commit (announceShipmentChanges).
 */
export async function settleCarrierEvents<Item extends CarrierEventItem>(
  tx: Transaction,
  items: readonly Item[],
  claims: CarrierEventClaim<Item>,
  now: Date,
): Promise<{ outcomes: Array<CarrierEventOutcome | null>; done: ShipmentChangesDone }> {
  const candidates = await claimAndLockCandidates(tx, items, claims);
  const claimed = new Set(candidates.claimed);
  const mine = items.filter((item) => claimed.has(item.event.eventID));
  const matches = matchShipments(mine, candidates);
  const matched = [...new Set(matches.flatMap((match) => (match.shipmentId === null ? [] : [match.shipmentId])))];
  const locked = new Map<number, LockedShipment>((await readLockedShipments(tx, matched, { carrierEffects: true })).map((row) => [row.id, row]));
  const applied: AppliedEffects = new Map([...locked.values()].flatMap((shipment) => Object.entries(shipment.carrierEffects).map(([key, createdAt]) => [appliedKey(shipment.id, key), new Date(createdAt)] as const)));
  const shipmentOf = (index: number) => locked.get(matches[index]!.shipmentId ?? -1) ?? null;
  const plans = planCarrierEvents(
    mine.map(({ event }, index) => ({ event, shipment: shipmentOf(index) })),
    applied,
  );
  const changes: ShipmentChange[] = [];
  // The newest event applied to each effect, one row per shipment and effect.
  const effects = new Map<string, typeof carrierEventEffects.$inferInsert>();
  mine.forEach((item, index) => {
    const shipment = shipmentOf(index);
    if (!shipment) return;
    for (const effect of plans[index]!.changes) {
      const common = { shipment, actorId: item.actorId, requestId: item.requestId };
      if (effect.kind === 'eta') changes.push({ kind: 'eta', ...common, eta: effect.eta, reason: 'carrierUpdate' });
      else changes.push({ kind: 'milestone', ...common, code: effect.code, ...(effect.location ? { location: effect.location } : {}), [effect.time === 'actual' ? 'actualAt' : 'plannedAt']: effect.at, source: 'carrier' });
    }
    for (const effect of plans[index]!.fresh) effects.set(appliedKey(shipment.id, effectKey(effect)), { shipmentId: shipment.id, effectKey: effectKey(effect), eventCreatedAt: new Date(item.event.eventCreatedDateTime), eventId: item.event.eventID });
  });
  const outcomes = mine.map(
    (_item, index): CarrierEventOutcome => ({
      status: plans[index]!.status,
      shipmentId: shipmentOf(index)?.id ?? null,
      matchedBy: matches[index]!.by,
      reference: shipmentOf(index)?.reference ?? null,
      milestones: plans[index]!.changes.filter((effect) => effect.kind === 'milestone').length,
      etaMoved: plans[index]!.changes.some((effect) => effect.kind === 'eta'),
    }),
  );
  const writes: Write[] = mine.length ? [{ name: 'carrier_events_claimed', sql: claims.record(mine.map((item, index) => ({ item, outcome: outcomes[index]! }))) }] : [];
  if (effects.size) {
    writes.push(insertRows('carrier_effects', carrierEventEffects, [...effects.values()], ['shipmentId', 'effectKey', 'eventCreatedAt', 'eventId'], sql`on conflict (shipment_id, effect_key) do update set event_created_at = excluded.event_created_at, event_id = excluded.event_id`));
  }
  const result = mine.length ? sql`(select coalesce(json_agg(event_id), '[]'::json) from carrier_events_claimed) as claimed` : sql`'[]'::json as claimed`;
  const done = await applyShipmentChanges(tx, changes, now, { writes, result });
  // One of them stored by another delivery meanwhile (no shipment's lock orders unmatched events): applied, it voids the set.
  const recorded = new Set((done.written?.claimed as string[] | undefined) ?? []);
  if (mine.some((item, index) => !recorded.has(item.event.eventID) && outcomes[index]!.status === 'applied')) throw new CarrierEventClaimedElsewhere();
  const outcomeOf = new Map(mine.flatMap((item, index) => (recorded.has(item.event.eventID) ? [[item, outcomes[index]!] as const] : [])));
  return { outcomes: items.map((item) => outcomeOf.get(item) ?? null), done };
}
