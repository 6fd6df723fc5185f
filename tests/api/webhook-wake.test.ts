import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { WebhookDeliveryPage, WebhookSecretAnswer } from '@/lib/schemas/webhook';
import { getDb } from '@/lib/server/db/client';
import { emitWebhookEvent } from '@/lib/server/webhooks/emit-webhook-event';
import { startWebhookWorker } from '@/lib/server/webhooks/webhook-worker';
import { dataOf, startTestApi, type TestApi } from './harness';
import { closeReceivers, receiver } from './webhook-receiver';

/**
 * [E1] The webhook worker wakes when the transaction that wrote an event commits (a notification sent at the commit,
 * heard on its own listening connection on PostgreSQL), not before and not after a rollback. Its rounds every few
 * seconds are set to ten minutes here: only the wake-ups can deliver within the test.
 */
let api: TestApi;
let stopWorker: () => Promise<void>;
let companyId = 0;
let companyAdmin = '';

const delivered = (companyIdOf: number, at: Date) => ({
  companyId: companyIdOf,
  type: 'shipment.delivered' as const,
  at,
  data: {
    shipment: { reference: 'BK-WAKE', reservationId: null, mode: 'sea', origin: 'TRIST', destination: 'NLRTM', carrier: 'Bosphorus Shipping', eta: at.toISOString(), containers: [], billOfLading: null, airWaybill: null },
    deliveredAt: at.toISOString(),
    location: null,
  },
});

beforeAll(async () => {
  process.env.WEBHOOK_ALLOW_PRIVATE_NETWORK = '1';
  api = await startTestApi();
  companyAdmin = (await api.demoTokens()).companyAdmin;
  const [row] = await api.sql<{ company_id: number }>(`select company_id from users where email = 'companyadmin@navlunport.test'`);
  companyId = row!.company_id;
  stopWorker = startWebhookWorker(10 * 60_000);
});
afterAll(async () => {
  await stopWorker?.();
  delete process.env.WEBHOOK_ALLOW_PRIVATE_NETWORK;
  closeReceivers();
  await api?.close();
});

it('an event goes out when its transaction commits, none before, none of a rolled-back one; a redelivery wakes the worker too', async () => {
  const hook = await receiver();
  const created = dataOf<WebhookSecretAnswer>(await api.call('POST', '/api/Webhook/Endpoint/Create', { body: { url: hook.url, eventTypes: ['shipment.delivered'] }, bearer: companyAdmin }), 201);
  expect(created.endpoint.status).toBe('active');
  const db = await getDb();

  let eventId: string | null = null;
  await db.transaction(async (tx) => {
    eventId = await emitWebhookEvent(tx, delivered(companyId, new Date()));
    // Longer than a round takes: a worker woken now would find nothing to send (and, on PostgreSQL, not see the event).
    await sleep(600);
  });
  expect(eventId).toMatch(/^msg_/);
  expect(hook.received).toHaveLength(0);
  await expect.poll(() => hook.received.length, { timeout: 5_000 }).toBe(1);
  expect(hook.received[0]!.headers['webhook-id']).toBe(eventId);

  await expect(
    db.transaction(async (tx) => {
      await emitWebhookEvent(tx, delivered(companyId, new Date()));
      tx.rollback();
    }),
  ).rejects.toThrow();
  await sleep(1_000);
  expect(hook.received).toHaveLength(1);
  const [{ count }] = (await api.sql<{ count: string }>(`select count(*) from webhook_events where company_id = ${companyId}`)) as [{ count: string }];
  expect(Number(count)).toBe(1);

  const log = dataOf<WebhookDeliveryPage>(await api.call('POST', '/api/Webhook/Delivery/GetList', { body: { endpointId: created.endpoint.id }, bearer: companyAdmin }));
  expect(log.items.map((item) => item.status)).toEqual(['delivered']);
  dataOf(await api.call('POST', '/api/Webhook/Delivery/Redeliver', { body: { id: log.items[0]!.id }, bearer: companyAdmin }));
  await expect.poll(() => hook.received.length, { timeout: 5_000 }).toBe(2);
  expect(hook.received[1]!.headers['webhook-id']).toBe(eventId);
});
