import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebhookDeliveryPage, WebhookSecretAnswer } from '@/lib/schemas/webhook';
import { connection, getDb } from '@/lib/server/db/client';
import { deliverDueWebhooks, WORKER_ALIVE_LOCK } from '@/lib/server/webhooks/deliver-webhooks';
import { emitWebhookEvent } from '@/lib/server/webhooks/emit-webhook-event';
import { startWebhookWorker } from '@/lib/server/webhooks/webhook-worker';
import { dataOf, startTestApi, type TestApi } from './harness';
import { closeReceivers, receiver } from './webhook-receiver';

/**
 * [E1] The webhook worker: a lease on an endpoint ends with its holder's session (a worker killed mid-round holds up
 * nothing after a restart), and the worker wakes when the transaction that wrote an event commits (a notification
 * sent at the commit, heard on its own session on PostgreSQL), not before and not after a rollback. Its rounds every
 * few seconds are set to ten minutes here: only the wake-ups can deliver within the test.
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
});
afterAll(async () => {
  await stopWorker?.();
  delete process.env.WEBHOOK_ALLOW_PRIVATE_NETWORK;
  closeReceivers();
  await api?.close();
});

const createEndpoint = async (url: string) =>
  dataOf<WebhookSecretAnswer>(await api.call('POST', '/api/Webhook/Endpoint/Create', { body: { url, eventTypes: ['shipment.delivered'] }, bearer: companyAdmin }), 201).endpoint;

describe('leases', () => {
  const leaseTo = (endpointId: number, holder: number) => api.sql(`update webhook_endpoints set lease_until = now() + interval '30 seconds', lease_holder = ${holder} where id = ${endpointId}`);

  it('a lease whose holder no session keeps alive ends at once; a live holder’s lasts until its session ends', async () => {
    const hook = await receiver();
    const endpoint = await createEndpoint(hook.url);
    const db = await getDb();
    await db.transaction((tx) => emitWebhookEvent(tx, delivered(companyId, new Date())));

    // A worker killed mid-round: its lease would run 30 s more, but no session holds its alive lock.
    await leaseTo(endpoint.id, 424_242);
    expect(await deliverDueWebhooks(db)).toEqual({ delivered: 1, failed: 0 });
    expect(hook.received).toHaveLength(1);
    expect((await api.sql<{ lease_until: unknown }>(`select lease_until from webhook_endpoints where id = ${endpoint.id}`))[0]!.lease_until).toBeNull();

    // Another worker, alive: its session holds the lock its lease names.
    const open = await connection();
    const other = await open.lastingSession({ channel: 'navlun_test_other_worker', onNotify: () => undefined, setup: [`select pg_try_advisory_lock(${WORKER_ALIVE_LOCK}, 515151)`] });
    await db.transaction((tx) => emitWebhookEvent(tx, delivered(companyId, new Date())));
    await leaseTo(endpoint.id, 515_151);
    expect(await deliverDueWebhooks(db)).toEqual({ delivered: 0, failed: 0 });
    expect(hook.received).toHaveLength(1);

    // Its session ends (on PGlite the database's one session outlives it: the lock is let go by hand).
    await other.stop();
    if (open.kind === 'pglite') await api.sql(`select pg_advisory_unlock(${WORKER_ALIVE_LOCK}, 515151)`);
    await expect.poll(async () => (await deliverDueWebhooks(db)).delivered, { timeout: 5_000 }).toBe(1);
    expect(hook.received).toHaveLength(2);
  });
});

describe('wake-ups', () => {
  beforeAll(() => {
    stopWorker = startWebhookWorker(10 * 60_000);
  });

  it('an event goes out when its transaction commits, none before, none of a rolled-back one; a redelivery wakes the worker too', async () => {
    await api.sql(`delete from webhook_endpoints`);
    const hook = await receiver();
    const endpoint = await createEndpoint(hook.url);
    expect(endpoint.status).toBe('active');
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
    const [{ count }] = (await api.sql<{ count: string }>(`select count(*) from webhook_deliveries where endpoint_id = ${endpoint.id}`)) as [{ count: string }];
    expect(Number(count)).toBe(1);

    const log = dataOf<WebhookDeliveryPage>(await api.call('POST', '/api/Webhook/Delivery/GetList', { body: { endpointId: endpoint.id }, bearer: companyAdmin }));
    expect(log.items.map((item) => item.status)).toEqual(['delivered']);
    dataOf(await api.call('POST', '/api/Webhook/Delivery/Redeliver', { body: { id: log.items[0]!.id }, bearer: companyAdmin }));
    await expect.poll(() => hook.received.length, { timeout: 5_000 }).toBe(2);
    expect(hook.received[1]!.headers['webhook-id']).toBe(eventId);
  });
});
