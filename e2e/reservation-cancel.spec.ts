import { expect, test, type Page } from '@playwright/test';
import { accountRoutes, withLocalePrefix } from '../lib/routes';
import enAccount from '../public/locales/en/account.json';
import trAccount from '../public/locales/tr/account.json';
import enCommon from '../public/locales/en/common.json';
import trCommon from '../public/locales/tr/common.json';
import { approvedRequest, bearer } from './support/requests';
import { signInContext } from './support/session';

// Reservations on the account screens: the customer cancels one awaiting payment (reason required, the
// status chip follows); the list's status filter narrows the list and its chip widens it again. Run it:
//   npx playwright test e2e/reservation-cancel.spec.ts
test.describe.configure({ timeout: 120_000 });

const account = { tr: trAccount, en: enAccount } as const;
const common = { tr: trCommon, en: enCommon } as const;

/** A reservation of the demo customer awaiting payment, booked through the API. */
async function bookedReservation(page: Page, carrier: string): Promise<{ id: number; reference: string }> {
  const requestId = await approvedRequest(page, carrier);
  const booked = await page.request.post('/api/Reservation/Create', { data: { requestId }, headers: await bearer('Customer') });
  expect(booked.status()).toBe(201);
  return ((await booked.json()) as { data: { id: number; reference: string } }).data;
}

/** The visible rows of the list: table rows on wide screens, cards on phones. */
const rows = (page: Page) => page.locator('[data-testid="reservation-row"]:visible, [data-testid="reservation-card"]:visible');

for (const locale of ['tr', 'en'] as const) {
  const texts = account[locale];

  test(`${locale}: the customer cancels a reservation awaiting payment, with a reason`, async ({ page, context, baseURL }) => {
    const { id, reference } = await bookedReservation(page, `E2E Cancel ${locale.toUpperCase()} ${Date.now() % 100_000}`);
    await signInContext(context, baseURL!, 'Customer');
    await page.goto(withLocalePrefix(`${accountRoutes.reservationDetails[locale]}?id=${id}`, locale));
    await page.getByRole('button', { name: common[locale].cookie.accept }).click();
    await expect(page.getByTestId('reservation-status')).toHaveText(texts.reservations.status.awaitingPayment);

    await page.getByTestId('cancel-reservation').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(texts.reservations.cancel.title.replace('{{reference}}', reference));
    await expect(dialog).toContainText(texts.reservations.cancel.bodyCustomer);
    // No reason: the dialog says so and nothing is sent.
    await dialog.getByTestId('confirm-cancel-reservation').click();
    await expect(dialog).toContainText(texts.reservations.cancel.reasonRequired);
    await expect(page.getByTestId('reservation-status')).toHaveText(texts.reservations.status.awaitingPayment);

    await dialog.getByTestId('cancel-reason').fill(locale === 'tr' ? 'Yükleme ertelendi' : 'Shipment postponed');
    await dialog.getByTestId('confirm-cancel-reservation').click();
    await expect(page.getByText(texts.reservations.cancel.done.replace('{{reference}}', reference))).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('reservation-status')).toHaveText(texts.reservations.status.cancelled);
    await expect(page.getByTestId('cancel-reservation')).toHaveCount(0);
    await expect(page.getByTestId('pay-by-card')).toHaveCount(0);

    const answer = await page.request.get(`/api/Reservation/Get?id=${id}`, { headers: await bearer('Customer') });
    const detail = ((await answer.json()) as { data: { status: string; actions: string[] } }).data;
    expect(detail).toMatchObject({ status: 'cancelled', actions: [] });
  });

  test(`${locale}: filtering the reservations by status narrows the list; removing the chip widens it`, async ({ page, context, baseURL }) => {
    const open = await bookedReservation(page, `E2E List ${locale.toUpperCase()} ${Date.now() % 100_000}`);
    const cancelled = await bookedReservation(page, `E2E List X ${locale.toUpperCase()} ${Date.now() % 100_000}`);
    const cancel = await page.request.post('/api/Reservation/Cancel', { data: { id: cancelled.id, reason: 'E2E' }, headers: await bearer('Customer') });
    expect(cancel.status()).toBe(200);
    await signInContext(context, baseURL!, 'Customer');

    await page.goto(withLocalePrefix(accountRoutes.reservations[locale], locale));
    await page.getByRole('button', { name: common[locale].cookie.accept }).click();
    await expect(rows(page).filter({ hasText: open.reference })).toBeVisible();
    await expect(rows(page).filter({ hasText: cancelled.reference })).toBeVisible();

    await page.getByTestId('reservation-filter-status').click();
    await page.getByTestId('reservation-filter-status-cancelled').click();
    await page.keyboard.press('Escape');
    await page.getByTestId('reservation-filter-apply').click();
    await expect(page).toHaveURL(/[?&]status=cancelled/);
    await expect(page.getByTestId('filter-chip-label')).toHaveText(`${texts.reservations.list.filterLabels.status}: ${texts.reservations.status.cancelled}`);
    await expect(rows(page).filter({ hasText: cancelled.reference })).toBeVisible();
    await expect(rows(page).filter({ hasText: open.reference })).toHaveCount(0);
    const statuses = await rows(page).locator('[data-testid="reservation-status"]').evaluateAll((chips) => chips.map((chip) => chip.getAttribute('data-status')));
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['cancelled']));

    // The quick search narrows further to one reservation, typed in lower case.
    await page.getByRole('searchbox').or(page.locator('input[name="q"]')).first().fill(cancelled.reference.toLowerCase());
    await page.getByRole('search').getByRole('button').click();
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(rows(page)).toHaveCount(1);

    // Removing the status chip widens the list again (the text stays).
    await page.getByTestId('filter-chip').filter({ hasText: texts.reservations.status.cancelled }).locator('.MuiChip-deleteIcon').click();
    await expect(page).not.toHaveURL(/status=/);
    await expect(rows(page).filter({ hasText: cancelled.reference })).toBeVisible();
  });
}
