import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { IncomingMessage } from 'node:http';
import { CONFIRM_LINK_HOURS, MAX_SUBSCRIPTIONS_PER_EMAIL, MAX_SUBSCRIPTIONS_PER_SHIPMENT } from '../../domain/tracking-alerts';
import type { Locale } from '../../routes';
import type { trackingAlertSubscribeBody } from '../../schemas/tracking-alerts';
import type { z } from 'zod';
import type { Principal } from '../auth/authenticate';
import { writeAudit } from '../audit';
import type { Database } from '../db/client';
import { trackingAlertSubscriptions } from '../db/schema';
import { log } from '../log';
import { sendMail } from '../mail/send-mail';
import { consumeRateLimit, type RateLimit } from '../rate-limit/limits';
import { findShipment } from '../tracking/find-shipment';
import { assertMissesLeft, countMiss } from '../tracking/miss-limit';
import { notFound } from '../api/errors';
import { parseTrackingNumber } from '../tracking/tracking-number';
import { alreadySubscribedMail, confirmationMail } from './alert-mails';
import { randomToken, tokenHash, unsubscribeToken } from './alert-tokens';

type Body = z.output<typeof trackingAlertSubscribeBody>;

/** Requests per address (any case) beside the endpoint's per-client limit: a stranger can't flood someone's inbox. */
export const SUBSCRIBE_EMAIL_LIMIT: RateLimit = { points: 3, windowSeconds: 3600 };

const HOUR = 3_600_000;
const ACTIVE = ['pending', 'active'];

/**
 * POST /api/TrackingAlerts/Subscribe ("Notify me", double opt-in). The number must find a shipment (a miss counts
 * against the tracking lookup's miss limit). A new address, a pending or an unsubscribed one becomes pending with a
 * new confirmation token (older links stop working; 48 h) and gets the confirmation mail; an active one is left as it
 * is and gets an "already on" mail instead. The caller always gets the same answer, so nobody learns whether an
 * address is subscribed; past the caps (per address, per shipment) nothing is stored or sent, answered the same. A
 * filled honeypot is answered the same too.
 */
export async function subscribe(db: Database, body: Body, meta: { req: IncomingMessage; principal: Principal | null; ip: string | null; requestId?: string; now?: Date }): Promise<{ accepted: true }> {
  const number = parseTrackingNumber(body.number);
  await assertMissesLeft(meta.req, meta.principal);
  const shipment = await findShipment(db, number);
  if (!shipment) {
    await countMiss(meta.req, meta.principal);
    throw notFound('tracking.notFound');
  }
  await consumeRateLimit('TrackingAlerts/Subscribe#email', SUBSCRIBE_EMAIL_LIMIT, body.email);
  if (body.website.trim() !== '') {
    log.warn({ requestId: meta.requestId }, 'tracking alert honeypot filled; dropped');
    return { accepted: true };
  }
  const locale: Locale = body.language;
  const now = meta.now ?? new Date();
  const consentIp = meta.ip?.slice(0, 64) ?? null;
  const confirmToken = randomToken();
  const confirm = { confirmTokenHash: tokenHash(confirmToken), confirmExpiresAt: new Date(now.getTime() + CONFIRM_LINK_HOURS * HOUR) };

  const outcome = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: trackingAlertSubscriptions.id, status: trackingAlertSubscriptions.status, unsubscribeNonce: trackingAlertSubscriptions.unsubscribeNonce })
      .from(trackingAlertSubscriptions)
      .where(and(eq(trackingAlertSubscriptions.shipmentId, shipment.id), sql`lower(${trackingAlertSubscriptions.email}) = ${body.email}`))
      .for('update');
    if (existing?.status === 'active') return { kind: 'already' as const, id: existing.id, nonce: existing.unsubscribeNonce };
    // The caps count pending and active subscriptions other than this one.
    const [byEmail] = await tx
      .select({ n: count() })
      .from(trackingAlertSubscriptions)
      .where(and(sql`lower(${trackingAlertSubscriptions.email}) = ${body.email}`, inArray(trackingAlertSubscriptions.status, ACTIVE)));
    const [byShipment] = await tx
      .select({ n: count() })
      .from(trackingAlertSubscriptions)
      .where(and(eq(trackingAlertSubscriptions.shipmentId, shipment.id), inArray(trackingAlertSubscriptions.status, ACTIVE)));
    const mine = existing?.status === 'pending' ? 1 : 0;
    if (byEmail!.n - mine >= MAX_SUBSCRIPTIONS_PER_EMAIL || byShipment!.n - mine >= MAX_SUBSCRIPTIONS_PER_SHIPMENT) return { kind: 'capped' as const };
    if (existing) {
      await tx
        .update(trackingAlertSubscriptions)
        .set({ status: 'pending', locale, ...confirm, consentAt: now, consentIp, confirmedAt: null, unsubscribedAt: null, updatedAt: now })
        .where(eq(trackingAlertSubscriptions.id, existing.id));
      await writeAudit(tx, {
        actorId: meta.principal?.userId ?? null,
        action: existing.status === 'unsubscribed' ? 'trackingAlert.resubscribe' : 'trackingAlert.subscribe.resend',
        entity: 'trackingAlertSubscription',
        entityId: existing.id,
        before: { status: existing.status },
        after: { status: 'pending', locale, reference: shipment.reference },
        requestId: meta.requestId,
      });
      return { kind: 'confirm' as const, id: existing.id };
    }
    const nonce = randomToken();
    const [inserted] = await tx
      .insert(trackingAlertSubscriptions)
      .values({ shipmentId: shipment.id, email: body.email, locale, status: 'pending', ...confirm, unsubscribeNonce: nonce, unsubscribeTokenHash: tokenHash(unsubscribeToken(nonce)), consentAt: now, consentIp })
      .returning({ id: trackingAlertSubscriptions.id });
    await writeAudit(tx, {
      actorId: meta.principal?.userId ?? null,
      action: 'trackingAlert.subscribe',
      entity: 'trackingAlertSubscription',
      entityId: inserted!.id,
      after: { status: 'pending', locale, reference: shipment.reference },
      requestId: meta.requestId,
    });
    return { kind: 'confirm' as const, id: inserted!.id };
  });

  if (outcome.kind === 'capped') {
    log.warn({ requestId: meta.requestId, shipmentId: shipment.id }, 'tracking alert subscription cap reached; nothing sent');
    return { accepted: true };
  }
  const mail = outcome.kind === 'already' ? alreadySubscribedMail(locale, body.email, shipment.reference, unsubscribeToken(outcome.nonce)) : confirmationMail(locale, body.email, shipment.reference, confirmToken);
  await sendMail(mail).catch((error: unknown) => log.error({ err: error, requestId: meta.requestId, subscriptionId: outcome.id }, 'tracking alert confirmation mail failed'));
  return { accepted: true };
}
