import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { TrackingAlertKind } from '../../domain/tracking-alerts';
import { isLocale, type Locale } from '../../routes';
import type { Database } from '../db/client';
import { shipments, trackingAlertDeliveries, trackingAlertSubscriptions } from '../db/schema';
import { knownLocations } from '../freight/known-locations';
import { log } from '../log';
import { sendMail } from '../mail/send-mail';
import { alertMail, type AlertEvent } from './alert-mails';
import { unsubscribeToken } from './alert-tokens';

/** A claimed alert whose sender vanished (a crash mid-send) is claimed again after this. */
const CLAIM_STALE_MS = 10 * 60_000;
/** Tries per alert before it is left unsent (logged). */
export const MAX_ALERT_ATTEMPTS = 5;

/**
 * [E1] Mails the pending tracking alerts, oldest first: each one is claimed first (an UPDATE only one instance wins),
 * mailed in the subscriber's language with the shipment's public facts as they are now, then marked sent; a failed
 * mail is released for the next round. Only active subscriptions' alerts go out. Answers how many were mailed.
 */
export async function deliverTrackingAlerts(db: Database, options: { now?: Date; limit?: number; shipmentId?: number } = {}): Promise<number> {
  const now = options.now ?? new Date();
  const stale = new Date(now.getTime() - CLAIM_STALE_MS);
  const claimable = and(isNull(trackingAlertDeliveries.sentAt), lt(trackingAlertDeliveries.attempts, MAX_ALERT_ATTEMPTS), or(isNull(trackingAlertDeliveries.claimedAt), lt(trackingAlertDeliveries.claimedAt, stale)));
  const due = await db
    .select({
      id: trackingAlertDeliveries.id,
      kind: trackingAlertDeliveries.kind,
      params: trackingAlertDeliveries.params,
      email: trackingAlertSubscriptions.email,
      locale: trackingAlertSubscriptions.locale,
      nonce: trackingAlertSubscriptions.unsubscribeNonce,
      reference: shipments.reference,
      origin: shipments.origin,
      destination: shipments.destination,
      eta: shipments.eta,
    })
    .from(trackingAlertDeliveries)
    .innerJoin(trackingAlertSubscriptions, eq(trackingAlertSubscriptions.id, trackingAlertDeliveries.subscriptionId))
    .innerJoin(shipments, eq(shipments.id, trackingAlertSubscriptions.shipmentId))
    .where(and(claimable, eq(trackingAlertSubscriptions.status, 'active'), options.shipmentId === undefined ? undefined : eq(trackingAlertSubscriptions.shipmentId, options.shipmentId)))
    .orderBy(asc(trackingAlertDeliveries.id))
    .limit(options.limit ?? 100);
  if (due.length === 0) return 0;
  const locations = await knownLocations(db);
  const placeName = (code: string, locale: Locale) => {
    const known = locations.get(code);
    return known ? `${known.name}, ${known.countryName[locale]}` : code;
  };
  let sent = 0;
  for (const alert of due) {
    const [claimed] = await db
      .update(trackingAlertDeliveries)
      .set({ claimedAt: now, attempts: sql`${trackingAlertDeliveries.attempts} + 1` })
      .where(and(eq(trackingAlertDeliveries.id, alert.id), claimable))
      .returning({ id: trackingAlertDeliveries.id, attempts: trackingAlertDeliveries.attempts });
    if (!claimed) continue;
    const locale: Locale = isLocale(alert.locale) ? alert.locale : 'tr';
    const params = alert.params;
    const kind = alert.kind as TrackingAlertKind;
    const event: AlertEvent =
      kind === 'etaChanged'
        ? { kind, previousEta: params.previousEta!, newEta: params.newEta! }
        : kind === 'freeTimeEnding'
          ? { kind, freeTimeEndsAt: params.freeTimeEndsAt! }
          : { kind, actualAt: params.actualAt!, location: params.location ? placeName(params.location, locale) : null };
    const shipment = { reference: alert.reference, origin: placeName(alert.origin, locale), destination: placeName(alert.destination, locale), eta: alert.eta };
    try {
      await sendMail(alertMail(locale, alert.email, shipment, event, unsubscribeToken(alert.nonce)));
      await db.update(trackingAlertDeliveries).set({ sentAt: new Date() }).where(eq(trackingAlertDeliveries.id, alert.id));
      sent += 1;
    } catch (error) {
      await db.update(trackingAlertDeliveries).set({ claimedAt: null }).where(eq(trackingAlertDeliveries.id, alert.id));
      const level = claimed.attempts >= MAX_ALERT_ATTEMPTS ? 'error' : 'warn';
      log[level]({ err: error, alertId: alert.id, attempts: claimed.attempts }, 'tracking alert mail failed');
    }
  }
  return sent;
}

/**
 * What the tracking verbs call after their commit: mails the shipment's pending alerts (the ones their event queued).
 * A failure is logged, never thrown: the event is recorded, and the sweep retries the mails.
 */
export async function deliverTrackingAlertsAfterCommit(db: Database, shipmentId: number, requestId?: string): Promise<void> {
  await deliverTrackingAlerts(db, { shipmentId }).catch((error: unknown) => log.error({ err: error, requestId }, 'tracking alerts not mailed after the event (the sweep retries)'));
}
