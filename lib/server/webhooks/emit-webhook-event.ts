import { randomBytes } from 'node:crypto';
import { and, inArray, or, eq } from 'drizzle-orm';
import { WEBHOOK_PAYLOAD_VERSION, type WebhookEventType } from '../../domain/webhooks';
import type { WebhookEventData } from '../../schemas/webhook';
import type { Database } from '../db/client';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../db/schema';
import { wakeWebhookWorkersAtCommit } from './webhook-worker';

type Executor = Pick<Database, 'select' | 'insert' | 'execute'>;

/** A new `webhook-id`: `msg_` and 128 random bits in hex. */
export const newWebhookEventId = () => `msg_${randomBytes(16).toString('hex')}`;

/** An event of a change, before it is written: the company it is about, its type and payload data. */
export interface WebhookEventInput<T extends WebhookEventType = WebhookEventType> {
  companyId: number | null;
  type: T;
  data: WebhookEventData[T];
  at?: Date;
}

/** Which endpoints get an event: those of its company subscribed to its type. */
export type WebhookSubscribers = (companyId: number | null, type: WebhookEventType) => number[];

/**
 * The endpoints of some companies that events are written for: active ones, and ones disabled for failing (their
 * events wait for them to be turned back on; an endpoint its company turned off gets none). One statement, none for
 * no company.
 */
export async function webhookSubscribers(tx: Executor, companyIds: Iterable<number | null>): Promise<WebhookSubscribers> {
  const companies = [...new Set([...companyIds].filter((id): id is number => id !== null))];
  const endpoints =
    companies.length === 0
      ? []
      : await tx
          .select({ id: webhookEndpoints.id, companyId: webhookEndpoints.companyId, eventTypes: webhookEndpoints.eventTypes })
          .from(webhookEndpoints)
          .where(and(inArray(webhookEndpoints.companyId, companies), or(eq(webhookEndpoints.status, 'active'), eq(webhookEndpoints.disabledReason, 'failing'))))
          .orderBy(webhookEndpoints.id);
  return (companyId, type) => endpoints.filter((endpoint) => endpoint.companyId === companyId && endpoint.eventTypes.includes(type)).map((endpoint) => endpoint.id);
}

/**
 * [E1] The outbox's write: called inside the transaction of the changes the events report (so each event exists
 * exactly when its change does), it stores each event that has subscribers once, with a pending delivery for each of
 * them, in the order given (multi-row statements: a batch of changes costs what one does). The workers
 * (deliver-webhooks.ts) are woken at the commit and send them. Answers each event's id, or null when nobody is
 * subscribed to it.
 */
export async function writeWebhookEvents(tx: Executor, events: readonly WebhookEventInput[], subscribers: WebhookSubscribers): Promise<Array<string | null>> {
  const written = events.map((event) => {
    const endpoints = subscribers(event.companyId, event.type);
    if (endpoints.length === 0) return null;
    const at = event.at ?? new Date();
    return { id: newWebhookEventId(), at, endpoints, event };
  });
  const rows = written.filter((row) => row !== null);
  if (rows.length === 0) return written.map(() => null);
  await tx.insert(webhookEvents).values(
    rows.map(({ id, at, event }) => ({ id, companyId: event.companyId!, type: event.type, payload: { type: event.type, timestamp: at.toISOString(), version: WEBHOOK_PAYLOAD_VERSION, data: event.data }, createdAt: at })),
  );
  await tx.insert(webhookDeliveries).values(rows.flatMap(({ id, at, endpoints }) => endpoints.map((endpointId) => ({ eventId: id, endpointId, createdAt: at, nextAttemptAt: at }))));
  await wakeWebhookWorkersAtCommit(tx);
  return written.map((row) => row?.id ?? null);
}

/** One event of a change (writeWebhookEvents for one): its id, or null. */
export async function emitWebhookEvent<T extends WebhookEventType>(tx: Executor, event: WebhookEventInput<T>): Promise<string | null> {
  if (event.companyId === null) return null;
  const [id] = await writeWebhookEvents(tx, [event as WebhookEventInput], await webhookSubscribers(tx, [event.companyId]));
  return id ?? null;
}
