import { eq } from 'drizzle-orm';
import { istanbulDay } from '../../domain/business-date';
import { planMilestones } from '../../domain/tracking-view';
import { writeAudit } from '../audit';
import { requestOffers, reservations, shipments, trackingMilestones } from '../db/schema';
import type { LockedReservation, Transaction } from '../reservations/reservation-transition';

/** Today in Istanbul as an ISO date. */

/**
 * The trackable shipment of a booking operations just confirmed, in the confirming transaction: the
 * reservation's reference, owner and parties; mode, lane, carrier, free days, departure and transit
 * from the approved offer; a `booked` milestone (actual: now) and the mode's planned milestones; the
 * ETA at booking. Once per reservation (a second call finds it and does nothing).
 */
export async function createShipmentForReservation(tx: Transaction, input: { reservation: LockedReservation; actorId: string | null; requestId?: string; now?: Date }): Promise<number | null> {
  const { reservation, now = new Date() } = input;
  if (!reservation.reference) return null;
  const [source] = await tx
    .select({ offer: requestOffers.offer, carrier: requestOffers.carrier, transitDays: requestOffers.transitDays, parties: reservations.parties })
    .from(reservations)
    .innerJoin(requestOffers, eq(requestOffers.id, reservations.offerId))
    .where(eq(reservations.id, reservation.id));
  if (!source) return null;
  const { offer } = source;
  const today = istanbulDay(now);
  const departure = offer.departure && offer.departure > today ? offer.departure : today;
  const plan = planMilestones({ mode: offer.mode, origin: offer.origin, destination: offer.destination, departure, transitDays: source.transitDays, now });
  const [shipment] = await tx
    .insert(shipments)
    .values({
      reference: reservation.reference,
      reservationId: reservation.id,
      userId: reservation.userId,
      companyId: reservation.companyId,
      mode: offer.mode,
      origin: offer.origin,
      destination: offer.destination,
      carrier: source.carrier,
      freeDays: Math.max(0, offer.freeDays ?? 0),
      plannedEta: plan.eta,
      eta: plan.eta,
      lastEventAt: now,
      parties: source.parties,
    })
    .onConflictDoNothing()
    .returning({ id: shipments.id });
  if (!shipment) return null;
  await tx.insert(trackingMilestones).values(plan.milestones.map((milestone) => ({ shipmentId: shipment.id, createdBy: input.actorId, ...milestone })));
  await writeAudit(tx, {
    actorId: input.actorId,
    action: 'shipment.create',
    entity: 'shipment',
    entityId: shipment.id,
    after: { reference: reservation.reference, reservationId: reservation.id, mode: offer.mode, origin: offer.origin, destination: offer.destination, departure, eta: plan.eta.toISOString() },
    requestId: input.requestId,
  });
  return shipment.id;
}
