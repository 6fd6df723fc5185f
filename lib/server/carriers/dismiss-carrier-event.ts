import { and, eq } from 'drizzle-orm';
import { writeAudit } from '../audit';
import type { Database } from '../db/client';
import { carrierEvents } from '../db/schema';
import type { RequestViewer } from '../requests/request-scope';
import { conflictWithCurrentStatus, unmatchedEvent } from './rematch-carrier-event';

/**
 * [E1] POST /api/Admin/CarrierEvent/Dismiss (Operator, Admin): an unmatched event operations looked at and leave as it
 * is: 'dismissed', with who, when and their note, audited. Only an unmatched event (409 otherwise; 404 when unknown);
 * the row moves under a condition, so a rematch at the same moment and a dismissal never both happen.
 */
export async function dismissCarrierEvent(db: Database, viewer: RequestViewer, body: { eventID: string; note?: string }, requestId?: string, now = new Date()) {
  const stored = await unmatchedEvent(db, body.eventID);
  const note = body.note || null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(carrierEvents)
      .set({ status: 'dismissed', dismissedBy: viewer.userId, dismissedAt: now, dismissNote: note })
      .where(and(eq(carrierEvents.eventId, body.eventID), eq(carrierEvents.status, 'unmatched')))
      .returning({ eventId: carrierEvents.eventId });
    if (!row) throw await conflictWithCurrentStatus(tx, body.eventID);
    await writeAudit(tx, { actorId: viewer.userId, action: 'carrierEvent.dismiss', entity: 'carrierEvent', entityId: body.eventID, before: { status: 'unmatched' }, after: { status: 'dismissed', note, carrier: stored.carrier }, requestId });
    return { eventID: body.eventID, status: 'dismissed' as const, dismissedAt: now.toISOString(), dismissNote: note };
  });
}
