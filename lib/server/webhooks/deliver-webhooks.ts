import { and, asc, eq, sql } from 'drizzle-orm';
import { retryWindowOver, webhookRetryDelayMs } from '../../domain/webhooks';
import type { Database } from '../db/client';
import { webhookAttempts, webhookDeliveries, webhookEndpoints, webhookEvents } from '../db/schema';
import { log } from '../log';
import { signWebhook } from './standard-webhooks';
import { postWebhook, type WebhookAttemptResult } from './post-webhook';
import { mailEndpointDisabled } from './webhook-mails';

/** How long a worker's claim on an endpoint lasts; renewed before each send (a send takes at most 10 s). */
const LEASE_MS = 30_000;
/**
 * The first key of the session-level advisory locks by which workers show they are alive (the second is the worker's
 * own key, webhook-worker.ts): a lease whose holder's lock no session holds ended with its process or session.
 */
export const WORKER_ALIVE_LOCK = 74_202;
/** Events one claim sends before the endpoint is let go for others' turn. */
const EVENTS_PER_CLAIM = 50;

export type WebhookSender = (url: string, headers: Record<string, string>, body: string) => Promise<WebhookAttemptResult>;

interface ClaimedEndpoint extends Record<string, unknown> {
  id: number;
  url: string;
  secret: string;
  previous_secret: string | null;
  previous_secret_until: string | Date | null;
  failing_since: string | Date | null;
}

const iso = (date: Date) => date.toISOString();

/**
 * Claims one endpoint whose oldest pending delivery is due, for LEASE_MS: the row is locked while claimed (`FOR UPDATE
 * SKIP LOCKED`: two instances never claim the same endpoint) and then leased, so at most one delivery per endpoint is
 * in flight anywhere, and its events go out in order. A lease ends when it runs out, or at once when it names a holder
 * whose alive lock (WORKER_ALIVE_LOCK) no session holds: a worker killed mid-round, or a restart, holds up nothing.
 */
async function claimEndpoint(db: Database, now: Date, holder: number | null): Promise<ClaimedEndpoint | undefined> {
  const result = await db.execute<ClaimedEndpoint>(sql`
    update webhook_endpoints set lease_until = ${iso(new Date(now.getTime() + LEASE_MS))}::timestamptz, lease_holder = ${holder}
    where id = (
      select e.id from webhook_endpoints e
      where e.status = 'active'
        and (e.lease_until is null or e.lease_until < ${iso(now)}::timestamptz
          or (e.lease_holder is not null and not exists (
            select 1 from pg_locks l
            where l.locktype = 'advisory' and l.granted and l.classid = ${WORKER_ALIVE_LOCK}::int::oid and l.objid = e.lease_holder::oid and l.objsubid = 2
              and l.database = (select oid from pg_database where datname = current_database()))))
        and (select d.next_attempt_at from webhook_deliveries d where d.endpoint_id = e.id and d.status = 'pending' order by d.id limit 1) <= ${iso(now)}::timestamptz
      order by e.id
      limit 1
      for update of e skip locked)
    returning id, url, secret, previous_secret, previous_secret_until, failing_since`);
  return (result as unknown as { rows: ClaimedEndpoint[] }).rows[0];
}

/** The `webhook-signature` header: the current secret's signature and, while a rotation overlaps, the previous one's. */
function signatureHeader(endpoint: ClaimedEndpoint, id: string, seconds: number, body: string, now: Date): string {
  const secrets = [endpoint.secret];
  if (endpoint.previous_secret && endpoint.previous_secret_until && new Date(endpoint.previous_secret_until) > now) secrets.push(endpoint.previous_secret);
  return secrets.map((secret) => signWebhook(secret, id, seconds, body)).join(' ');
}

const succeeded = (result: WebhookAttemptResult) => result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;

/**
 * Sends a claimed endpoint's pending deliveries in order, while they are due and answered 2xx. A failure schedules
 * the next try with backoff and stops the endpoint's turn (later events wait behind it); once its deliveries have
 * failed for 24 hours, the delivery is given up and the endpoint disabled, and its company admins are mailed.
 */
async function sendQueue(db: Database, endpoint: ClaimedEndpoint, clock: () => Date, send: WebhookSender): Promise<{ delivered: number; failed: number }> {
  let delivered = 0;
  let failed = 0;
  for (let sent = 0; sent < EVENTS_PER_CLAIM; sent++) {
    const now = clock();
    const [head] = await db
      .select({ id: webhookDeliveries.id, eventId: webhookDeliveries.eventId, nextAttemptAt: webhookDeliveries.nextAttemptAt, payload: webhookEvents.payload })
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .where(and(eq(webhookDeliveries.endpointId, endpoint.id), eq(webhookDeliveries.status, 'pending')))
      .orderBy(asc(webhookDeliveries.id))
      .limit(1);
    if (!head || head.nextAttemptAt > now) break;
    await db.update(webhookEndpoints).set({ leaseUntil: new Date(now.getTime() + LEASE_MS) }).where(eq(webhookEndpoints.id, endpoint.id));
    const body = JSON.stringify(head.payload);
    const seconds = Math.floor(now.getTime() / 1000);
    const result = await send(endpoint.url, { 'webhook-id': head.eventId, 'webhook-timestamp': String(seconds), 'webhook-signature': signatureHeader(endpoint, head.eventId, seconds, body, now) }, body);
    const finished = clock();
    const ok = succeeded(result);
    const failingSince = ok ? null : endpoint.failing_since ? new Date(endpoint.failing_since) : now;
    const givenUp = failingSince !== null && retryWindowOver(failingSince, finished);
    await db.transaction(async (tx) => {
      const [counted] = await tx
        .update(webhookDeliveries)
        .set({
          attempts: sql`${webhookDeliveries.attempts} + 1`,
          ...(ok ? { status: 'delivered' as const, deliveredAt: finished } : givenUp ? { status: 'failed' as const } : {}),
        })
        .where(eq(webhookDeliveries.id, head.id))
        .returning({ attempts: webhookDeliveries.attempts });
      if (!ok && !givenUp) await tx.update(webhookDeliveries).set({ nextAttemptAt: new Date(finished.getTime() + webhookRetryDelayMs(counted?.attempts ?? 1)) }).where(eq(webhookDeliveries.id, head.id));
      await tx.insert(webhookAttempts).values({ deliveryId: head.id, attemptedAt: now, statusCode: result.statusCode, latencyMs: result.latencyMs, response: result.response, error: result.error });
      // The endpoint's failure record, written only when it changes (a first failure, a success after failures, the end).
      if (givenUp || (failingSince === null) !== (endpoint.failing_since === null)) {
        await tx
          .update(webhookEndpoints)
          .set({ failingSince, ...(givenUp ? { status: 'disabled' as const, disabledReason: 'failing' as const } : {}) })
          .where(eq(webhookEndpoints.id, endpoint.id));
      }
    });
    endpoint.failing_since = failingSince;
    if (ok) {
      delivered += 1;
      continue;
    }
    failed += 1;
    log.warn({ endpointId: endpoint.id, deliveryId: head.id, statusCode: result.statusCode, error: result.error, givenUp }, 'webhook delivery failed');
    if (givenUp) await mailEndpointDisabled(db, endpoint.id).catch((error: unknown) => log.error({ err: error, endpointId: endpoint.id }, 'webhook disabled mail failed'));
    break;
  }
  return { delivered, failed };
}

/**
 * [E1] One round of the webhook worker: up to `concurrency` endpoints at once, each claimed and sent in order, until
 * no endpoint has a due delivery. Safe beside other rounds and other instances (claims). `holder`: the worker's key,
 * while its session holds its alive lock (its leases then end with that session); without it a lease only runs out.
 * Answers the counts.
 */
export async function deliverDueWebhooks(
  db: Database,
  options: { clock?: () => Date; send?: WebhookSender; concurrency?: number; holder?: number } = {},
): Promise<{ delivered: number; failed: number }> {
  const clock = options.clock ?? (() => new Date());
  const send = options.send ?? postWebhook;
  const totals = { delivered: 0, failed: 0 };
  const worker = async () => {
    for (;;) {
      const endpoint = await claimEndpoint(db, clock(), options.holder ?? null);
      if (!endpoint) return;
      try {
        const counts = await sendQueue(db, endpoint, clock, send);
        totals.delivered += counts.delivered;
        totals.failed += counts.failed;
      } finally {
        await db.update(webhookEndpoints).set({ leaseUntil: null, leaseHolder: null }).where(eq(webhookEndpoints.id, endpoint.id));
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  return totals;
}
