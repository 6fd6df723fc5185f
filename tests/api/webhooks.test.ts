import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_RETRY_WINDOW_MS } from '@/lib/domain/webhooks';
import type { WebhookDeliveryPage, WebhookEndpointListAnswer, WebhookSecretAnswer } from '@/lib/schemas/webhook';
import type { CreateApiKeyAnswer } from '@/lib/schemas/api-key';
import { getDb } from '@/lib/server/db/client';
import { deliverDueWebhooks } from '@/lib/server/webhooks/deliver-webhooks';
import { postWebhook } from '@/lib/server/webhooks/post-webhook';
import { pruneWebhookOutbox } from '@/lib/server/webhooks/prune-webhook-outbox';
import { bookingKit, card, testCards } from './booking-fixtures';
import { dataOf, startTestApi, type TestApi } from './harness';
import { mailsTo } from './outbox';
import { closeReceivers, receiver, type Received } from './webhook-receiver';

/**
 * [E1] Signed webhooks: a company admin (or a key with `webhooks:manage`) registers an endpoint; the marketplace's
 * changes write events in their own transaction (the outbox); the worker POSTs them signed as Standard Webhooks says
 * (verified here with the `standardwebhooks` library), in order, retried with backoff, given up after 24 hours with
 * the endpoint disabled and its admins mailed; the delivery log and redelivery; the SSRF guard.
 */
let api: TestApi;
let kit: Awaited<ReturnType<typeof bookingKit>>;
let companyId = 0;


const call = (path: string, body: unknown, bearer = kit.tokens.companyAdmin, locale = 'en') => api.call('POST', path, { body, bearer, headers: { 'Accept-Language': locale } });
const createEndpoint = async (url: string, eventTypes: string[], bearer = kit.tokens.companyAdmin) => dataOf<WebhookSecretAnswer>(await call('/api/Webhook/Endpoint/Create', { url, eventTypes }, bearer), 201);
const deliver = async (clock?: () => Date) => deliverDueWebhooks(await getDb(), clock ? { clock } : {});
const headersOf = (entry: Received) => ({ 'webhook-id': String(entry.headers['webhook-id']), 'webhook-timestamp': String(entry.headers['webhook-timestamp']), 'webhook-signature': String(entry.headers['webhook-signature']) });

beforeAll(async () => {
  process.env.WEBHOOK_ALLOW_PRIVATE_NETWORK = '1';
  api = await startTestApi();
  kit = await bookingKit(api);
  const [row] = await api.sql<{ company_id: number; same: boolean }>(
    `select a.company_id, a.company_id = c.company_id as same from users a, users c where a.email = 'companyadmin@navlunport.test' and c.email = 'customer@navlunport.test'`,
  );
  expect(row?.same, 'the demo customer works for the demo company admin’s company').toBe(true);
  companyId = row!.company_id;
});
afterEach(async () => {
  process.env.WEBHOOK_ALLOW_PRIVATE_NETWORK = '1';
  // Each test starts with no endpoint: what one registers never receives another's events.
  await api.sql(`delete from webhook_endpoints`);
});
afterAll(async () => {
  delete process.env.WEBHOOK_ALLOW_PRIVATE_NETWORK;
  closeReceivers();
  await api?.close();
});

describe('a booking journey reaches the company’s endpoint, signed and in order', () => {
  it('quoted → reservation created → card declined → card paid → confirmed → ETA moved → milestone → delivered', async () => {
    const hook = await receiver();
    const { endpoint, secret } = await createEndpoint(hook.url, ['request.quoted', 'reservation.created', 'reservation.confirmed', 'payment.received', 'payment.refused', 'shipment.milestone', 'shipment.eta_changed', 'shipment.delivered']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(endpoint).toMatchObject({ url: hook.url, status: 'active', pendingCount: 0, failedCount: 0 });
    expect(JSON.stringify(dataOf<WebhookEndpointListAnswer>(await api.call('GET', '/api/Webhook/Endpoint/GetList', { bearer: kit.tokens.companyAdmin })))).not.toContain(secret.slice(6));

    const booked = await kit.reservation('customer');
    const declined = await kit.call('/api/Payment/Card', { reservationId: booked.id, card: card(testCards.declined) }, 'customer', { headers: { 'Idempotency-Key': `wh-declined-${booked.id}` } });
    expect(declined.status).toBe(402);
    const paid = await kit.call('/api/Payment/Card', { reservationId: booked.id, card: card(testCards.success) }, 'customer', { headers: { 'Idempotency-Key': `wh-paid-${booked.id}` } });
    expect(paid.status, paid.text).toBe(200);
    const confirmed = await kit.call('/api/Reservation/Confirm', { id: booked.id }, 'operator');
    expect(confirmed.status, confirmed.text).toBe(200);
    const reference = (confirmed.json.data as { reference: string }).reference;
    const [shipment] = await api.sql<{ eta: string }>(`select eta from shipments where reference = '${reference}'`);
    const newEta = new Date(Date.parse(shipment!.eta) + 2 * 86_400_000).toISOString();
    expect((await kit.call('/api/Tracking/UpdateEta', { reference, eta: newEta, reason: 'portCongestion' }, 'operator')).status).toBe(200);
    expect((await kit.call('/api/Tracking/AddMilestone', { reference, code: 'departed', actualAt: new Date(Date.now() - 3_600_000).toISOString(), location: 'TRMER' }, 'operator')).status).toBe(200);
    expect((await kit.call('/api/Tracking/AddMilestone', { reference, code: 'delivered', actualAt: new Date(Date.now() - 60_000).toISOString(), location: 'USNYC' }, 'operator')).status).toBe(200);

    await deliver();
    expect(hook.events().map((event) => event.type)).toEqual([
      'request.quoted',
      'reservation.created',
      'payment.refused',
      'payment.received',
      'reservation.confirmed',
      'shipment.eta_changed',
      'shipment.milestone',
      'shipment.milestone',
      'shipment.delivered',
    ]);
    // Every delivery verifies with a Standard Webhooks library, and its id is unique.
    const verifier = new Webhook(secret);
    for (const entry of hook.received) expect(verifier.verify(entry.body, headersOf(entry))).toBeTruthy();
    expect(new Set(hook.received.map((entry) => entry.headers['webhook-id'])).size).toBe(hook.received.length);
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`).verify(hook.received[0]!.body, headersOf(hook.received[0]!))).toThrow();

    const [quoted, created, refused, received, confirmedEvent, etaChanged, , , delivered] = hook.events();
    expect(quoted!.data).toMatchObject({ request: { id: booked.requestId, status: 'quoted', mode: 'SEA_LCL', origin: 'TRMER', destination: 'USNYC' }, offers: [{ carrier: 'Arkas Line', total: booked.total }] });
    expect(created!.data).toMatchObject({ reservation: { id: booked.id, requestId: booked.requestId, status: 'awaitingPayment', total: booked.total } });
    expect(refused!.data).toMatchObject({ payment: { method: 'card', status: 'failed', reason: 'declined' } });
    expect(received!.data).toMatchObject({ reservation: { id: booked.id, status: 'paid' }, payment: { method: 'card', status: 'succeeded', total: booked.total } });
    expect(confirmedEvent!.data).toMatchObject({ reservation: { id: booked.id, reference, status: 'confirmed' } });
    expect(etaChanged!.data).toMatchObject({ shipment: { reference, eta: newEta }, previousEta: new Date(shipment!.eta).toISOString(), newEta, reason: 'portCongestion' });
    expect(delivered!.data).toMatchObject({ shipment: { reference }, location: 'USNYC' });
    expect(JSON.parse(hook.received[0]!.body)).toMatchObject({ version: 1, timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });

    const log = dataOf<WebhookDeliveryPage>(await call('/api/Webhook/Delivery/GetList', { endpointId: endpoint.id }));
    expect(log.totalCount).toBe(9);
    expect(log.items[0]).toMatchObject({ eventType: 'shipment.delivered', status: 'delivered', attempts: 1, lastAttempt: { statusCode: 200, response: 'ok', error: null } });
    // A second round finds nothing to send: each event went out once.
    await deliver();
    expect(hook.received).toHaveLength(9);
  });

  it('an endpoint gets only the events it subscribed to, and only its own company’s', async () => {
    const hook = await receiver();
    await createEndpoint(hook.url, ['reservation.created']);
    await kit.reservation('customer');
    const [other] = await api.sql<{ id: number }>(`insert into companies (name) values ('Ege Nakliyat') returning id`);
    await api.sql(`update users set company_id = ${other!.id} where email = 'colleague@navlunport.test'`);
    try {
      await kit.reservation('colleague');
    } finally {
      await api.sql(`update users set company_id = ${companyId} where email = 'colleague@navlunport.test'`);
    }
    await deliver();
    expect(hook.events().map((event) => event.type)).toEqual(['reservation.created']);
  });
});

describe('failures, order, the 24-hour window and redelivery', () => {
  it('a failing receiver is retried with backoff, later events wait behind the failed one, and all go out in order once it answers', async () => {
    let healthy = false;
    const hook = await receiver(() => (healthy ? { status: 204 } : { status: 503, body: 'x'.repeat(5000) }));
    const { endpoint } = await createEndpoint(hook.url, ['reservation.created']);
    const first = await kit.reservation('customer');
    const second = await kit.reservation('customer');
    await deliver();
    expect(hook.received).toHaveLength(1);
    const [pending] = await api.sql<{ attempts: number; next_attempt_at: string; status: string }>(`select attempts, next_attempt_at, status from webhook_deliveries where endpoint_id = ${endpoint.id} order by id limit 1`);
    expect(pending).toMatchObject({ attempts: 1, status: 'pending' });
    expect(Date.parse(pending!.next_attempt_at) - Date.now()).toBeGreaterThan(3_000);
    // Not due yet: nothing is sent, the second event does not overtake the first.
    await deliver();
    expect(hook.received).toHaveLength(1);
    const log = dataOf<WebhookDeliveryPage>(await call('/api/Webhook/Delivery/GetList', { endpointId: endpoint.id, status: 'pending' }));
    expect(log.items.at(-1)!.lastAttempt).toMatchObject({ statusCode: 503, error: null });
    expect(Buffer.byteLength(log.items.at(-1)!.lastAttempt!.response!)).toBe(1024);
    const [listed] = dataOf<WebhookEndpointListAnswer>(await api.call('GET', '/api/Webhook/Endpoint/GetList', { bearer: kit.tokens.companyAdmin })).items;
    expect(listed).toMatchObject({ pendingCount: 2, failingSince: expect.any(String) });

    healthy = true;
    await deliver(() => new Date(Date.now() + 60_000));
    const ids = hook.events().map((event) => (event.data.reservation as { id: number }).id);
    expect(ids).toEqual([first.id, first.id, second.id]);
    expect(hook.received[0]!.headers['webhook-id']).toBe(hook.received[1]!.headers['webhook-id']);
    const [after] = dataOf<WebhookEndpointListAnswer>(await api.call('GET', '/api/Webhook/Endpoint/GetList', { bearer: kit.tokens.companyAdmin })).items;
    expect(after).toMatchObject({ pendingCount: 0, failingSince: null, status: 'active' });
  });

  it('after 24 hours of failures the event is given up, the endpoint disabled and its admins mailed; events keep waiting; on again, they go out; the given-up one is redelivered by hand', async () => {
    let healthy = false;
    const hook = await receiver(() => (healthy ? { status: 200 } : { status: 500 }));
    const { endpoint } = await createEndpoint(hook.url, ['reservation.created']);
    const first = await kit.reservation('customer');
    await deliver();
    const later = () => new Date(Date.now() + WEBHOOK_RETRY_WINDOW_MS + 60_000);
    const mailsBefore = mailsTo('companyadmin@navlunport.test').length;
    await deliver(later);
    const [off] = dataOf<WebhookEndpointListAnswer>(await api.call('GET', '/api/Webhook/Endpoint/GetList', { bearer: kit.tokens.companyAdmin })).items;
    expect(off).toMatchObject({ status: 'disabled', disabledReason: 'failing', failedCount: 1, pendingCount: 0 });
    await expect.poll(() => mailsTo('companyadmin@navlunport.test').length).toBe(mailsBefore + 1);
    const mail = mailsTo('companyadmin@navlunport.test').at(-1)!;
    expect(mail).toContain(hook.url);
    expect(mail).toMatch(/webhook/i);

    // Disabled for failing: new events still queue (nothing is lost), but nothing is sent.
    const second = await kit.reservation('customer');
    await deliver(later);
    expect(hook.received).toHaveLength(2);
    const failed = dataOf<WebhookDeliveryPage>(await call('/api/Webhook/Delivery/GetList', { endpointId: endpoint.id, status: 'failed' })).items[0]!;
    expect((await call('/api/Webhook/Delivery/Redeliver', { id: failed.id })).status).toBe(409);

    healthy = true;
    const on = await call('/api/Webhook/Endpoint/Update', { id: endpoint.id, enabled: true });
    expect(on.json.data).toMatchObject({ status: 'active', disabledReason: null, failingSince: null, pendingCount: 1 });
    await deliver();
    expect((hook.events().at(-1)!.data.reservation as { id: number }).id).toBe(second.id);
    const redelivered = await call('/api/Webhook/Delivery/Redeliver', { id: failed.id });
    expect(redelivered.json.data).toEqual({ id: failed.id, status: 'pending' });
    await deliver();
    expect((hook.events().at(-1)!.data.reservation as { id: number }).id).toBe(first.id);
    expect(hook.received.at(-1)!.headers['webhook-id']).toBe(failed.eventId);
    const [audit] = await api.sql<{ action: string }>(`select action from audit_log where entity = 'webhookDelivery' and entity_id = '${failed.id}'`);
    expect(audit?.action).toBe('webhookDelivery.redeliver');
  });

  it('an endpoint its company turned off gets no new events', async () => {
    const hook = await receiver();
    const { endpoint } = await createEndpoint(hook.url, ['reservation.created']);
    expect((await call('/api/Webhook/Endpoint/Update', { id: endpoint.id, enabled: false })).json.data).toMatchObject({ status: 'disabled', disabledReason: 'manual' });
    await kit.reservation('customer');
    const [{ n } = { n: -1 }] = await api.sql<{ n: number }>(`select count(*)::int as n from webhook_deliveries where endpoint_id = ${endpoint.id}`);
    expect(n).toBe(0);
  });
});

describe('several workers at once (instances)', () => {
  it('two rounds racing over three endpoints send every event once, each endpoint’s in order', async () => {
    const hooks = await Promise.all([receiver(), receiver(), receiver()]);
    for (const hook of hooks) await createEndpoint(hook.url, ['shipment.eta_changed']);
    const [shipment] = await api.sql<{ id: number; reference: string; eta: string }>(
      `select s.id, s.reference, s.eta from shipments s where s.company_id = ${companyId} and exists (select 1 from shipment_containers c where c.shipment_id = s.id) order by s.id limit 1`,
    );
    const containers = (await api.sql<{ container_number: string }>(`select container_number from shipment_containers where shipment_id = ${shipment!.id} order by id`)).map((row) => row.container_number);
    const etas = Array.from({ length: 12 }, (_, index) => new Date(Date.parse(shipment!.eta) + (index + 1) * 3_600_000).toISOString());
    for (const eta of etas) expect((await kit.call('/api/Tracking/UpdateEta', { reference: shipment!.reference, eta, reason: 'vesselDelay' }, 'operator')).status).toBe(200);
    await Promise.all([deliver(), deliver(), deliver()]);
    for (const hook of hooks) {
      expect(hook.events().map((event) => event.data.newEta)).toEqual(etas);
      expect(hook.events()[0]!.data.shipment).toMatchObject({ reference: shipment!.reference, containers });
      expect(new Set(hook.received.map((entry) => entry.headers['webhook-id'])).size).toBe(etas.length);
    }
  });
});

describe('retention', () => {
  it('events every endpoint received are deleted after 30 days with their log; pending or given-up ones stay', async () => {
    const hook = await receiver();
    const { endpoint } = await createEndpoint(hook.url, ['reservation.created']);
    await kit.reservation('customer');
    await kit.reservation('customer');
    await deliver();
    const [kept] = await api.sql<{ event_id: string }>(`select event_id from webhook_deliveries where endpoint_id = ${endpoint.id} order by id limit 1`);
    await api.sql(`update webhook_deliveries set status = 'failed' where event_id = '${kept!.event_id}'`);
    const db = await getDb();
    expect(await pruneWebhookOutbox(db, new Date(Date.now() + 29 * 86_400_000))).toBe(0);
    expect(await pruneWebhookOutbox(db, new Date(Date.now() + 31 * 86_400_000))).toBeGreaterThanOrEqual(1);
    const left = await api.sql<{ event_id: string }>(`select event_id from webhook_deliveries where endpoint_id = ${endpoint.id}`);
    expect(left).toEqual([{ event_id: kept!.event_id }]);
    const [{ n } = { n: -1 }] = await api.sql<{ n: number }>(`select count(*)::int as n from webhook_attempts a join webhook_deliveries d on d.id = a.delivery_id where d.endpoint_id = ${endpoint.id}`);
    expect(n).toBe(1);
  });
});

describe('secrets, keys and access', () => {
  it('a rotated secret signs beside the previous one for 24 hours: receivers on either secret verify', async () => {
    const hook = await receiver();
    const { endpoint, secret: oldSecret } = await createEndpoint(hook.url, ['reservation.created']);
    const rotated = dataOf<WebhookSecretAnswer>(await call('/api/Webhook/Endpoint/RotateSecret', { id: endpoint.id }));
    expect(rotated.secret).not.toBe(oldSecret);
    expect(Date.parse(rotated.endpoint.previousSecretUntil!) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    await kit.reservation('customer');
    await deliver();
    const [entry] = hook.received;
    expect(String(entry!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(new Webhook(oldSecret).verify(entry!.body, headersOf(entry!))).toBeTruthy();
    expect(new Webhook(rotated.secret).verify(entry!.body, headersOf(entry!))).toBeTruthy();
  });

  it('an API key with webhooks:manage manages the company’s endpoints; other keys, customers and other companies cannot', async () => {
    const key = dataOf<{ secret: string }>(await api.call('POST', '/api/ApiKey/Create', { bearer: kit.tokens.companyAdmin, body: { name: 'Webhooks', scopes: ['webhooks:manage'] } }), 201).secret;
    const readOnly = dataOf<CreateApiKeyAnswer>(await api.call('POST', '/api/ApiKey/Create', { bearer: kit.tokens.companyAdmin, body: { name: 'Read', scopes: ['tracking:read'] } }), 201).secret;
    const hook = await receiver();
    const made = await createEndpoint(hook.url, ['shipment.milestone'], key);
    const listed = dataOf<WebhookEndpointListAnswer>(await api.call('GET', '/api/Webhook/Endpoint/GetList', { bearer: key }));
    expect(listed.items.map((item) => item.id)).toEqual([made.endpoint.id]);
    const [audit] = await api.sql<{ api_key_id: number | null }>(`select api_key_id from audit_log where action = 'webhookEndpoint.create' and entity_id = '${made.endpoint.id}'`);
    expect(audit?.api_key_id).toEqual(expect.any(Number));
    expect((await api.call('GET', '/api/Webhook/Endpoint/GetList', { bearer: readOnly })).status).toBe(403);
    expect((await api.call('GET', '/api/Webhook/Endpoint/GetList', { bearer: kit.tokens.customer })).status).toBe(403);
    expect((await call('/api/Webhook/Endpoint/Delete', { id: made.endpoint.id }, kit.tokens.operator)).status).toBe(403);
    // The platform Admin has no company of its own: no endpoint to see.
    expect((await api.call('GET', '/api/Webhook/Endpoint/GetList', { bearer: kit.tokens.admin })).status).toBe(404);
    expect((await call('/api/Webhook/Endpoint/Delete', { id: made.endpoint.id })).json.data).toEqual({ deleted: true });
    expect((await call('/api/Webhook/Endpoint/Delete', { id: made.endpoint.id })).status).toBe(404);
  });

  it('bad input is a 400 with localized field errors, and nothing is written', async () => {
    const english = await call('/api/Webhook/Endpoint/Create', { url: 'ftp://example.com/x', eventTypes: [] });
    expect(english.status).toBe(400);
    expect(english.json.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'url', code: 'webhooks.url.invalid' }),
        expect.objectContaining({ field: 'eventTypes', code: 'webhooks.eventTypes.required' }),
      ]),
    );
    const turkish = await call('/api/Webhook/Endpoint/Create', { url: 'https://user:pw@example.com/x', eventTypes: ['shipment.sunk'] }, kit.tokens.companyAdmin, 'tr');
    expect(turkish.status).toBe(400);
    expect(turkish.json.errors?.find((error) => error.field === 'url')?.message).toContain('URL');
    const [{ n } = { n: -1 }] = await api.sql<{ n: number }>(`select count(*)::int as n from webhook_endpoints`);
    expect(n).toBe(0);
  });
});

describe('the SSRF guard', () => {
  it('refuses private, loopback and link-local endpoints when registered (by literal and by name), unless the development flag allows them', async () => {
    delete process.env.WEBHOOK_ALLOW_PRIVATE_NETWORK;
    for (const url of ['https://127.0.0.1/x', 'https://10.1.2.3/x', 'https://169.254.169.254/latest/meta-data', 'https://[::1]/x', 'https://[::ffff:192.168.1.1]/x', 'https://localhost/x', 'https://api.internal/x', 'https://intranet/x']) {
      const answer = await call('/api/Webhook/Endpoint/Create', { url, eventTypes: ['reservation.created'] });
      expect(answer.status, url).toBe(400);
      expect(answer.json.errors?.[0], url).toMatchObject({ field: 'url', code: 'webhooks.url.privateAddress' });
    }
    const [{ n } = { n: -1 }] = await api.sql<{ n: number }>(`select count(*)::int as n from webhook_endpoints`);
    expect(n).toBe(0);
  });

  it('a delivery never connects to a forbidden address, whatever the stored URL or its name resolves to', async () => {
    const hook = await receiver();
    delete process.env.WEBHOOK_ALLOW_PRIVATE_NETWORK;
    const byLiteral = await postWebhook(hook.url, {}, '{}');
    expect(byLiteral).toMatchObject({ statusCode: null, error: expect.stringContaining('refused') });
    const byName = await postWebhook(hook.url.replace('127.0.0.1', 'localhost'), {}, '{}');
    expect(byName).toMatchObject({ statusCode: null, error: expect.stringContaining('refused') });
    expect(hook.received).toHaveLength(0);
    process.env.WEBHOOK_ALLOW_PRIVATE_NETWORK = '1';
    expect(await postWebhook(hook.url, {}, '{}')).toMatchObject({ statusCode: 200, response: 'ok' });
  });
});
