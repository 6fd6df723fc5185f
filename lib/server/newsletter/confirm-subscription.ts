import { eq } from 'drizzle-orm';
import { isLocale } from '../../routes';
import type { NewsletterStatusAnswer } from '../../schemas/newsletter';
import { ApiError, conflict, notFound } from '../api/errors';
import { writeAudit } from '../audit';
import { maskEmail } from '../company/get-invitation';
import type { Database } from '../db/client';
import { newsletterSubscriptions } from '../db/schema';
import { log } from '../log';
import { sendMail } from '../mail/send-mail';
import { newsletterLink, welcomeMail } from './newsletter-mails';
import { signNewsletterToken, verifyNewsletterToken, type NewsletterPurpose } from './newsletter-token';
import { subscriptionColumns } from './subscription-row';

type Executor = Pick<Database, 'select'>;

/**
 * The subscription a link's token names, locked: the token must be well formed, signed by us, of this
 * purpose, unexpired, and carry the subscription's current nonce. Anything else (unknown, tampered,
 * superseded by a newer link) → 404 newsletter.token.invalid; an expired confirmation → 409
 * newsletter.token.expired.
 */
export async function subscriptionOfToken(tx: Executor, token: string, purpose: NewsletterPurpose) {
  const check = verifyNewsletterToken(token, purpose);
  if (!check.ok) {
    if (check.reason === 'expired') throw conflict('newsletter.token.expired');
    throw notFound('newsletter.token.invalid');
  }
  const [row] = await tx.select(subscriptionColumns).from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, check.claims.subscriptionId)).for('update');
  if (!row || !row.tokenNonce || row.tokenNonce !== check.claims.nonce) throw notFound('newsletter.token.invalid');
  return row;
}

/**
 * POST /api/Newsletter/Confirm: a pending subscription whose confirmation link this is becomes
 * confirmed (audited), and a welcome email with the unsubscribe link follows. A link already followed
 * (the subscription is no longer pending) → 409 newsletter.token.used.
 */
export async function confirmSubscription(db: Database, token: string, requestId?: string): Promise<NewsletterStatusAnswer> {
  const row = await db.transaction(async (tx) => {
    const subscription = await subscriptionOfToken(tx, token, 'confirm');
    if (subscription.status !== 'pending') throw new ApiError(409, 'newsletter.token.used');
    const now = new Date();
    await tx.update(newsletterSubscriptions).set({ status: 'confirmed', confirmedAt: now, updatedAt: now }).where(eq(newsletterSubscriptions.id, subscription.id));
    await writeAudit(tx, { actorId: null, action: 'newsletter.confirm', entity: 'newsletterSubscription', entityId: subscription.id, before: { status: 'pending' }, after: { status: 'confirmed' }, requestId });
    return subscription;
  });
  const locale = isLocale(row.locale) ? row.locale : 'tr';
  const unsubscribe = newsletterLink(locale, 'unsubscribe', signNewsletterToken({ subscriptionId: row.id, nonce: row.tokenNonce!, purpose: 'unsubscribe' }));
  await sendMail(welcomeMail(locale, row.email, unsubscribe)).catch((error: unknown) => log.error({ err: error, requestId, subscriptionId: row.id }, 'newsletter welcome mail failed'));
  return { status: 'confirmed', already: false, email: maskEmail(row.email) };
}
