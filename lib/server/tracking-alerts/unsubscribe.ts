import { and, eq, isNull } from 'drizzle-orm';
import type { TrackingAlertStatusAnswer } from '../../schemas/tracking-alerts';
import { badRequest, notFound } from '../api/errors';
import { writeAudit } from '../audit';
import type { Database } from '../db/client';
import { trackingAlertDeliveries, trackingAlertSubscriptions } from '../db/schema';
import { tokenHash, wellFormedToken } from './alert-tokens';
import { lockSubscriptionByHash } from './subscription-row';

/**
 * POST /api/TrackingAlerts/Unsubscribe, no sign-in: the unsubscribe page's button and the mail client's one-click
 * POST (RFC 8058) both land here. The subscription stops at once (its confirmation link too), alerts not yet mailed
 * are dropped, audited. Idempotent: a repeated click answers `already`. Unknown token → 404.
 */
export async function unsubscribe(db: Database, token: string | undefined, requestId?: string, now = new Date()): Promise<TrackingAlertStatusAnswer> {
  if (!token) throw badRequest('errors.validation', [{ field: 'token', code: 'trackingAlerts.token.missing' }]);
  if (!wellFormedToken(token)) throw notFound('trackingAlerts.token.invalid');
  return db.transaction(async (tx) => {
    const row = await lockSubscriptionByHash(tx, 'unsubscribeTokenHash', tokenHash(token));
    if (!row) throw notFound('trackingAlerts.token.invalid');
    if (row.status === 'unsubscribed') return { status: 'unsubscribed', already: true, reference: row.reference };
    await tx
      .update(trackingAlertSubscriptions)
      .set({ status: 'unsubscribed', unsubscribedAt: now, confirmTokenHash: null, confirmExpiresAt: null, updatedAt: now })
      .where(eq(trackingAlertSubscriptions.id, row.id));
    await tx.delete(trackingAlertDeliveries).where(and(eq(trackingAlertDeliveries.subscriptionId, row.id), isNull(trackingAlertDeliveries.sentAt)));
    await writeAudit(tx, { actorId: null, action: 'trackingAlert.unsubscribe', entity: 'trackingAlertSubscription', entityId: row.id, before: { status: row.status }, after: { status: 'unsubscribed' }, requestId });
    return { status: 'unsubscribed', already: false, reference: row.reference };
  });
}
