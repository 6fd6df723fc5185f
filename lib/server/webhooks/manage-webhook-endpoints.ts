import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { WEBHOOK_SECRET_OVERLAP_MS, type WebhookEventType } from '../../domain/webhooks';
import type { createWebhookEndpointBody, updateWebhookEndpointBody, WebhookEndpoint, WebhookEndpointListAnswer, WebhookSecretAnswer } from '../../schemas/webhook';
import { ApiError, notFound } from '../api/errors';
import { writeAudit } from '../audit';
import type { Principal } from '../auth/principal';
import { companyActor, managedCompanyId } from '../company/company-actor';
import type { Database } from '../db/client';
import { webhookDeliveries, webhookEndpoints } from '../db/schema';
import { checkEndpointUrl } from './endpoint-url';
import { newWebhookSecret } from './standard-webhooks';
import { wakeWebhookWorkersAtCommit } from './webhook-worker';

/** A company has at most this many endpoints. */
export const MAX_WEBHOOK_ENDPOINTS_PER_COMPANY = 20;

/** Who manages a company's webhooks: a company admin, or an API key of the company with `webhooks:manage` (the handler checked the scope). */
export interface WebhookManager {
  userId: string;
  companyId: number;
}

export async function webhookManager(db: Database, principal: Principal): Promise<WebhookManager> {
  const actor = await companyActor(db, principal);
  if (principal.via === 'apiKey' && principal.apiKey) return { userId: actor.userId, companyId: principal.apiKey.companyId };
  return { userId: actor.userId, companyId: managedCompanyId(actor, undefined) };
}

/** An endpoint as its company sees it: the delivery worker's lease is none of its business. */
type EndpointRow = Omit<typeof webhookEndpoints.$inferSelect, 'leaseUntil' | 'leaseHolder'>;

const pendingCount = sql<number>`(select count(*)::int from webhook_deliveries d where d.endpoint_id = webhook_endpoints.id and d.status = 'pending')`;
const failedCount = sql<number>`(select count(*)::int from webhook_deliveries d where d.endpoint_id = webhook_endpoints.id and d.status = 'failed')`;

function toEndpoint(row: EndpointRow & { pendingCount: number; failedCount: number }, now = new Date()): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes as WebhookEventType[],
    status: row.status,
    disabledReason: row.status === 'disabled' ? (row.disabledReason ?? 'manual') : null,
    failingSince: row.failingSince?.toISOString() ?? null,
    previousSecretUntil: row.previousSecretUntil && row.previousSecretUntil > now ? row.previousSecretUntil.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    pendingCount: Number(row.pendingCount),
    failedCount: Number(row.failedCount),
  };
}

async function loadEndpoint(db: Pick<Database, 'select'>, manager: WebhookManager, id: number): Promise<WebhookEndpoint> {
  const [row] = await db
    .select({ ...endpointColumns, pendingCount, failedCount })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.companyId, manager.companyId)));
  if (!row) throw notFound('webhooks.notFound');
  return toEndpoint(row);
}

const endpointColumns = {
  id: webhookEndpoints.id,
  companyId: webhookEndpoints.companyId,
  url: webhookEndpoints.url,
  description: webhookEndpoints.description,
  eventTypes: webhookEndpoints.eventTypes,
  secret: webhookEndpoints.secret,
  previousSecret: webhookEndpoints.previousSecret,
  previousSecretUntil: webhookEndpoints.previousSecretUntil,
  status: webhookEndpoints.status,
  disabledReason: webhookEndpoints.disabledReason,
  failingSince: webhookEndpoints.failingSince,
  createdBy: webhookEndpoints.createdBy,
  createdAt: webhookEndpoints.createdAt,
  updatedAt: webhookEndpoints.updatedAt,
};

/** The company's endpoints, newest first, with how many deliveries wait and how many were given up. */
export async function listWebhookEndpoints(db: Database, manager: WebhookManager): Promise<WebhookEndpointListAnswer> {
  const rows = await db
    .select({ ...endpointColumns, pendingCount, failedCount })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.companyId, manager.companyId))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
  const now = new Date();
  return { items: rows.map((row) => toEndpoint(row, now)) };
}

/** Registers an endpoint (its URL checked: https, no private network); the answer holds its signing secret this once. Audited without the secret. */
export async function createWebhookEndpoint(db: Database, manager: WebhookManager, body: z.output<typeof createWebhookEndpointBody>, requestId?: string): Promise<WebhookSecretAnswer> {
  await checkEndpointUrl(body.url);
  const secret = newWebhookSecret();
  return db.transaction(async (tx) => {
    const [{ value: existing } = { value: 0 }] = await tx.select({ value: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.companyId, manager.companyId));
    if (existing >= MAX_WEBHOOK_ENDPOINTS_PER_COMPANY) throw new ApiError(409, 'webhooks.tooMany', { max: MAX_WEBHOOK_ENDPOINTS_PER_COMPANY });
    const [created] = await tx
      .insert(webhookEndpoints)
      .values({ companyId: manager.companyId, url: body.url, description: body.description, eventTypes: body.eventTypes, secret, createdBy: manager.userId })
      .returning({ id: webhookEndpoints.id });
    const endpoint = await loadEndpoint(tx, manager, created!.id);
    await writeAudit(tx, { actorId: manager.userId, action: 'webhookEndpoint.create', entity: 'webhookEndpoint', entityId: endpoint.id, after: { url: endpoint.url, eventTypes: endpoint.eventTypes }, requestId });
    return { endpoint, secret };
  });
}

/**
 * Changes an endpoint's URL, description or events, or turns it off or back on. Turning it on clears its failure
 * record, and the deliveries that waited go out in order.
 */
export async function updateWebhookEndpoint(db: Database, manager: WebhookManager, body: z.output<typeof updateWebhookEndpointBody>, requestId?: string): Promise<WebhookEndpoint> {
  if (body.url !== undefined) await checkEndpointUrl(body.url);
  const endpoint = await db.transaction(async (tx) => {
    const before = await loadEndpoint(tx, manager, body.id);
    const enabling = body.enabled === true && before.status === 'disabled';
    const disabling = body.enabled === false && before.status === 'active';
    await tx
      .update(webhookEndpoints)
      .set({
        ...(body.url !== undefined ? { url: body.url } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.eventTypes !== undefined ? { eventTypes: body.eventTypes } : {}),
        ...(enabling ? { status: 'active' as const, disabledReason: null, failingSince: null } : {}),
        ...(disabling ? { status: 'disabled' as const, disabledReason: 'manual' as const } : {}),
        updatedAt: new Date(),
      })
      .where(eq(webhookEndpoints.id, body.id));
    if (enabling) {
      await tx.update(webhookDeliveries).set({ nextAttemptAt: new Date() }).where(and(eq(webhookDeliveries.endpointId, body.id), eq(webhookDeliveries.status, 'pending')));
      await wakeWebhookWorkersAtCommit(tx);
    }
    const after = await loadEndpoint(tx, manager, body.id);
    await writeAudit(tx, {
      actorId: manager.userId,
      action: 'webhookEndpoint.update',
      entity: 'webhookEndpoint',
      entityId: body.id,
      before: { url: before.url, description: before.description, eventTypes: before.eventTypes, status: before.status },
      after: { url: after.url, description: after.description, eventTypes: after.eventTypes, status: after.status },
      requestId,
    });
    return after;
  });
  return endpoint;
}

/**
 * A new signing secret, answered this once; the previous one keeps signing beside it for 24 hours (two signatures in
 * `webhook-signature`), so the receiver can switch without missing an event.
 */
export async function rotateWebhookSecret(db: Database, manager: WebhookManager, id: number, requestId?: string): Promise<WebhookSecretAnswer> {
  const secret = newWebhookSecret();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ secret: webhookEndpoints.secret })
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.companyId, manager.companyId)))
      .for('update');
    if (!row) throw notFound('webhooks.notFound');
    const until = new Date(Date.now() + WEBHOOK_SECRET_OVERLAP_MS);
    await tx.update(webhookEndpoints).set({ secret, previousSecret: row.secret, previousSecretUntil: until, updatedAt: new Date() }).where(eq(webhookEndpoints.id, id));
    await writeAudit(tx, { actorId: manager.userId, action: 'webhookEndpoint.rotateSecret', entity: 'webhookEndpoint', entityId: id, after: { previousSecretUntil: until.toISOString() }, requestId });
    return { endpoint: await loadEndpoint(tx, manager, id), secret };
  });
}

/** Deletes an endpoint with its deliveries and their log (events that went to no other endpoint stay in the outbox). */
export async function deleteWebhookEndpoint(db: Database, manager: WebhookManager, id: number, requestId?: string): Promise<{ deleted: true }> {
  return db.transaction(async (tx) => {
    const before = await loadEndpoint(tx, manager, id);
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    await writeAudit(tx, { actorId: manager.userId, action: 'webhookEndpoint.delete', entity: 'webhookEndpoint', entityId: id, before: { url: before.url, eventTypes: before.eventTypes }, requestId });
    return { deleted: true as const };
  });
}
