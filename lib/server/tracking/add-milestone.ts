import type { AddMilestoneBody } from '../../schemas/tracking';
import { ApiError } from '../api/errors';
import type { Database } from '../db/client';
import type { RequestViewer } from '../requests/request-scope';
import { lockReservation } from '../reservations/reservation-transition';
import { lockShipment } from './lock-shipment';
import { announceShipmentChanges, applyShipmentChanges } from './shipment-changes';

/** How far in the future an "actual" time may lie (clock skew between systems), not more: for operations and carriers alike. */
export const ACTUAL_SKEW_MS = 60 * 60 * 1000;

/**
 * Operations set one milestone of a shipment (named by any of its numbers): the milestone of that code
 * (a transshipment: of that place) is updated, or added, with everything a tracking change does (shipment-changes.ts:
 * the last event, the audit row, alerts, webhooks; an actual departure or delivery moves its reservation and notifies
 * the customer, in-app now and by email after the commit). Answers the milestone as written and the reservation's status.
 */
export async function addMilestone(db: Database, viewer: RequestViewer, body: AddMilestoneBody, requestId?: string, now = new Date()) {
  const actualAt = body.actualAt ? new Date(body.actualAt) : undefined;
  const plannedAt = body.plannedAt ? new Date(body.plannedAt) : undefined;
  if (actualAt && actualAt.getTime() > now.getTime() + ACTUAL_SKEW_MS) {
    throw new ApiError(400, 'errors.validation', {}, [{ field: 'actualAt', code: 'tracking.time.actualInFuture' }]);
  }
  const { answer, done } = await db.transaction(async (tx) => {
    const shipment = await lockShipment(tx, body.reference);
    const done = await applyShipmentChanges(
      tx,
      [
        {
          kind: 'milestone',
          shipment,
          actorId: viewer.userId,
          requestId,
          code: body.code,
          ...(body.location !== undefined ? { location: body.location } : {}),
          ...(plannedAt ? { plannedAt } : {}),
          ...(actualAt ? { actualAt } : {}),
          ...(body.public !== undefined ? { public: body.public } : {}),
          ...(body.note !== undefined ? { note: body.note } : {}),
          source: 'manual',
        },
      ],
      now,
    );
    const [written] = done.results;
    if (written?.kind !== 'milestone') throw new Error('a milestone change answered no milestone');
    const reservationStatus = written.reservationStatus ?? (shipment.reservationId !== null ? (await lockReservation(tx, null, shipment.reservationId)).status : null);
    return { done, answer: { reference: shipment.reference, code: body.code, plannedAt: written.plannedAt?.toISOString() ?? null, actualAt: written.actualAt?.toISOString() ?? null, reservationStatus } };
  });
  await announceShipmentChanges(db, done, requestId);
  return answer;
}
