import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { accountRoutes, publicRoutes, withLocalePrefix } from '../lib/routes';
import enAccount from '../public/locales/en/account.json';
import trAccount from '../public/locales/tr/account.json';
import enAdmin from '../public/locales/en/admin.json';
import trAdmin from '../public/locales/tr/admin.json';
import enCommon from '../public/locales/en/common.json';
import trCommon from '../public/locales/tr/common.json';
import enTracking from '../public/locales/en/tracking.json';
import trTracking from '../public/locales/tr/tracking.json';
import { approvedRequest, bearer, createRequest } from './support/requests';
import { signInContext } from './support/session';

// [M5] Operations: an Operator prices a customer's request with a manual offer from the queue and the
// customer sees the quote; an Operator confirms a bank transfer, confirms the booking and adds a milestone
// that the public tracking page shows. Run it on its own server:
//   npx playwright test e2e/admin-operations.spec.ts --project=desktop --project=phone
test.describe.configure({ timeout: 120_000 });

const account = { tr: trAccount, en: enAccount } as const;
const admin = { tr: trAdmin, en: enAdmin } as const;
const common = { tr: trCommon, en: enCommon } as const;
const tracking = { tr: trTracking, en: enTracking } as const;
const adminPath = (locale: 'tr' | 'en', sub: string) => withLocalePrefix(`/admin/${sub}`, locale);

async function acceptCookies(page: Page, locale: 'tr' | 'en') {
  await page
    .getByRole('button', { name: common[locale].cookie.accept })
    .click({ timeout: 4_000 })
    .catch(() => undefined);
}

async function signInAs(context: BrowserContext, baseURL: string, role: 'Operator' | 'Customer') {
  await context.clearCookies();
  await signInContext(context, baseURL, role);
}

for (const locale of ['tr', 'en'] as const) {
  const texts = admin[locale].operations;

  test(`${locale}: an Operator prices a request from the queue with a manual offer; the customer sees the quote`, async ({ page, context, baseURL }, testInfo) => {
    const { id, reference } = await createRequest(page);
    const carrier = `E2E Ops ${locale.toUpperCase()} ${testInfo.project.name} ${Date.now() % 100_000}`;
    await signInAs(context, baseURL!, 'Operator');

    await page.goto(adminPath(locale, 'requests'));
    await acceptCookies(page, locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(admin[locale].sections.requests);
    await page.getByTestId('queue-search').fill(reference.toLowerCase());
    await page.getByTestId('queue-apply').click();
    await expect(page.getByTestId('queue-item')).toHaveCount(1);
    const item = page.locator(`[data-testid="queue-item"][data-request-id="${id}"]`);
    await expect(item).toContainText(account[locale].status.submitted);
    await testInfo.attach('queue', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
    await item.getByTestId('queue-open').click();
    await expect(page).toHaveURL(new RegExp(`/admin/requests/detail\\?id=${id}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(reference);
    // The engine's offers for the lane are there to choose from; this operator enters a manual offer instead.
    await expect(page.getByTestId('choose-tariff').first()).toBeVisible();
    await page.getByTestId('manual-toggle').click();
    await page.getByTestId('manual-carrier').fill(carrier);
    await page.getByTestId('manual-transit').fill('19');
    await page.getByTestId('manual-amount-0').fill(locale === 'tr' ? '1250,50' : '1250.50');
    await page.getByTestId('manual-note').fill(locale === 'tr' ? 'Gümrükleme hariçtir.' : 'Customs clearance not included.');
    await testInfo.attach('pricing', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
    await page.getByTestId('send-quote').click();
    await expect(page.getByText(texts.pricing.sent.replace('{{reference}}', reference))).toBeVisible();
    await expect(page.getByTestId('request-status')).toHaveText(account[locale].status.quoted);
    await expect(page.getByTestId('current-offer').filter({ hasText: carrier })).toBeVisible();

    // The customer's request detail shows the quote with its note.
    await signInAs(context, baseURL!, 'Customer');
    await page.goto(withLocalePrefix(`${accountRoutes.requestDetail[locale]}?id=${id}`, locale));
    const offer = page.getByTestId('request-offer').filter({ hasText: carrier });
    await expect(offer).toBeVisible();
    await expect(offer.getByTestId('offer-note')).toHaveText(locale === 'tr' ? 'Gümrükleme hariçtir.' : 'Customs clearance not included.');
    await expect(offer.getByTestId('offer-total')).toContainText(locale === 'tr' ? '1.250,50' : '1,250.50');
    await expect(offer.getByTestId('approve-offer')).toBeVisible();
  });

  test(`${locale}: an Operator confirms a transfer, confirms the booking and adds a milestone the public tracking page shows`, async ({ page, context, baseURL }, testInfo) => {
    const requestId = await approvedRequest(page, `E2E Transfer ${locale.toUpperCase()} ${Date.now() % 100_000}`);
    const booked = await page.request.post('/api/Reservation/Create', { data: { requestId }, headers: await bearer('Customer') });
    expect(booked.status()).toBe(201);
    const reservation = ((await booked.json()) as { data: { id: number; reference: string } }).data;
    const uploaded = await page.request.post('/api/File/Upload', {
      multipart: { file: { name: 'dekont.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') } },
      headers: await bearer('Customer'),
    });
    expect(uploaded.status()).toBe(200);
    const receiptFileId = ((await uploaded.json()) as { data: { id: string } }).data.id;
    const reported = await page.request.post('/api/Payment/Transfer', { data: { reservationId: reservation.id, receiptFileId }, headers: await bearer('Customer') });
    expect(reported.status()).toBe(200);

    await signInAs(context, baseURL!, 'Operator');
    await page.goto(adminPath(locale, 'transfers'));
    await acceptCookies(page, locale);
    const transfer = page.locator(`[data-testid="transfer-item"][data-reference="${reservation.reference}"]`);
    await expect(transfer).toBeVisible();
    await transfer.getByTestId('view-receipt').click();
    await expect(page.getByTestId('receipt-frame')).toBeVisible();
    await testInfo.attach('receipt', { body: await page.screenshot(), contentType: 'image/png' });
    await page.getByRole('button', { name: texts.common.close }).click();
    await transfer.getByTestId('confirm-transfer').click();
    await expect(page.getByText(texts.transfers.confirmed.replace('{{reference}}', reservation.reference))).toBeVisible();
    await expect(transfer).toHaveCount(0);

    await page.goto(adminPath(locale, `reservations/detail?id=${reservation.id}`));
    await expect(page.getByTestId('reservation-status')).toHaveText(account[locale].reservations.status.paid);
    await page.getByTestId('confirm-reservation').click();
    await expect(page.getByTestId('reservation-status')).toHaveText(account[locale].reservations.status.confirmed);
    await page.getByTestId('milestone-location').fill('TRMER');
    await page.getByTestId('milestone-submit').click();
    await expect(page.getByText(texts.reservations.milestoneSaved.replace('{{milestone}}', tracking[locale].milestones.gateIn))).toBeVisible();
    await expect(page.getByTestId('ops-timeline')).toContainText(tracking[locale].milestones.gateIn);
    await testInfo.attach('reservation', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });

    // Anyone tracking the booking sees the new public milestone.
    await context.clearCookies();
    await page.goto(withLocalePrefix(`${publicRoutes.trackYourFreight[locale]}?number=${reservation.reference}`, locale));
    await expect(page.getByText(tracking[locale].milestones.gateIn).first()).toBeVisible();
  });
}

test('a Customer gets 403 on the operations screens', async ({ page, context, baseURL }) => {
  await signInAs(context, baseURL!, 'Customer');
  for (const sub of ['requests', 'transfers', 'reservations', 'fx-rates']) {
    const response = await page.goto(adminPath('en', sub));
    expect(response?.status(), sub).toBe(403);
  }
});
