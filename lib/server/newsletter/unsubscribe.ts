import { eq } from 'drizzle-orm';
import type { NewsletterStatusAnswer } from '../../schemas/newsletter';
import { writeAudit } from '../audit';
import { maskEmail } from '../company/get-invitation';
import type { Database } from '../db/client';
import { newsletterSubscriptions } from '../db/schema';
import { subscriptionOfToken } from './confirm-subscription';

/**
 * POST /api/Newsletter/Unsubscribe: the subscription of an unsubscribe link (from any of its emails)
 * becomes unsubscribed, pending or confirmed alike; following the link again answers the same
 * (`already: true`). The row stays (consent history; a later subscription is a resubscription, whose
 * new nonce retires this link). Audited.
 */
export async function unsubscribe(db: Database, token: string, requestId?: string): Promise<NewsletterStatusAnswer> {
  return db.transaction(async (tx) => {
    const subscription = await subscriptionOfToken(tx, token, 'unsubscribe');
    if (subscription.status === 'unsubscribed') return { status: 'unsubscribed', already: true, email: maskEmail(subscription.email) };
    const now = new Date();
    await tx.update(newsletterSubscriptions).set({ status: 'unsubscribed', unsubscribedAt: now, updatedAt: now }).where(eq(newsletterSubscriptions.id, subscription.id));
    await writeAudit(tx, { actorId: null, action: 'newsletter.unsubscribe', entity: 'newsletterSubscription', entityId: subscription.id, before: { status: subscription.status }, after: { status: 'unsubscribed' }, requestId });
    return { status: 'unsubscribed', already: false, email: maskEmail(subscription.email) };
  });
}
