import { and, eq, ne } from 'drizzle-orm';
import { checkContainerNumber } from '../../domain/iso6346';
import type { Locale } from '../../routes';
import { carrierEvent } from '../../schemas/carrier-event';
import type { AssignCarrierEventInput, RematchCarrierEventAnswer } from '../../schemas/carrier-event-admin';
import { ApiError, badRequest } from '../api/errors';
import { writeAudit } from '../audit';
import type { Database } from '../db/client';
import { shipmentContainers, shipments } from '../db/schema';
import type { RequestViewer } from '../requests/request-scope';
import { lockShipment } from '../tracking/lock-shipment';
import { publicTrackingCache } from '../tracking/public-tracking-cache';
import { transportDocumentsOf } from './settle-carrier-events';
import { rematchStoredEvent, unmatchedEvent } from './rematch-carrier-event';

const conflict = (code: string, params: Record<string, string> = {}) => new ApiError(409, code, params);

/**
 * [E1] POST /api/Admin/CarrierEvent/Assign (Operator, Admin): operations name the booking an unmatched event belongs
 * to (a shipment created from a reservation has no container numbers or bill of lading until someone records them).
 * An equipment event's container, with the type operations pick, is added to that shipment; another event's bill of
 * lading is set on it. Only a shipment of the carrier that sent the event, and never a document another shipment has.
 * Recorded and audited in one transaction; then the event, read once, is matched again (rematchStoredEvent) and applied as a push.
 */
export async function assignCarrierEvent(db: Database, viewer: RequestViewer, body: Required<Pick<AssignCarrierEventInput, 'eventID' | 'reference'>> & Pick<AssignCarrierEventInput, 'containerType'>, locale: Locale, requestId?: string, now = new Date()): Promise<RematchCarrierEventAnswer> {
  const stored = await unmatchedEvent(db, body.eventID);
  const event = carrierEvent.parse(stored.payload);
  await db.transaction(async (tx) => {
    const shipment = await lockShipment(tx, body.reference);
    if (shipment.carrier !== stored.carrier) throw conflict('carrierEvents.assign.otherCarrier', { reference: shipment.reference, carrier: shipment.carrier, eventCarrier: stored.carrier });
    if (event.eventType === 'EQUIPMENT') {
      const container = checkContainerNumber(event.equipmentReference);
      if (!container.ok) throw conflict('carrierEvents.assign.invalidContainer', { container: event.equipmentReference });
      if (!body.containerType) throw badRequest('errors.validation', [{ field: 'containerType', code: 'carrierEvents.assign.containerType.required' }]);
      await tx.insert(shipmentContainers).values({ shipmentId: shipment.id, containerNumber: container.number, containerType: body.containerType }).onConflictDoNothing();
      await writeAudit(tx, { actorId: viewer.userId, action: 'shipment.addContainer', entity: 'shipment', entityId: shipment.id, after: { reference: shipment.reference, containerNumber: container.number, containerType: body.containerType, carrierEventId: body.eventID }, requestId });
      return;
    }
    const [document] = transportDocumentsOf(event);
    if (!document) throw conflict('carrierEvents.assign.nothingToAssign');
    // A bill of lading is at most 16 characters (the tracking box's own rule is stricter; matching takes it as sent).
    if (document.length > 16) throw conflict('carrierEvents.assign.invalidDocument', { document });
    if (shipment.billOfLading && shipment.billOfLading !== document) throw conflict('carrierEvents.assign.otherDocument', { reference: shipment.reference, document: shipment.billOfLading });
    const [taken] = await tx.select({ reference: shipments.reference }).from(shipments).where(and(eq(shipments.billOfLading, document), ne(shipments.id, shipment.id)));
    if (taken) throw conflict('carrierEvents.assign.documentTaken', { document, reference: taken.reference });
    await tx.update(shipments).set({ billOfLading: document, updatedAt: now }).where(eq(shipments.id, shipment.id));
    await writeAudit(tx, { actorId: viewer.userId, action: 'shipment.setBillOfLading', entity: 'shipment', entityId: shipment.id, before: { billOfLading: shipment.billOfLading }, after: { reference: shipment.reference, billOfLading: document, carrierEventId: body.eventID }, requestId });
  });
  publicTrackingCache().clear();
  return rematchStoredEvent(db, viewer, body.eventID, stored, locale, requestId, now);
}
