import { eq, inArray } from 'drizzle-orm';
import { notFound } from '../api/errors';
import { shipments } from '../db/schema';
import type { Transaction } from '../reservations/reservation-transition';
import { findShipment, shipmentColumns, type ShipmentRow } from './find-shipment';
import { parseTrackingNumber } from './tracking-number';

/** The shipment an operator names by any of its numbers (the field `reference`), locked FOR UPDATE, or 404. */
export async function lockShipment(tx: Transaction, reference: string): Promise<ShipmentRow> {
  const shipment = await findShipment(tx, parseTrackingNumber(reference, 'reference'));
  if (!shipment) throw notFound('tracking.notFound');
  await tx.select({ id: shipments.id }).from(shipments).where(eq(shipments.id, shipment.id)).for('update');
  return shipment;
}

/** Shipments by id, read and locked FOR UPDATE in one statement, in the order of their ids (so that two callers never wait on each other in a circle). */
export async function lockShipments(tx: Transaction, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return tx.select(shipmentColumns).from(shipments).where(inArray(shipments.id, [...ids])).orderBy(shipments.id).for('update');
}
