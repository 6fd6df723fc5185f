import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { shipments, trackingAlertSubscriptions } from '../db/schema';

type Executor = Pick<Database, 'select'>;

/** The columns the subscription verbs read, with the shipment's reference. */
export const subscriptionColumns = {
  id: trackingAlertSubscriptions.id,
  shipmentId: trackingAlertSubscriptions.shipmentId,
  reference: shipments.reference,
  email: trackingAlertSubscriptions.email,
  locale: trackingAlertSubscriptions.locale,
  status: trackingAlertSubscriptions.status,
  confirmExpiresAt: trackingAlertSubscriptions.confirmExpiresAt,
  unsubscribeNonce: trackingAlertSubscriptions.unsubscribeNonce,
};

/** The subscription a token hash names (confirmation or unsubscribe), locked FOR UPDATE; undefined when none. */
export async function lockSubscriptionByHash(tx: Executor, column: 'confirmTokenHash' | 'unsubscribeTokenHash', hash: string) {
  const [row] = await tx
    .select(subscriptionColumns)
    .from(trackingAlertSubscriptions)
    .innerJoin(shipments, eq(shipments.id, trackingAlertSubscriptions.shipmentId))
    .where(eq(trackingAlertSubscriptions[column], hash))
    .for('update', { of: trackingAlertSubscriptions });
  return row;
}
