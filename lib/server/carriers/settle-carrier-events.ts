import { and, desc, inArray, or, sql, type SQL } from 'drizzle-orm';
import { appliedKey, effectKey, planCarrierEvents, type AppliedEffects, type CarrierEventStatus } from '../../domain/carrier-events';
import type { CarrierEvent } from '../../schemas/carrier-event';
import type { Transaction } from '../db/client';
import { insertRows, type Write } from '../db/one-statement';
import { carrierEventEffects, shipmentContainers, shipments } from '../db/schema';
import { lockShipments, type LockedShipment } from '../tracking/lock-shipment';
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
 * How a caller makes sure each event is settled once. `claim`, first thing in the settling transaction, answers the
 * eventIDs this transaction may settle (ingestion: those not stored yet; a rematch: its row, locked while it is still
 * 'unmatched'). `record` is the write of their rows as settled, in the changes' statement, returning the eventIDs it
 * wrote (ingestion inserts them, and another delivery may have stored one meanwhile).
 */
export interface CarrierEventClaim<Item extends CarrierEventItem = CarrierEventItem> {
  claim(tx: Transaction, items: readonly Item[]): Promise<Set<string>>;
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

/**
 * The carrier's shipment each event is about (two statements for any number of events): by the container (its latest
 * shipment with that box), or by a booking reference (BKG, our BK-… reference) or transport document (TRD, the bill of
 * lading) the event names. Only shipments of the carrier that signed the push: a carrier never moves another carrier's
 * shipment.
 */
async function matchShipments(tx: Transaction, items: readonly CarrierEventItem[]): Promise<Array<{ shipmentId: number | null; by: string | null }>> {
  const carriers = [...new Set(items.map((item) => item.carrier))];
  const containers = [...new Set(items.flatMap(({ event }) => (event.eventType === 'EQUIPMENT' ? [event.equipmentReference] : [])))];
  const bookings = [...new Set(items.flatMap(({ event }) => (event.eventType === 'EQUIPMENT' ? [] : bookingsOf(event))))];
  const documents = [...new Set(items.flatMap(({ event }) => (event.eventType === 'EQUIPMENT' ? [] : transportDocumentsOf(event))))];
  const byContainer = containers.length
    ? await tx
        .selectDistinctOn([shipmentContainers.containerNumber, shipments.carrier], { container: shipmentContainers.containerNumber, carrier: shipments.carrier, id: shipments.id })
        .from(shipmentContainers)
        .innerJoin(shipments, sql`${shipments.id} = ${shipmentContainers.shipmentId}`)
        .where(and(inArray(shipmentContainers.containerNumber, containers), inArray(shipments.carrier, carriers)))
        .orderBy(shipmentContainers.containerNumber, shipments.carrier, desc(shipments.createdAt))
    : [];
  const byDocument =
    bookings.length || documents.length
      ? await tx
          .select({ id: shipments.id, carrier: shipments.carrier, reference: shipments.reference, billOfLading: shipments.billOfLading })
          .from(shipments)
          .where(and(inArray(shipments.carrier, carriers), or(bookings.length ? inArray(shipments.reference, bookings) : sql`false`, documents.length ? inArray(shipments.billOfLading, documents) : sql`false`)))
      : [];
  return items.map(({ carrier, event }) => {
    if (event.eventType === 'EQUIPMENT') {
      const row = byContainer.find((candidate) => candidate.container === event.equipmentReference && candidate.carrier === carrier);
      return { shipmentId: row?.id ?? null, by: event.equipmentReference };
    }
    const ofCarrier = byDocument.filter((row) => row.carrier === carrier);
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
  const claimed = await claims.claim(tx, items);
  const mine = items.filter((item) => claimed.has(item.event.eventID));
  const matches = mine.length ? await matchShipments(tx, mine) : [];
  const matched = [...new Set(matches.flatMap((match) => (match.shipmentId === null ? [] : [match.shipmentId])))];
  const locked = new Map<number, LockedShipment>((await lockShipments(tx, matched, { carrierEffects: true })).map((row) => [row.id, row]));
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
