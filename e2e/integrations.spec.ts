import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { accountRoutes, routePath, withLocalePrefix } from '../lib/routes';
import { demoTrackingAnchor, generateDemoShipments } from '../lib/server/db/seed/demo-shipments';
import { signWebhook } from '../lib/server/webhooks/standard-webhooks';
import enTracking from '../public/locales/en/tracking.json';
import trTracking from '../public/locales/tr/tracking.json';
import { acceptCookies } from './support/cookies';
import { mailsTo } from './support/outbox';
import { signInContext, tokenFor } from './support/session';

/**
 * [E1] The integrations end to end: a company admin creates an API key in the account area; the company's system
 * registers a webhook endpoint with it (a receiver started here); a stranger with the container number subscribes to
 * tracking alerts; the carrier pushes a signed DCSA estimate that moves the arrival by two days; the receiver gets
 * `shipment.eta_changed` and verifies it with a Standard Webhooks library, the customer's tracking page shows the new
 * ETA as a carrier update, and the subscriber's alert lands in the outbox. Both languages, on the desktop project (the
 * screens' phone layouts are covered by their own specs).
 */
test.describe.configure({ timeout: 120_000 });

const tracking = { tr: trTracking, en: enTracking } as const;
const DAY = 86_400_000;

/** Two in-transit sea shipments of the demo customer's company (one per language), from the demo set the server seeded. */
const owned = generateDemoShipments(demoTrackingAnchor(new Date())).filter(
  (shipment) => shipment.owner === 'customer' && shipment.state === 'inTransit' && shipment.mode === 'SEA_FCL' && shipment.billOfLading && shipment.containers.length > 0,
);

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

async function startReceiver() {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/navlun`, received, close: () => server.close() };
}

/** The carrier's secret: its credential created by the Admin, or rotated when the other language's test made it first. */
async function carrierSecret(request: APIRequestContext, carrier: string): Promise<string> {
  const headers = { Authorization: `Bearer ${await tokenFor('Admin')}` };
  const created = await request.post('/api/Admin/CarrierCredential/Create', { headers, data: { carrier } });
  if (created.status() === 201) return ((await created.json()) as { data: { secret: string } }).data.secret;
  expect(created.status()).toBe(409);
  const list = (await (await request.get('/api/Admin/CarrierCredential/GetList', { headers })).json()) as { data: { items: { id: number; carrier: string }[] } };
  const id = list.data.items.find((item) => item.carrier === carrier)!.id;
  const rotated = await request.post('/api/Admin/CarrierCredential/Rotate', { headers, data: { id, overlapHours: 1 } });
  expect(rotated.status()).toBe(200);
  return ((await rotated.json()) as { data: { secret: string } }).data.secret;
}

for (const [index, locale] of (['tr', 'en'] as const).entries()) {
  test(`${locale}: API key → webhook endpoint → a carrier's event → the receiver verifies it, the tracking page shows it, the subscriber is mailed`, async ({ page, context, baseURL, request, isMobile }, testInfo) => {
    test.skip(isMobile, 'one journey on the desktop project');
    const shipment = owned[index];
    expect(shipment, 'an in-transit sea shipment of the demo company').toBeTruthy();
    const container = shipment!.containers[0]!.containerNumber;

    // 1. The company admin creates a key for webhooks in the account area; the secret is shown once.
    await signInContext(context, baseURL!, 'CompanyAdmin');
    await page.goto(withLocalePrefix(accountRoutes.apiKeys[locale], locale));
    await acceptCookies(page, locale);
    await page.getByTestId('api-key-create').click();
    await page.getByTestId('api-key-name').fill(`Webhooks ${locale} ${Date.now() % 1_000_000}`);
    await page.getByTestId('api-key-scope-webhooks:manage').check();
    await page.getByTestId('api-key-submit').click();
    const key = await page.getByTestId('api-key-secret').inputValue();
    expect(key).toMatch(/^nlk_/);

    // 2. The company's system registers its endpoint with the key.
    const receiver = await startReceiver();
    try {
      const registered = await request.post('/api/Webhook/Endpoint/Create', {
        headers: { Authorization: `Bearer ${key}` },
        data: { url: receiver.url, description: `e2e ${locale}`, eventTypes: ['shipment.eta_changed', 'shipment.milestone'] },
      });
      expect(registered.status(), await registered.text()).toBe(201);
      const { secret: webhookSecret } = ((await registered.json()) as { data: { secret: string } }).data;

      // 3. Anyone with the container number asks for alerts and confirms them.
      const subscriber = `e2e-integrations-${locale}-${Date.now() % 1_000_000}@example.com`;
      expect((await request.post('/api/TrackingAlerts/Subscribe', { data: { number: container, email: subscriber, language: locale } })).status()).toBe(200);
      await expect.poll(() => mailsTo(subscriber).length).toBe(1);
      const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(mailsTo(subscriber)[0]!)?.[1];
      expect((await request.post('/api/TrackingAlerts/Confirm', { data: { token } })).status()).toBe(200);

      // 4. The carrier pushes a signed DCSA estimate: arrival two days later than the ETA in force (read, not the
      // seeded one: a retry of this test moves it again).
      const secret = await carrierSecret(request, shipment!.carrier);
      const inForce = await request.get(`/api/Tracking/Get?number=${container}`);
      expect(inForce.status()).toBe(200);
      const newEta = new Date(Date.parse(((await inForce.json()) as { data: { eta: string } }).data.eta) + 2 * DAY + 3_600_000);
      newEta.setUTCSeconds(0, 0);
      const event = {
        eventID: randomUUID(),
        eventCreatedDateTime: new Date().toISOString(),
        eventType: 'TRANSPORT',
        eventClassifierCode: 'EST',
        eventDateTime: newEta.toISOString(),
        transportEventTypeCode: 'ARRI',
        transportCall: { transportCallID: `TC-${shipment!.destination}`, modeOfTransport: 'VESSEL', UNLocationCode: shipment!.destination },
        documentReferences: [{ documentReferenceType: 'TRD', documentReferenceValue: shipment!.billOfLading }],
      };
      const body = JSON.stringify(event);
      const id = `msg_${randomUUID()}`;
      const timestamp = Math.floor(Date.now() / 1000);
      const pushed = await request.post('/api/CarrierEvents', {
        headers: { 'content-type': 'application/json', 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': signWebhook(secret, id, timestamp, body) },
        data: body,
      });
      expect(pushed.status(), await pushed.text()).toBe(200);
      expect(((await pushed.json()) as { data: { results: { status: string }[] } }).data.results[0]!.status).toBe('applied');

      // 5. The receiver gets the ETA change, and a Standard Webhooks library verifies it. The other language's test
      // runs beside this one for the same company, whose endpoints all get its events too: this shipment's are counted.
      const etaChanges = () => receiver.received.filter((entry) => entry.body.includes('"shipment.eta_changed"') && entry.body.includes(`"${shipment!.reference}"`));
      await expect.poll(() => etaChanges().length, { timeout: 15_000 }).toBe(1);
      const delivery = etaChanges()[0]!;
      const verified = new Webhook(webhookSecret).verify(delivery.body, {
        'webhook-id': String(delivery.headers['webhook-id']),
        'webhook-timestamp': String(delivery.headers['webhook-timestamp']),
        'webhook-signature': String(delivery.headers['webhook-signature']),
      }) as { type: string; data: { shipment: { reference: string; containers: string[] }; newEta: string; reason: string } };
      expect(verified).toMatchObject({ type: 'shipment.eta_changed', data: { shipment: { reference: shipment!.reference }, newEta: newEta.toISOString(), reason: 'carrierUpdate' } });
      expect(verified.data.shipment.containers).toContain(container);

      // 6. The customer's tracking page shows the carrier's update.
      const customer = await page.context().browser()!.newContext({ baseURL });
      try {
        await signInContext(customer, baseURL!, 'Customer');
        const own = await customer.newPage();
        await own.goto(`${withLocalePrefix(routePath('trackYourFreight', locale), locale)}?number=${container}`);
        const result = own.getByTestId('tracking-result');
        await expect(result.getByTestId('eta-change').first()).toContainText(tracking[locale].reasons.carrierUpdate);
        await own.screenshot({ path: testInfo.outputPath(`tracking-${locale}.png`), fullPage: true });
      } finally {
        await customer.close();
      }

      // 7. The subscriber's alert (the ETA moved by more than 12 hours) is in the outbox.
      await expect.poll(() => mailsTo(subscriber).length, { timeout: 15_000 }).toBe(2);
      expect(mailsTo(subscriber)[1]).toContain(shipment!.reference);
    } finally {
      receiver.close();
    }
  });
}
