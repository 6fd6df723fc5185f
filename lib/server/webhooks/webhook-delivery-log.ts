import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { WebhookEventType } from '../../domain/webhooks';
import type { webhookDeliveryListRequest, WebhookDelivery, WebhookDeliveryPage } from '../../schemas/webhook';
import { ApiError, notFound } from '../api/errors';
import { writeAudit } from '../audit';
import type { Database } from '../db/client';
import { webhookAttempts, webhookDeliveries, webhookEndpoints, webhookEvents } from '../db/schema';
import type { WebhookManager } from './manage-webhook-endpoints';
import { wakeWebhookWorkersAtCommit } from './webhook-worker';

/** Attempts the log shows per delivery, newest first. */
const HISTORY = 20;

type AttemptRow = typeof webhookAttempts.$inferSelect;
const toAttempt = (row: AttemptRow) => ({ at: row.attemptedAt.toISOString(), statusCode: row.statusCode, latencyMs: row.latencyMs, response: row.response, error: row.error });

async function ownEndpoint(db: Database, manager: WebhookManager, endpointId: number): Promise<void> {
  const [row] = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.companyId, manager.companyId)));
  if (!row) throw notFound('webhooks.notFound');
}

/** [E1] One endpoint's delivery log, newest first: each event's status, attempts with their answers and times, and the payload sent. */
export async function listWebhookDeliveries(db: Database, manager: WebhookManager, query: z.output<typeof webhookDeliveryListRequest>): Promise<WebhookDeliveryPage> {
  await ownEndpoint(db, manager, query.endpointId);
  const where = and(eq(webhookDeliveries.endpointId, query.endpointId), query.status === 'all' ? undefined : eq(webhookDeliveries.status, query.status));
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(webhookDeliveries).where(where);
  const rows = await db
    .select({
      id: webhookDeliveries.id,
      eventId: webhookDeliveries.eventId,
      eventType: webhookEvents.type,
      status: webhookDeliveries.status,
      attempts: webhookDeliveries.attempts,
      createdAt: webhookDeliveries.createdAt,
      nextAttemptAt: webhookDeliveries.nextAttemptAt,
      deliveredAt: webhookDeliveries.deliveredAt,
      payload: webhookEvents.payload,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(where)
    .orderBy(desc(webhookDeliveries.id))
    .limit(query.pageSize)
    .offset((query.pageNumber - 1) * query.pageSize);
  const attempts = rows.length
    ? await db
        .select()
        .from(webhookAttempts)
        .where(inArray(webhookAttempts.deliveryId, rows.map((row) => row.id)))
        .orderBy(desc(webhookAttempts.id))
    : [];
  const items: WebhookDelivery[] = rows.map((row) => {
    const history = attempts
      .filter((attempt) => attempt.deliveryId === row.id)
      .slice(0, HISTORY)
      .map(toAttempt);
    return {
      id: row.id,
      eventId: row.eventId,
      eventType: row.eventType as WebhookEventType,
      status: row.status,
      attempts: row.attempts,
      createdAt: row.createdAt.toISOString(),
      nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
      deliveredAt: row.deliveredAt?.toISOString() ?? null,
      lastAttempt: history[0] ?? null,
      history,
      payload: row.payload,
    };
  });
  return { items, totalCount: Number(total), pageNumber: query.pageNumber, pageSize: query.pageSize };
}

/**
 * Sends a delivery again now, with its event's `webhook-id` (a receiver that has it drops it): a given-up or delivered
 * one becomes pending again in its place in its endpoint's order (deliveries go by id: ahead of every event after it,
 * behind older ones still waiting). The endpoint must be on (409 otherwise). Audited.
 */
export async function redeliverWebhook(db: Database, manager: WebhookManager, deliveryId: number, requestId?: string): Promise<{ id: number; status: 'pending' }> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: webhookDeliveries.id, status: webhookDeliveries.status, endpointStatus: webhookEndpoints.status })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookEndpoints.companyId, manager.companyId)));
    if (!row) throw notFound('webhooks.deliveryNotFound');
    if (row.endpointStatus !== 'active') throw new ApiError(409, 'webhooks.endpointDisabled');
    await tx.update(webhookDeliveries).set({ status: 'pending', nextAttemptAt: new Date(), deliveredAt: null }).where(eq(webhookDeliveries.id, deliveryId));
    await writeAudit(tx, { actorId: manager.userId, action: 'webhookDelivery.redeliver', entity: 'webhookDelivery', entityId: deliveryId, before: { status: row.status }, requestId });
    await wakeWebhookWorkersAtCommit(tx);
  });
  return { id: deliveryId, status: 'pending' };
}
