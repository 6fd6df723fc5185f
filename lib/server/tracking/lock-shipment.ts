import { eq } from 'drizzle-orm';
import { notFound } from '../api/errors';
import { shipments } from '../db/schema';
import type { Transaction } from '../reservations/reservation-transition';
import { findShipment, type ShipmentRow } from './find-shipment';
import { parseTrackingNumber } from './tracking-number';

/** The shipment an operator names by any of its numbers (the field `reference`), locked FOR UPDATE, or 404. */
export async function lockShipment(tx: Transaction, reference: string): Promise<ShipmentRow> {
  const shipment = await findShipment(tx, parseTrackingNumber(reference, 'reference'));
  if (!shipment) throw notFound('tracking.notFound');
  await tx.select({ id: shipments.id }).from(shipments).where(eq(shipments.id, shipment.id)).for('update');
  return shipment;
}
