import { delayDays } from '../../domain/tracking-view';
import type { UpdateEtaBody } from '../../schemas/tracking';
import type { Database } from '../db/client';
import type { RequestViewer } from '../requests/request-scope';
import { lockShipment } from './lock-shipment';
import { announceShipmentChanges, applyShipmentChanges } from './shipment-changes';

/**
 * Operations move a shipment's ETA with a reason, with everything a tracking change does (shipment-changes.ts: a
 * shipment_eta_changes row, the new ETA, the last event now, an audit row, all in one transaction; the owner notified,
 * in-app and by email in their language after the commit; subscribers of its tracking alerts mailed a move of more
 * than 12 hours).
 */
export async function updateEta(db: Database, viewer: RequestViewer, body: UpdateEtaBody, requestId?: string, now = new Date()) {
  const eta = new Date(body.eta);
  const { answer, done } = await db.transaction(async (tx) => {
    const shipment = await lockShipment(tx, body.reference);
    const done = await applyShipmentChanges(tx, [{ kind: 'eta', shipment, actorId: viewer.userId, requestId, eta, reason: body.reason, ...(body.note !== undefined ? { note: body.note } : {}) }], now);
    return { done, answer: { reference: shipment.reference, eta: eta.toISOString(), previousEta: shipment.eta.toISOString(), delayDays: delayDays(shipment.plannedEta, eta) } };
  });
  await announceShipmentChanges(db, done, requestId);
  return answer;
}
