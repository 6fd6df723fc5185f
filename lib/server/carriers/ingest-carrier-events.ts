import { eq } from 'drizzle-orm';
import type { CarrierEvent } from '../../schemas/carrier-event';
import type { CarrierEventsAnswer } from '../../schemas/carrier-events-answer';
import { badRequest } from '../api/errors';
import type { Database } from '../db/client';
import { carrierEvents } from '../db/schema';
import type { RequestViewer } from '../requests/request-scope';
import { ACTUAL_SKEW_MS } from '../tracking/add-milestone';
import { settleCarrierEvent } from './apply-carrier-event';
import type { CarrierCaller } from './carrier-caller';

/**
 * [E1] POST /api/CarrierEvents: a carrier's DCSA Track & Trace events, each kept once by its eventID (a replay answers
 * 'duplicate' and changes nothing), matched to the carrier's shipment, and mapped to milestones and ETA moves
 * (lib/domain/carrier-events.ts) applied through the operations verbs, marked as the carrier's (apply-carrier-event.ts).
 * An event that arrives after a newer one about the same thing is kept as 'superseded'; one for unknown equipment as
 * 'unmatched', for operations to look at (and match again later). A batch with an "actual" time in the future is
 * refused whole (400), nothing written.
 */
export async function ingestCarrierEvents(db: Database, caller: CarrierCaller, events: readonly CarrierEvent[], requestId?: string, now = new Date()): Promise<CarrierEventsAnswer> {
  const future = events.findIndex((event) => event.eventClassifierCode === 'ACT' && new Date(event.eventDateTime).getTime() > now.getTime() + ACTUAL_SKEW_MS);
  if (future >= 0) throw badRequest('errors.validation', [{ field: `${future}.eventDateTime`, code: 'tracking.time.actualInFuture' }]);
  // The carrier acts through the Admin who set up its credential (read with it when the signature was checked);
  // every audit row says the carrier's event did it.
  const viewer: RequestViewer = { userId: caller.createdBy!, roles: ['Operator'], companyId: null };
  const results: CarrierEventsAnswer['results'] = [];
  for (const event of events) {
    const settled = await settleCarrierEvent(db, { carrier: caller.carrier, event, viewer, requestId, now }, {
      // The row claims the eventID first: of two deliveries of one event, only one goes on to apply it.
      take: async (plan) => {
        const [claimed] = await db
          .insert(carrierEvents)
          .values({ eventId: event.eventID, credentialId: caller.credentialId, eventType: event.eventType, eventCreatedAt: new Date(event.eventCreatedDateTime), shipmentId: plan.shipmentId, status: plan.status, matchedBy: plan.matchedBy, payload: event, receivedAt: now })
          .onConflictDoNothing()
          .returning({ eventId: carrierEvents.eventId });
        return Boolean(claimed);
      },
      // Not applied: the claim goes, so that the carrier's retry applies it.
      release: async () => {
        await db.delete(carrierEvents).where(eq(carrierEvents.eventId, event.eventID));
      },
    });
    results.push(settled ? { eventID: event.eventID, status: settled.status, ...(settled.reference ? { reference: settled.reference } : {}) } : { eventID: event.eventID, status: 'duplicate' });
  }
  return { received: events.length, results };
}
