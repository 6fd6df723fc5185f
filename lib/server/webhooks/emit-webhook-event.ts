import { randomBytes } from 'node:crypto';
import { and, eq, or, sql } from 'drizzle-orm';
import { WEBHOOK_PAYLOAD_VERSION, type WebhookEventType } from '../../domain/webhooks';
import type { WebhookEventData } from '../../schemas/webhook';
import type { Database } from '../db/client';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../db/schema';
import { wakeWebhookWorkersAtCommit } from './webhook-worker';

type Executor = Pick<Database, 'select' | 'insert' | 'execute'>;

/** A new `webhook-id`: `msg_` and 128 random bits in hex. */
export const newWebhookEventId = () => `msg_${randomBytes(16).toString('hex')}`;

/**
 * [E1] The outbox's write: called inside the transaction of the change an event reports (so the event exists exactly
 * when the change does), it stores the event once and a pending delivery for each endpoint of the company subscribed
 * to its type: active ones, and ones disabled for failing (their events wait for them to be turned back on; an
 * endpoint its company turned off gets none). Nothing is written for a company without such an endpoint. The workers
 * (deliver-webhooks.ts) are woken at the commit and send them. Answers the event's id, or null.
 */
export async function emitWebhookEvent<T extends WebhookEventType>(
  tx: Executor,
  event: { companyId: number | null; type: T; data: WebhookEventData[T]; at?: Date },
): Promise<string | null> {
  if (event.companyId === null) return null;
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.companyId, event.companyId),
        or(eq(webhookEndpoints.status, 'active'), eq(webhookEndpoints.disabledReason, 'failing')),
        sql`${webhookEndpoints.eventTypes} @> ${JSON.stringify([event.type])}::jsonb`,
      ),
    );
  if (endpoints.length === 0) return null;
  const at = event.at ?? new Date();
  const id = newWebhookEventId();
  const payload = { type: event.type, timestamp: at.toISOString(), version: WEBHOOK_PAYLOAD_VERSION, data: event.data };
  await tx.insert(webhookEvents).values({ id, companyId: event.companyId, type: event.type, payload, createdAt: at });
  await tx.insert(webhookDeliveries).values(endpoints.map((endpoint) => ({ eventId: id, endpointId: endpoint.id, createdAt: at, nextAttemptAt: at })));
  await wakeWebhookWorkersAtCommit(tx);
  return id;
}
