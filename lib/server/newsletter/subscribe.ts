import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Locale } from '../../routes';
import type { newsletterSubscribeBody } from '../../schemas/newsletter';
import { writeAudit } from '../audit';
import type { Database } from '../db/client';
import { newsletterSubscriptions } from '../db/schema';
import { log } from '../log';
import { sendMail } from '../mail/send-mail';
import { alreadySubscribedMail, confirmationMail, newsletterLink } from './newsletter-mails';
import { CONFIRM_LINK_SECONDS, newNonce, signNewsletterToken } from './newsletter-token';
import { lockSubscriptionByEmail } from './subscription-row';

type Body = z.output<typeof newsletterSubscribeBody>;

/**
 * POST /api/Newsletter/Subscribe (double opt-in). A new address, a pending one or an unsubscribed one
 * becomes pending with a new nonce (older links stop working), its consent time and address recorded,
 * and gets a confirmation email; a confirmed address is left as it is and gets an "already subscribed"
 * email instead. The caller always gets the same answer, so nobody learns whether an address is
 * subscribed. A filled honeypot is answered the same, with nothing stored or sent.
 */
export async function subscribe(db: Database, body: Body, meta: { ip: string | null; requestId?: string }): Promise<{ accepted: true }> {
  if (body.website.trim() !== '') {
    log.warn({ requestId: meta.requestId }, 'newsletter honeypot filled; dropped');
    return { accepted: true };
  }
  const locale: Locale = body.language;
  const now = new Date();
  const consentIp = meta.ip?.slice(0, 64) ?? null;
  const outcome = await db.transaction(async (tx) => {
    // A first subscription inserts; an existing address (any case) is locked and updated.
    const nonce = newNonce();
    const [inserted] = await tx
      .insert(newsletterSubscriptions)
      .values({ email: body.email, locale, status: 'pending', tokenNonce: nonce, consentAt: now, consentIp })
      .onConflictDoNothing()
      .returning({ id: newsletterSubscriptions.id });
    if (inserted) {
      await writeAudit(tx, { actorId: null, action: 'newsletter.subscribe', entity: 'newsletterSubscription', entityId: inserted.id, after: { status: 'pending', locale }, requestId: meta.requestId });
      return { kind: 'confirm' as const, id: inserted.id, nonce };
    }
    const existing = await lockSubscriptionByEmail(tx, body.email);
    if (!existing) throw new Error('newsletter subscription neither inserted nor found');
    if (existing.status === 'confirmed' && existing.tokenNonce) return { kind: 'already' as const, id: existing.id, nonce: existing.tokenNonce };
    await tx
      .update(newsletterSubscriptions)
      .set({ status: 'pending', locale, tokenNonce: nonce, consentAt: now, consentIp, confirmedAt: null, updatedAt: now })
      .where(eq(newsletterSubscriptions.id, existing.id));
    await writeAudit(tx, {
      actorId: null,
      action: existing.status === 'unsubscribed' ? 'newsletter.resubscribe' : 'newsletter.subscribe.resend',
      entity: 'newsletterSubscription',
      entityId: existing.id,
      before: { status: existing.status },
      after: { status: 'pending', locale },
      requestId: meta.requestId,
    });
    return { kind: 'confirm' as const, id: existing.id, nonce };
  });
  const unsubscribe = newsletterLink(locale, 'unsubscribe', signNewsletterToken({ subscriptionId: outcome.id, nonce: outcome.nonce, purpose: 'unsubscribe' }));
  const mail =
    outcome.kind === 'already'
      ? alreadySubscribedMail(locale, body.email, unsubscribe)
      : confirmationMail(
          locale,
          body.email,
          newsletterLink(locale, 'confirm', signNewsletterToken({ subscriptionId: outcome.id, nonce: outcome.nonce, purpose: 'confirm', expiresAt: Math.floor(now.getTime() / 1000) + CONFIRM_LINK_SECONDS })),
          unsubscribe,
        );
  await sendMail(mail).catch((error: unknown) => log.error({ err: error, requestId: meta.requestId, subscriptionId: outcome.id }, 'newsletter mail failed'));
  return { accepted: true };
}
