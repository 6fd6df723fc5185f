import { desc, eq, type Placeholder } from 'drizzle-orm';
import type { TrackingNumber } from '../../domain/tracking';
import type { Database } from '../db/client';
import { shipmentContainers, shipments } from '../db/schema';

/** The columns a tracking answer and the operator APIs read of a shipment. */
export const shipmentColumns = {
  id: shipments.id,
  reference: shipments.reference,
  reservationId: shipments.reservationId,
  userId: shipments.userId,
  companyId: shipments.companyId,
  mode: shipments.mode,
  origin: shipments.origin,
  destination: shipments.destination,
  carrier: shipments.carrier,
  vessel: shipments.vessel,
  voyageNumber: shipments.voyageNumber,
  flightNumber: shipments.flightNumber,
  billOfLading: shipments.billOfLading,
  airWaybill: shipments.airWaybill,
  freeDays: shipments.freeDays,
  plannedEta: shipments.plannedEta,
  eta: shipments.eta,
  lastEventAt: shipments.lastEventAt,
  parties: shipments.parties,
};

/** A tracking number, or its kind with a placeholder for the number (a prepared statement, see get-tracking.ts). */
export type TrackingNumberOrPlaceholder = TrackingNumber | { kind: TrackingNumber['kind']; number: Placeholder<'number'> };

/**
 * The query finding a shipment by one of its numbers: one unique index each (reference, bill of lading,
 * air waybill); a container through shipment_containers_number_idx, its latest shipment first (a
 * container number is reused over the years).
 */
export function shipmentByNumberQuery(db: Pick<Database, 'select'>, number: TrackingNumberOrPlaceholder) {
  switch (number.kind) {
    case 'booking':
      return db.select(shipmentColumns).from(shipments).where(eq(shipments.reference, number.number)).limit(1);
    case 'billOfLading':
      return db.select(shipmentColumns).from(shipments).where(eq(shipments.billOfLading, number.number)).limit(1);
    case 'airWaybill':
      return db.select(shipmentColumns).from(shipments).where(eq(shipments.airWaybill, number.number)).limit(1);
    case 'container':
      return db
        .select(shipmentColumns)
        .from(shipmentContainers)
        .innerJoin(shipments, eq(shipments.id, shipmentContainers.shipmentId))
        .where(eq(shipmentContainers.containerNumber, number.number))
        .orderBy(desc(shipmentContainers.shipmentId))
        .limit(1);
  }
}

export type ShipmentRow = NonNullable<Awaited<ReturnType<typeof shipmentByNumberQuery>>[number]>;

/** The shipment a tracking number names, or null. */
export async function findShipment(db: Pick<Database, 'select'>, number: TrackingNumber): Promise<ShipmentRow | null> {
  const [row] = await shipmentByNumberQuery(db, number);
  return row ?? null;
}
