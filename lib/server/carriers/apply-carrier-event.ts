import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { carrierEventEffects as effectsOf, effectKey, isNewer, type CarrierEventEffect } from '../../domain/carrier-events';
import type { CarrierEvent } from '../../schemas/carrier-event';
import type { Database } from '../db/client';
import { carrierEventEffects, shipmentContainers, shipments } from '../db/schema';
import type { RequestViewer } from '../requests/request-scope';
import { addMilestone } from '../tracking/add-milestone';
import { updateEta } from '../tracking/update-eta';

interface MatchedShipment {
  id: number;
  reference: string;
  origin: string;
  destination: string;
  eta: Date;
}

const shipmentColumns = { id: shipments.id, reference: shipments.reference, origin: shipments.origin, destination: shipments.destination, eta: shipments.eta };

/** The transport documents (TRD references: the bill of lading) an event names, and a shipment event's own document. */
export function transportDocumentsOf(event: CarrierEvent): string[] {
  const references = event.documentReferences ?? [];
  return [...references.filter((reference) => reference.documentReferenceType === 'TRD').map((reference) => reference.documentReferenceValue), ...(event.eventType === 'SHIPMENT' ? [event.documentID] : [])];
}

/**
 * The carrier's shipment an event is about: by the container (its latest shipment with that box), or by a booking
 * reference (BKG, our BK-… reference) or transport document (TRD, the bill of lading) the event names. Only shipments
 * of the carrier that signed the push: a carrier never moves another carrier's shipment.
 */
async function matchShipment(db: Database, carrier: string, event: CarrierEvent): Promise<{ shipment: MatchedShipment | null; by: string | null }> {
  if (event.eventType === 'EQUIPMENT') {
    const [shipment] = await db
      .select(shipmentColumns)
      .from(shipmentContainers)
      .innerJoin(shipments, eq(shipments.id, shipmentContainers.shipmentId))
      .where(and(eq(shipmentContainers.containerNumber, event.equipmentReference), eq(shipments.carrier, carrier)))
      .orderBy(desc(shipments.createdAt))
      .limit(1);
    return { shipment: shipment ?? null, by: event.equipmentReference };
  }
  const references = event.documentReferences ?? [];
  const bookings = references.filter((reference) => reference.documentReferenceType === 'BKG').map((reference) => reference.documentReferenceValue);
  const documents = transportDocumentsOf(event);
  if (bookings.length === 0 && documents.length === 0) return { shipment: null, by: null };
  const [shipment] = await db
    .select(shipmentColumns)
    .from(shipments)
    .where(and(eq(shipments.carrier, carrier), or(bookings.length ? inArray(shipments.reference, bookings) : sql`false`, documents.length ? inArray(shipments.billOfLading, documents) : sql`false`)))
    .limit(1);
  return { shipment: shipment ?? null, by: [...bookings, ...documents][0] ?? null };
}

/** The effects not yet overtaken by a newer event of the same kind (out-of-order delivery). */
async function freshEffects(db: Database, shipmentId: number, effects: readonly CarrierEventEffect[], created: Date): Promise<CarrierEventEffect[]> {
  const keys = effects.map(effectKey);
  const applied = await db
    .select({ key: carrierEventEffects.effectKey, createdAt: carrierEventEffects.eventCreatedAt })
    .from(carrierEventEffects)
    .where(and(eq(carrierEventEffects.shipmentId, shipmentId), inArray(carrierEventEffects.effectKey, keys)));
  return effects.filter((effect) => isNewer(created, applied.find((row) => row.key === effectKey(effect))?.createdAt ?? null));
}

/**
 * Applies one effect through the verbs operations use (audit, reservation moves, notifications, alerts and webhooks
 * included); false when it changed nothing (the same ETA again).
 */
async function applyEffect(db: Database, viewer: RequestViewer, shipment: MatchedShipment, effect: CarrierEventEffect, requestId: string | undefined, now: Date): Promise<boolean> {
  if (effect.kind === 'eta') {
    // The same ETA again is no move: nothing to record or tell anyone.
    if (Math.abs(effect.eta.getTime() - shipment.eta.getTime()) < 60_000) return false;
    await updateEta(db, viewer, { reference: shipment.reference, eta: effect.eta.toISOString(), reason: 'carrierUpdate' }, requestId, now);
    return true;
  }
  await addMilestone(
    db,
    viewer,
    { reference: shipment.reference, code: effect.code, ...(effect.location ? { location: effect.location } : {}), [effect.time === 'actual' ? 'actualAt' : 'plannedAt']: effect.at.toISOString(), source: 'carrier' },
    requestId,
    now,
  );
  return true;
}

/** What a carrier event is found to be: its status, the shipment it matched and by what. */
export interface CarrierEventPlan {
  status: 'applied' | 'superseded' | 'ignored' | 'unmatched';
  shipmentId: number | null;
  matchedBy: string | null;
}

/** What became of a carrier event once settled: its plan, the shipment's reference, what it changed there. */
export interface CarrierEventOutcome extends CarrierEventPlan {
  reference: string | null;
  /** The milestones it set and whether it moved the ETA. */
  milestones: number;
  etaMoved: boolean;
}

/**
 * How a caller makes sure an event is applied once: `take` claims it for the plan (ingestion inserts its row, a
 * rematch moves the row from 'unmatched' under a condition) and says whether this caller won; `release` gives the
 * claim back when applying failed, so that a retry applies it.
 */
export interface CarrierEventClaim {
  take(plan: CarrierEventPlan): Promise<boolean>;
  release(): Promise<void>;
}

/**
 * [E1] Settles one carrier event: matched to the carrier's shipment as it is now, mapped to milestones and an ETA move
 * (lib/domain/carrier-events.ts), the effects a newer event of the same kind already set left out ('superseded'), then
 * claimed and applied through the operations verbs, marked as the carrier's; each applied effect is remembered for the
 * out-of-order rule. Ingestion (a push) and a rematch (operations, later) both settle through here. Null when the claim
 * was lost (another delivery or rematch of the event got it first): nothing applied.
 */
export async function settleCarrierEvent(
  db: Database,
  input: { carrier: string; event: CarrierEvent; viewer: RequestViewer; requestId?: string; now: Date },
  claim: CarrierEventClaim,
): Promise<CarrierEventOutcome | null> {
  const { event, viewer, requestId, now } = input;
  const created = new Date(event.eventCreatedDateTime);
  const { shipment, by } = await matchShipment(db, input.carrier, event);
  const outcome = shipment ? effectsOf(event, shipment) : null;
  const fresh = shipment && outcome && 'effects' in outcome ? await freshEffects(db, shipment.id, outcome.effects, created) : [];
  const status = !shipment ? 'unmatched' : outcome && 'ignored' in outcome ? 'ignored' : fresh.length > 0 ? 'applied' : 'superseded';
  const plan: CarrierEventPlan = { status, shipmentId: shipment?.id ?? null, matchedBy: by };
  if (!(await claim.take(plan))) return null;
  let milestones = 0;
  let etaMoved = false;
  try {
    for (const effect of fresh) {
      const changed = await applyEffect(db, viewer, shipment!, effect, requestId, now);
      if (changed && effect.kind === 'milestone') milestones += 1;
      if (changed && effect.kind === 'eta') etaMoved = true;
      await db
        .insert(carrierEventEffects)
        .values({ shipmentId: shipment!.id, effectKey: effectKey(effect), eventCreatedAt: created, eventId: event.eventID })
        .onConflictDoUpdate({ target: [carrierEventEffects.shipmentId, carrierEventEffects.effectKey], set: { eventCreatedAt: created, eventId: event.eventID } });
      if (effect.kind === 'eta') shipment!.eta = effect.eta;
    }
  } catch (error) {
    // Not applied: the claim goes back.
    await claim.release();
    throw error;
  }
  return { ...plan, reference: shipment?.reference ?? null, milestones, etaMoved };
}
