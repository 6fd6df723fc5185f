import { desc, eq, sql, type Placeholder } from 'drizzle-orm';
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

/** Numbers of one kind: a list, or a placeholder for it (a prepared statement, see get-tracking.ts). */
export type NumbersOrPlaceholder = readonly string[] | Placeholder<'numbers'>;

/** The column a kind of number is matched on. */
const numberColumn = { booking: shipments.reference, billOfLading: shipments.billOfLading, airWaybill: shipments.airWaybill, container: shipmentContainers.containerNumber } as const;

/**
 * The query finding the shipments of numbers of one kind, each row with the number it matched: one unique
 * index each (reference, bill of lading, air waybill); a container through shipment_containers_number_idx,
 * its latest shipment only (a container number is reused over the years).
 */
export function shipmentsByNumbersQuery(db: Pick<Database, 'select' | 'selectDistinctOn'>, kind: TrackingNumber['kind'], numbers: NumbersOrPlaceholder) {
  const column = numberColumn[kind];
  const columns = { matched: sql<string>`${column}`.as('matched'), ...shipmentColumns };
  const matches = sql`${column} = any(${Array.isArray(numbers) ? sql.param(numbers) : numbers})`;
  if (kind !== 'container') return db.select(columns).from(shipments).where(matches);
  return db
    .selectDistinctOn([shipmentContainers.containerNumber], columns)
    .from(shipmentContainers)
    .innerJoin(shipments, eq(shipments.id, shipmentContainers.shipmentId))
    .where(matches)
    .orderBy(shipmentContainers.containerNumber, desc(shipmentContainers.shipmentId));
}

export type ShipmentRow = NonNullable<Awaited<ReturnType<typeof shipmentsByNumbersQuery>>[number]>;

/** The shipment a tracking number names, or null. */
export async function findShipment(db: Pick<Database, 'select' | 'selectDistinctOn'>, number: TrackingNumber): Promise<ShipmentRow | null> {
  const [row] = await shipmentsByNumbersQuery(db, number.kind, [number.number]);
  return row ?? null;
}
