import { eq, sql } from 'drizzle-orm';
import { carrierEvent } from '../../schemas/carrier-event';
import type { RematchCarrierEventAnswer } from '../../schemas/carrier-event-admin';
import type { Locale } from '../../routes';
import { ApiError, notFound } from '../api/errors';
import { translateMessage } from '../api/messages';
import { writeAudit } from '../audit';
import type { Database } from '../db/client';
import { carrierCredentials, carrierEvents } from '../db/schema';
import type { RequestViewer } from '../requests/request-scope';
import { announceShipmentChanges } from '../tracking/shipment-changes';
import { settleCarrierEvents, type CarrierEventOutcome } from './settle-carrier-events';

/** 409 for an event that is not (or no longer) unmatched: only those are matched again or dismissed. */
const notUnmatched = (status: string) => new ApiError(409, 'carrierEvents.notUnmatched', { status });

/** The 409 for an event whose row did not move out of 'unmatched': it says what the event is now. */
export async function conflictWithCurrentStatus(db: Pick<Database, 'select'>, eventID: string): Promise<ApiError> {
  const [row] = await db.select({ status: carrierEvents.status }).from(carrierEvents).where(eq(carrierEvents.eventId, eventID));
  return notUnmatched(row?.status ?? 'unmatched');
}

export type UnmatchedEvent = Awaited<ReturnType<typeof unmatchedEvent>>;

/** An event as it is stored, with its carrier: 404 when there is none, 409 when it is not unmatched. */
export async function unmatchedEvent(db: Database, eventID: string) {
  const [row] = await db
    .select({ status: carrierEvents.status, payload: carrierEvents.payload, carrier: carrierCredentials.carrier })
    .from(carrierEvents)
    .innerJoin(carrierCredentials, eq(carrierCredentials.id, carrierEvents.credentialId))
    .where(eq(carrierEvents.eventId, eventID));
  if (!row) throw notFound('carrierEvents.notFound');
  if (row.status !== 'unmatched') throw notUnmatched(row.status);
  return row;
}

/** What a rematch did, said for a toast: applied to which booking and how, or still nothing to match. */
function rematchMessage(locale: Locale, outcome: CarrierEventOutcome, eventType: string): string {
  if (outcome.status === 'unmatched') {
    const key = eventType === 'EQUIPMENT' ? 'container' : outcome.matchedBy ? 'document' : 'noReference';
    return translateMessage(locale, `carrierEvents.rematch.stillUnmatched.${key}`, { reference: outcome.matchedBy ?? '' });
  }
  if (outcome.status === 'applied') {
    const parts = [
      ...(outcome.milestones > 0 ? [translateMessage(locale, `carrierEvents.rematch.milestones.${outcome.milestones === 1 ? 'one' : 'other'}`, { count: outcome.milestones })] : []),
      ...(outcome.etaMoved ? [translateMessage(locale, 'carrierEvents.rematch.etaMoved')] : []),
    ];
    return translateMessage(locale, 'carrierEvents.rematch.applied', { reference: outcome.reference ?? '', what: parts.join(', ') || translateMessage(locale, 'carrierEvents.rematch.nothingNew') });
  }
  return translateMessage(locale, `carrierEvents.rematch.${outcome.status}`, { reference: outcome.reference ?? '' });
}

/**
 * [E1] POST /api/Admin/CarrierEvent/Rematch (Operator, Admin): an unmatched event matched again against the carrier's
 * shipments as they are now (a container added or corrected since) and, when it matches, applied exactly as ingestion
 * applies it (settleCarrierEvents: the same effects and out-of-order rule), its new status stored and audited, in one
 * transaction.
 * The row moves from 'unmatched' under a condition, so of two rematches at once only one applies it (the other: 409).
 * Still nothing to match: answered so, nothing written.
 */
export async function rematchCarrierEvent(db: Database, viewer: RequestViewer, eventID: string, locale: Locale, requestId?: string, now = new Date()): Promise<RematchCarrierEventAnswer> {
  return rematchStoredEvent(db, viewer, eventID, await unmatchedEvent(db, eventID), locale, requestId, now);
}

/** rematchCarrierEvent for an event the caller has read already (unmatchedEvent): Assign reads it before recording. */
export async function rematchStoredEvent(db: Database, viewer: RequestViewer, eventID: string, stored: UnmatchedEvent, locale: Locale, requestId?: string, now = new Date()): Promise<RematchCarrierEventAnswer> {
  const event = carrierEvent.parse(stored.payload);
  const { outcome, done } = await db.transaction(async (tx) => {
    const settled = await settleCarrierEvents(
      tx,
      [{ carrier: stored.carrier, event, actorId: viewer.userId, requestId }],
      {
        // Its row, locked while it is still unmatched: of two rematches at once, the second finds it settled.
        claim: () => sql`select event_id from carrier_events where event_id = ${eventID} and status = 'unmatched' for update`,
        // Still nothing to match: nothing written.
        record: ([settled]) =>
          settled!.outcome.status === 'unmatched'
            ? sql`select event_id from carrier_events where event_id = ${eventID}`
            : sql`update carrier_events set status = ${settled!.outcome.status}, shipment_id = ${settled!.outcome.shipmentId}, matched_by = ${settled!.outcome.matchedBy} where event_id = ${eventID} returning event_id`,
      },
      now,
    );
    const [outcome] = settled.outcomes;
    if (outcome && outcome.status !== 'unmatched') {
      await writeAudit(tx, {
        actorId: viewer.userId,
        action: 'carrierEvent.rematch',
        entity: 'carrierEvent',
        entityId: eventID,
        before: { status: 'unmatched' },
        after: { status: outcome.status, shipmentId: outcome.shipmentId, matchedBy: outcome.matchedBy, carrier: stored.carrier },
        requestId,
      });
    }
    return { outcome: outcome ?? null, done: settled.done };
  });
  await announceShipmentChanges(db, done, requestId);
  if (!outcome) throw await conflictWithCurrentStatus(db, eventID);
  return {
    eventID,
    status: outcome.status,
    reference: outcome.reference,
    matchedBy: outcome.matchedBy,
    milestones: outcome.milestones,
    etaMoved: outcome.etaMoved,
    message: rematchMessage(locale, outcome, event.eventType),
  };
}
