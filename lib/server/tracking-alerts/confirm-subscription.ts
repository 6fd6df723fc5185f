import { eq } from 'drizzle-orm';
import type { TrackingAlertStatusAnswer } from '../../schemas/tracking-alerts';
import { ApiError, notFound } from '../api/errors';
import { writeAudit } from '../audit';
import type { Database } from '../db/client';
import { trackingAlertSubscriptions } from '../db/schema';
import { tokenHash, wellFormedToken } from './alert-tokens';
import { lockSubscriptionByHash } from './subscription-row';

/**
 * POST /api/TrackingAlerts/Confirm (double opt-in): the pending subscription whose confirmation link this is becomes
 * active (audited); from now on it gets the shipment's alerts. The same link again answers "already" (it keeps
 * working until a new request replaces it). Unknown, altered, replaced or spent by an unsubscribe → 404
 * trackingAlerts.token.invalid; a pending link past its 48 hours → 409 trackingAlerts.token.expired (the message says
 * how to ask again).
 */
export async function confirmSubscription(db: Database, token: string, requestId?: string, now = new Date()): Promise<TrackingAlertStatusAnswer> {
  if (!wellFormedToken(token)) throw notFound('trackingAlerts.token.invalid');
  return db.transaction(async (tx) => {
    const row = await lockSubscriptionByHash(tx, 'confirmTokenHash', tokenHash(token));
    if (!row || row.status === 'unsubscribed') throw notFound('trackingAlerts.token.invalid');
    if (row.status === 'active') return { status: 'confirmed', already: true, reference: row.reference };
    if (!row.confirmExpiresAt || row.confirmExpiresAt.getTime() <= now.getTime()) throw new ApiError(409, 'trackingAlerts.token.expired', { reference: row.reference });
    await tx.update(trackingAlertSubscriptions).set({ status: 'active', confirmedAt: now, updatedAt: now }).where(eq(trackingAlertSubscriptions.id, row.id));
    await writeAudit(tx, { actorId: null, action: 'trackingAlert.confirm', entity: 'trackingAlertSubscription', entityId: row.id, before: { status: 'pending' }, after: { status: 'active' }, requestId });
    return { status: 'confirmed', already: false, reference: row.reference };
  });
}
