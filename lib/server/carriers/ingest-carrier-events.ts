import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { carrierEventEffects as effectsOf, effectKey, isNewer, type CarrierEventEffect } from '../../domain/carrier-events';
import type { CarrierEvent } from '../../schemas/carrier-event';
import type { CarrierEventsAnswer } from '../../schemas/carrier-events-answer';
import { badRequest } from '../api/errors';
import type { Database } from '../db/client';
import { carrierEventEffects, carrierEvents, shipmentContainers, shipments } from '../db/schema';
import type { RequestViewer } from '../requests/request-scope';
import { ACTUAL_SKEW_MS, addMilestone } from '../tracking/add-milestone';
import { updateEta } from '../tracking/update-eta';
import type { CarrierCaller } from './carrier-caller';

interface MatchedShipment {
  id: number;
  reference: string;
  origin: string;
  destination: string;
  eta: Date;
}

const shipmentColumns = { id: shipments.id, reference: shipments.reference, origin: shipments.origin, destination: shipments.destination, eta: shipments.eta };

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
  const documents = [...references.filter((reference) => reference.documentReferenceType === 'TRD').map((reference) => reference.documentReferenceValue), ...(event.eventType === 'SHIPMENT' ? [event.documentID] : [])];
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

/** Applies one effect through the verbs operations use (audit, reservation moves, notifications and alerts included). */
async function applyEffect(db: Database, viewer: RequestViewer, shipment: MatchedShipment, effect: CarrierEventEffect, requestId: string | undefined, now: Date): Promise<void> {
  if (effect.kind === 'eta') {
    // The same ETA again is no move: nothing to record or tell anyone.
    if (Math.abs(effect.eta.getTime() - shipment.eta.getTime()) < 60_000) return;
    await updateEta(db, viewer, { reference: shipment.reference, eta: effect.eta.toISOString(), reason: 'carrierUpdate' }, requestId, now);
    return;
  }
  await addMilestone(
    db,
    viewer,
    { reference: shipment.reference, code: effect.code, ...(effect.location ? { location: effect.location } : {}), [effect.time === 'actual' ? 'actualAt' : 'plannedAt']: effect.at.toISOString(), source: 'carrier' },
    requestId,
    now,
  );
}

/**
 * [E1] POST /api/CarrierEvents: a carrier's DCSA Track & Trace events, each kept once by its eventID (a replay answers
 * 'duplicate' and changes nothing), matched to the carrier's shipment, and mapped to milestones and ETA moves
 * (lib/domain/carrier-events.ts) applied through the operations verbs, marked as the carrier's. An event that arrives
 * after a newer one about the same thing is kept as 'superseded'; one for unknown equipment as 'unmatched', for
 * operations to look at. A batch with an "actual" time in the future is refused whole (400), nothing written.
 */
export async function ingestCarrierEvents(db: Database, caller: CarrierCaller, events: readonly CarrierEvent[], requestId?: string, now = new Date()): Promise<CarrierEventsAnswer> {
  const future = events.findIndex((event) => event.eventClassifierCode === 'ACT' && new Date(event.eventDateTime).getTime() > now.getTime() + ACTUAL_SKEW_MS);
  if (future >= 0) throw badRequest('errors.validation', [{ field: `${future}.eventDateTime`, code: 'tracking.time.actualInFuture' }]);
  // The carrier acts through the Admin who set up its credential (read with it when the signature was checked);
  // every audit row says the carrier's event did it.
  const viewer: RequestViewer = { userId: caller.createdBy!, roles: ['Operator'], companyId: null };
  const results: CarrierEventsAnswer['results'] = [];
  for (const event of events) {
    const created = new Date(event.eventCreatedDateTime);
    const { shipment, by } = await matchShipment(db, caller.carrier, event);
    const outcome = shipment ? effectsOf(event, shipment) : null;
    const fresh = shipment && outcome && 'effects' in outcome ? await freshEffects(db, shipment.id, outcome.effects, created) : [];
    const status = !shipment ? 'unmatched' : outcome && 'ignored' in outcome ? 'ignored' : fresh.length > 0 ? 'applied' : 'superseded';
    // The row claims the eventID first: of two deliveries of one event, only one goes on to apply it.
    const [claimed] = await db
      .insert(carrierEvents)
      .values({ eventId: event.eventID, credentialId: caller.credentialId, eventType: event.eventType, eventCreatedAt: created, shipmentId: shipment?.id ?? null, status, matchedBy: by, payload: event, receivedAt: now })
      .onConflictDoNothing()
      .returning({ eventId: carrierEvents.eventId });
    if (!claimed) {
      results.push({ eventID: event.eventID, status: 'duplicate' });
      continue;
    }
    try {
      for (const effect of fresh) {
        await applyEffect(db, viewer, shipment!, effect, requestId, now);
        await db
          .insert(carrierEventEffects)
          .values({ shipmentId: shipment!.id, effectKey: effectKey(effect), eventCreatedAt: created, eventId: event.eventID })
          .onConflictDoUpdate({ target: [carrierEventEffects.shipmentId, carrierEventEffects.effectKey], set: { eventCreatedAt: created, eventId: event.eventID } });
        if (effect.kind === 'eta') shipment!.eta = effect.eta;
      }
    } catch (error) {
      // Not applied: the claim goes, so that the carrier's retry applies it.
      await db.delete(carrierEvents).where(eq(carrierEvents.eventId, event.eventID));
      throw error;
    }
    results.push({ eventID: event.eventID, status, ...(shipment ? { reference: shipment.reference } : {}) });
  }
  return { received: events.length, results };
}
