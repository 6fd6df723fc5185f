import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { accountRoutes, withLocalePrefix, type Locale } from '../lib/routes';
import enAccount from '../public/locales/en/account.json';
import trAccount from '../public/locales/tr/account.json';
import enCommon from '../public/locales/en/common.json';
import trCommon from '../public/locales/tr/common.json';
import enErrors from '../public/locales/en/errors.json';
import trErrors from '../public/locales/tr/errors.json';
import { providerAccessToken } from '../scripts/lib/demo-token';
import { acceptCookies } from './support/cookies';
import { quoteRequest } from './support/requests';
import { twoPalletsToNewYork } from './support/searches';
import { e2eDataDir, signInContextWithToken } from './support/session';

// [E1] Signed webhooks in the account area: a company admin adds an endpoint (the form's own and the server's field
// errors inline), sees its signing secret once and copies it; an event of the company (operations quote one of its
// requests) reaches a receiver started here, signed as Standard Webhooks says (checked with the standardwebhooks
// package); the delivery log shows it delivered with the receiver's 200; Redeliver sends it again with the same
// webhook-id; turned off, the endpoint is sent nothing; a rotated secret signs beside the new one; edit and delete.
// Each test is a company of its own (a new user who saves invoice details becomes its company admin), so the tests
// of both languages and both projects never see each other's endpoints or events. The server runs with
// WEBHOOK_ALLOW_PRIVATE_NETWORK=1 (playwright.config.ts): the receiver listens on 127.0.0.1.
test.describe.configure({ timeout: 150_000 });

const account = { tr: trAccount, en: enAccount } as const;
const errors = { tr: trErrors, en: enErrors } as const;
const common = { tr: trCommon, en: enCommon } as const;
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

interface Received {
  headers: Record<string, string>;
  body: string;
}

/** A webhook receiver on 127.0.0.1 (port 0): what it got, in order; it answers 200 "ok". */
async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers as Record<string, string>, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/navlunport`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A new person who saves their invoice details and so becomes the company admin of a company of their own. */
async function newCompanyAdmin(request: APIRequestContext, label: string) {
  const id = randomBytes(5).toString('hex');
  const email = `webhooks-${id}@example.com`;
  const token = await providerAccessToken({ oid: `e2e-webhooks-${id}`, email, firstName: 'Deniz', lastName: 'Entegre', roles: ['Customer'], emailVerified: true }, { dataDir: e2eDataDir });
  const towns = await request.get('/api/Lookup/GetTowns?cityId=35');
  expect(towns.status()).toBe(200);
  const [district] = ((await towns.json()) as { data: { id: number }[] }).data;
  const company = `Webhook ${label} ${id}`;
  const saved = await request.post('/api/Company/Update', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: company, taxOffice: 'Konak', taxNumberKind: 'tckn', taxNumber: '10000000146', address: 'Atatürk Cad. No: 12', provinceId: 35, districtId: district!.id, invoiceEmail: email },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return { token, email, company };
}

/** The webhooks screen, signed in as a new company's admin (the clipboard allowed: the secret's copy button). */
async function openAsNewCompanyAdmin(page: Page, context: BrowserContext, baseURL: string, locale: Locale, label: string) {
  const admin = await newCompanyAdmin(page.request, label);
  await signInContextWithToken(context, baseURL, admin.token);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL).origin });
  await page.goto(withLocalePrefix(accountRoutes.webhooks[locale], locale));
  await acceptCookies(page, locale);
  return admin;
}

/** A request of the company (its admin's, through the API), quoted by operations: the company's `request.quoted` event. */
async function quotedRequest(page: Page, token: string): Promise<number> {
  const search = twoPalletsToNewYork();
  const answer = await page.request.post('/api/Freight/Search', { data: search });
  expect(answer.status()).toBe(200);
  const { offers } = ((await answer.json()) as { data: { offers: { tariffId: string }[] } }).data;
  const created = await page.request.post('/api/Demand/Create', { data: { search, tariffId: offers[0]!.tariffId }, headers: { Authorization: `Bearer ${token}` } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  await quoteRequest(page, id, 'Arkas Line');
  return id;
}

/** The event a delivery carries, verified with the secret (throws when the signature is not the secret's). */
const verified = (secret: string, delivery: Received) => new Webhook(secret).verify(delivery.body, delivery.headers) as { type: string; data: { request?: { id: number } } };

/** The signing secret of the dialog shown once: read, copied with the worded button, and the dialog closed. */
async function takeSecret(page: Page, locale: Locale): Promise<string> {
  const texts = account[locale].webhooks.secret;
  const field = page.getByTestId('webhook-secret');
  await expect(field).toBeVisible();
  await expect(page.getByText(texts.warning)).toBeVisible();
  const secret = await field.inputValue();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
  await page.getByRole('button', { name: texts.copy, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: texts.copied })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await page.getByTestId('webhook-secret-done').click();
  await expect(field).toBeHidden();
  return secret;
}

/** Adds an endpoint through the dialog: the URL, a description and the events named. */
async function addEndpoint(page: Page, url: string, description: string, events: string[]) {
  await page.getByTestId('webhook-url').fill(url);
  await page.getByTestId('webhook-description').fill(description);
  for (const event of events) await page.getByTestId(`webhook-event-${event}`).check();
  await page.getByTestId('webhook-submit').click();
}

const scrollWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);

/** The delivery log's row of one event (its webhook-id). */
const deliveryRow = (card: Locator, webhookId: string) => card.locator(`[data-testid="webhook-delivery"][data-event-id="${webhookId}"]`);

for (const locale of ['tr', 'en'] as const) {
  const texts = account[locale].webhooks;

  test(`${locale}: a company admin adds an endpoint, gets signed events, reads the log, redelivers, turns it off and on, rotates the secret, edits and deletes it`, async ({ page, context, baseURL, isMobile }, testInfo) => {
    test.skip(isMobile, 'the whole journey on the desktop; the phone project checks the layout and the main actions below');
    const receiver = await startReceiver();
    try {
      const admin = await openAsNewCompanyAdmin(page, context, baseURL!, locale, `${locale} ${testInfo.project.name}`);

      // The empty state says what to do next; the menu leads here.
      const empty = page.getByTestId('webhooks-empty');
      await expect(empty).toContainText(texts.empty.title);
      await expect(empty).toContainText(texts.empty.text);
      await expect(page.getByRole('navigation', { name: common[locale].nav.account }).getByRole('link', { name: common[locale].nav.webhooks })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('heading', { name: texts.how.title })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`empty-${locale}.png`), fullPage: true });

      // The form's own checks (the API's schema), inline, before any call.
      await empty.getByTestId('webhook-create').click();
      const form = page.getByTestId('webhook-form');
      await expect(page.getByTestId('webhook-url')).toBeFocused();
      await page.getByTestId('webhook-submit').click();
      await expect(form).toContainText(errors[locale].validation.required);
      await expect(form).toContainText(errors[locale].webhooks.eventTypes.required);
      await page.getByTestId('webhook-url').fill('hooks.example.com/navlunport');
      await page.getByTestId('webhook-event-request.quoted').check();
      await page.getByTestId('webhook-submit').click();
      await expect(page.getByTestId('webhook-url')).toHaveAttribute('aria-invalid', 'true');
      await expect(form).toContainText(errors[locale].webhooks.url.invalid);
      await expect(form).not.toContainText(errors[locale].webhooks.eventTypes.required);
      await page.screenshot({ path: testInfo.outputPath(`form-errors-${locale}.png`), fullPage: true });

      // The server's refusal of a URL (on a production server: a private address) lands on the URL field.
      await page.route('**/api/Webhook/Endpoint/Create', (route) =>
        route.fulfill({
          status: 400,
          json: { isSuccess: false, code: 'errors.validation', message: 'x', errors: [{ field: 'url', code: 'webhooks.url.privateAddress', message: errors[locale].webhooks.url.privateAddress }] },
        }),
      { times: 1 });
      await page.getByTestId('webhook-url').fill('https://10.0.0.5/hooks');
      await page.getByTestId('webhook-submit').click();
      await expect(form).toContainText(errors[locale].webhooks.url.privateAddress);
      await expect(page.getByTestId('webhook-url')).toHaveAttribute('aria-invalid', 'true');

      // Added for real: the secret once.
      await addEndpoint(page, receiver.url, `ERP ${locale}`, ['request.quoted', 'shipment.eta_changed']);
      await page.screenshot({ path: testInfo.outputPath(`secret-${locale}.png`), fullPage: true });
      const secret = await takeSecret(page, locale);
      await expect(page.getByText(fill(texts.toast.created, { url: receiver.url }))).toBeVisible();
      expect(await page.content()).not.toContain(secret.slice(6));
      const card = page.locator(`[data-testid="webhook-endpoint"][data-url="${receiver.url}"]`);
      await expect(card.getByTestId('webhook-status')).toHaveText(texts.status.active);
      await expect(card.getByTestId('webhook-events')).toContainText(texts.events.request.quoted.label);
      await expect(card.getByTestId('webhook-events')).toContainText(texts.events.shipment.eta_changed.label);
      await expect(card).toContainText(`ERP ${locale}`);
      await expect(page.getByTestId('webhooks-empty')).toHaveCount(0);

      // An event of the company reaches the receiver, signed with the secret.
      const requestId = await quotedRequest(page, admin.token);
      await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(1);
      const first = receiver.received[0]!;
      expect(verified(secret, first)).toMatchObject({ type: 'request.quoted', data: { request: { id: requestId } } });
      expect(() => verified(`whsec_${Buffer.alloc(32, 7).toString('base64')}`, first)).toThrow();
      const webhookId = first.headers['webhook-id']!;
      expect(webhookId).toMatch(/^msg_[0-9a-f]{32}$/);

      // The log: delivered, the receiver's 200; opened, the attempt and the payload.
      await card.getByTestId('webhook-log-toggle').click();
      const row = deliveryRow(card, webhookId);
      await expect(row.getByTestId('webhook-delivery-status')).toHaveText(texts.log.statuses.delivered);
      await expect(row.getByTestId('webhook-delivery-answer')).toHaveText(/^200 · [\d.,]+ ms$/);
      await expect(row).toContainText(texts.events.request.quoted.label);
      const deliveryId = await row.getAttribute('data-delivery-id');
      await row.getByTestId(`webhook-delivery-expand-${deliveryId}`).click();
      const payload = card.getByTestId(`webhook-delivery-payload-${deliveryId}`);
      await expect(payload).toContainText('"type": "request.quoted"');
      await expect(payload).toContainText(`"id": ${requestId}`);
      await expect(card.getByTestId(`webhook-delivery-history-${deliveryId}`)).toContainText('200');
      await page.screenshot({ path: testInfo.outputPath(`log-${locale}.png`), fullPage: true });

      // Redeliver: sent again now, with the same webhook-id, signed again.
      await card.getByTestId(`webhook-redeliver-${deliveryId}`).click();
      await expect(page.getByText(fill(texts.toast.redelivered, { id: webhookId }))).toBeVisible();
      await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(2);
      expect(receiver.received[1]!.headers['webhook-id']).toBe(webhookId);
      expect(verified(secret, receiver.received[1]!)).toMatchObject({ type: 'request.quoted' });
      await card.getByTestId('webhook-log-refresh').click();
      await expect(row.locator('td').nth(3)).toHaveText('2');
      await expect(card.getByTestId(`webhook-delivery-history-${deliveryId}`).locator('li')).toHaveCount(2);

      // Turned off: its redelivery waits for it, and an event now is not queued for it (nothing arrives).
      await card.getByTestId('webhook-toggle').click();
      await expect(page.getByText(texts.toast.off)).toBeVisible();
      await expect(card.getByTestId('webhook-status')).toHaveText(texts.status.off);
      await expect(card.getByTestId('webhook-notice')).toHaveText(texts.state.off);
      await expect(card.getByTestId(`webhook-redeliver-${deliveryId}`)).toBeDisabled();
      await quotedRequest(page, admin.token);
      await page.waitForTimeout(4_000);
      expect(receiver.received).toHaveLength(2);
      await card.getByTestId('webhook-toggle').click();
      await expect(page.getByText(texts.toast.on)).toBeVisible();
      await expect(card.getByTestId('webhook-status')).toHaveText(texts.status.active);
      await expect(card.getByTestId('webhook-pending')).toHaveText('0');

      // Rotate, confirmed: a new secret once; for 24 hours the next delivery verifies with either secret.
      await card.getByTestId('webhook-rotate').click();
      await expect(page.getByRole('dialog')).toContainText(fill(texts.rotateText, { url: receiver.url }));
      await page.getByTestId('webhook-rotate-confirm').click();
      await expect(page.getByRole('dialog')).toContainText(texts.secret.rotatedTitle);
      const rotated = await takeSecret(page, locale);
      expect(rotated).not.toBe(secret);
      await expect(card.getByTestId('webhook-rotation')).toBeVisible();
      const thirdRequest = await quotedRequest(page, admin.token);
      await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(3);
      const third = receiver.received[2]!;
      expect(third.headers['webhook-signature']!.split(' ')).toHaveLength(2);
      expect(verified(rotated, third)).toMatchObject({ type: 'request.quoted', data: { request: { id: thirdRequest } } });
      expect(verified(secret, third)).toMatchObject({ type: 'request.quoted' });
      // The open log follows: the new delivery shows up without a reload, newest first.
      await expect(card.getByTestId('webhook-delivery').first()).toHaveAttribute('data-event-id', third.headers['webhook-id']!, { timeout: 20_000 });
      await expect(card.getByTestId('webhook-delivery')).toHaveCount(2);
      // Filtered by status: none given up; the delivered ones.
      await card.getByTestId('webhook-log-filter').click();
      await page.getByRole('option', { name: texts.log.filters.failed, exact: true }).click();
      await expect(card.getByTestId('webhook-log')).toContainText(texts.log.emptyFiltered);
      await expect(card.getByTestId('webhook-delivery')).toHaveCount(0);
      await card.getByTestId('webhook-log-filter').click();
      await page.getByRole('option', { name: texts.log.filters.delivered, exact: true }).click();
      await expect(card.getByTestId('webhook-delivery')).toHaveCount(2);

      // Edit: the description and the events.
      await card.getByTestId('webhook-edit').click();
      await expect(page.getByTestId('webhook-url')).toHaveValue(receiver.url);
      await page.getByTestId('webhook-description').fill(`ERP ${locale} canlı`);
      await page.getByTestId('webhook-event-payment.received').check();
      // The save's answer first (the run's other worker may keep the shared server busy for a while), then what the page says.
      const saved = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/Webhook/Endpoint/Update', { timeout: 30_000 });
      await page.getByTestId('webhook-submit').click();
      expect((await saved).status()).toBe(200);
      await expect(page.getByTestId('webhook-form')).toHaveCount(0);
      await expect(page.getByText(fill(texts.toast.saved, { url: receiver.url }))).toBeVisible();
      await expect(card).toContainText(`ERP ${locale} canlı`);
      await expect(card.getByTestId('webhook-events')).toContainText(texts.events.payment.received.label);
      await page.screenshot({ path: testInfo.outputPath(`list-${locale}.png`), fullPage: true });

      // Delete, confirmed: gone, the empty state again.
      await card.getByTestId('webhook-delete').click();
      await expect(page.getByRole('dialog')).toContainText(receiver.url);
      await page.getByTestId('webhook-delete-confirm').click();
      await expect(page.getByText(fill(texts.toast.deleted, { url: receiver.url }))).toBeVisible();
      await expect(page.getByTestId('webhooks-empty')).toBeVisible();
      await expect(card).toHaveCount(0);
    } finally {
      await receiver.close();
    }
  });

  test(`${locale}: on a phone the screen fits 390 px, and an endpoint is added, its delivery opened and deleted`, async ({ page, context, baseURL, isMobile }, testInfo) => {
    test.skip(!isMobile, 'the phone layout');
    const receiver = await startReceiver();
    try {
      const admin = await openAsNewCompanyAdmin(page, context, baseURL!, locale, `${locale} ${testInfo.project.name}`);
      await expect(page.getByTestId('webhooks-empty')).toBeVisible();
      expect(await scrollWidth(page)).toBeLessThanOrEqual(390);

      await page.getByTestId('webhook-create').click();
      await page.getByTestId('webhook-events-all').check();
      for (const event of ['request.quoted', 'shipment.delivered']) await expect(page.getByTestId(`webhook-event-${event}`)).toBeChecked();
      await page.getByTestId('webhook-url').fill(receiver.url);
      expect(await scrollWidth(page)).toBeLessThanOrEqual(390);
      await page.screenshot({ path: testInfo.outputPath(`phone-form-${locale}.png`) });
      await page.getByTestId('webhook-submit').click();
      await page.screenshot({ path: testInfo.outputPath(`phone-secret-${locale}.png`) });
      const secret = await takeSecret(page, locale);

      const card = page.locator(`[data-testid="webhook-endpoint"][data-url="${receiver.url}"]`);
      await expect(card.getByTestId('webhook-status')).toHaveText(texts.status.active);
      await quotedRequest(page, admin.token);
      await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(1);
      expect(verified(secret, receiver.received[0]!)).toMatchObject({ type: 'request.quoted' });

      // The log and an opened delivery (its payload's long lines scroll inside it), still 390 px wide.
      await card.getByTestId('webhook-log-toggle').click();
      const row = deliveryRow(card, receiver.received[0]!.headers['webhook-id']!);
      await expect(row.getByTestId('webhook-delivery-status')).toHaveText(texts.log.statuses.delivered);
      const deliveryId = await row.getAttribute('data-delivery-id');
      await row.getByTestId(`webhook-delivery-expand-${deliveryId}`).click();
      await expect(card.getByTestId(`webhook-delivery-payload-${deliveryId}`)).toContainText('"type": "request.quoted"');
      await expect(card.getByTestId(`webhook-delivery-detail-${deliveryId}`)).toContainText(`200 · `);
      expect(await scrollWidth(page)).toBeLessThanOrEqual(390);
      await page.screenshot({ path: testInfo.outputPath(`phone-log-${locale}.png`), fullPage: true });

      await card.getByTestId('webhook-delete').click();
      await page.getByTestId('webhook-delete-confirm').click();
      await expect(page.getByTestId('webhooks-empty')).toBeVisible();
    } finally {
      await receiver.close();
    }
  });
}
