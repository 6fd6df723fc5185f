import { expect, test, type Page } from '@playwright/test';
import { accountRoutes, withLocalePrefix } from '../lib/routes';
import enAccount from '../public/locales/en/account.json';
import trAccount from '../public/locales/tr/account.json';
import enCommon from '../public/locales/en/common.json';
import trCommon from '../public/locales/tr/common.json';
import enErrors from '../public/locales/en/errors.json';
import trErrors from '../public/locales/tr/errors.json';
import { approvedRequest, bearer } from './support/requests';
import { signInContext } from './support/session';

// Booking and payment: requested → priced (API) → approved → reservation → card (decline, then success) → confirmation;
// and bank transfer → receipt → operations confirm (API) → paid. Run it on its own server:
//   npx playwright test e2e/booking-payment.spec.ts
test.describe.configure({ timeout: 120_000 });

const account = { tr: trAccount, en: enAccount } as const;
const common = { tr: trCommon, en: enCommon } as const;
const errors = { tr: trErrors, en: enErrors } as const;
/** From the approved request's detail screen: "Make the reservation" → the reservation's screen. */
async function makeReservation(page: Page, locale: 'tr' | 'en', requestId: number): Promise<number> {
  await page.goto(withLocalePrefix(`${accountRoutes.requestDetail[locale]}?id=${requestId}`, locale));
  await page.getByRole('button', { name: common[locale].cookie.accept }).click();
  await page.getByTestId('make-reservation').click();
  await expect(page).toHaveURL(new RegExp(`${accountRoutes.reservationDetails[locale]}\\?id=\\d+`));
  await expect(page.getByTestId('reservation-status')).toHaveText(account[locale].reservations.status.awaitingPayment);
  return Number(new URL(page.url()).searchParams.get('id'));
}

async function fillCard(page: Page, number: string) {
  await page.getByTestId('card-number').fill(number);
  await page.getByTestId('card-cvc').fill('123');
  await page.getByTestId('card-holder').fill('Ayşe Yılmaz');
  await page.getByTestId('pay-submit').click();
}

for (const locale of ['tr', 'en'] as const) {
  const texts = account[locale];

  test(`${locale}: approved request → reservation → declined card (nothing charged) → success card → confirmation`, async ({ page, context, baseURL }) => {
    const requestId = await approvedRequest(page, `E2E Booking ${locale.toUpperCase()} ${Date.now() % 100_000}`);
    await signInContext(context, baseURL!, 'Customer');
    const reservationId = await makeReservation(page, locale, requestId);

    await page.getByTestId('pay-by-card').click();
    await expect(page).toHaveURL(new RegExp(`${accountRoutes.paymentCreditCard[locale]}\\?id=${reservationId}`));
    await expect(page.getByTestId('test-mode')).toHaveText(texts.payments.testMode);
    await expect(page.getByTestId('test-cards')).toContainText('4242 4242 4242 4242');

    // The decline card: a localized error, the reservation still awaiting payment.
    await fillCard(page, '4000 0000 0000 0002');
    await expect(page.getByTestId('payment-error')).toHaveText(errors[locale].payments.failure.declined);
    const afterDecline = await page.request.get(`/api/Reservation/Get?id=${reservationId}`, { headers: await bearer('Customer') });
    const declined = ((await afterDecline.json()) as { data: { status: string; payments: { status: string }[] } }).data;
    expect(declined.status).toBe('awaitingPayment');
    expect(declined.payments.map((payment) => payment.status)).toEqual(['failed']);

    // The success card: the confirmation screen.
    await fillCard(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(new RegExp(`${accountRoutes.reservationConfirmation[locale]}\\?id=${reservationId}`));
    // Paid, not confirmed: the heading says the payment was received, the text that operations will confirm it.
    await expect(page.getByTestId('reservation-status-heading')).toHaveText(texts.reservations.statusCopy.paidByCard.customer.heading);
    await expect(page.getByTestId('reservation-status-next')).toHaveText(texts.reservations.statusCopy.paidByCard.customer.next);
    await expect(page.getByTestId('payment-confirmation')).not.toContainText(texts.reservations.statusCopy.confirmed.customer.heading);
    await expect(page.getByTestId('payment-confirmation')).toContainText('•••• 4242');
    await page.getByRole('link', { name: texts.payments.confirmation.open }).click();
    await expect(page.getByTestId('reservation-status')).toHaveText(texts.reservations.status.paid);

    // Operations confirm the booking: it becomes a tracked shipment under the reservation's reference.
    const confirmed = await page.request.post('/api/Reservation/Confirm', { headers: await bearer('Operator'), data: { id: reservationId } });
    expect(confirmed.status()).toBe(200);
    const reference = ((await confirmed.json()) as { data: { reference: string } }).data.reference;
    await page.reload();
    await expect(page.getByTestId('reservation-status')).toHaveText(texts.reservations.status.confirmed);
    await expect(page.getByTestId('reservation-status-heading')).toHaveText(texts.reservations.statusCopy.confirmed.customer.heading);
    await page.getByRole('link', { name: texts.reservations.detail.trackShipment }).click();
    await expect(page).toHaveURL(new RegExp(`number=${reference}`));
    await expect(page.getByText(reference).first()).toBeVisible();
  });

  test(`${locale}: bank transfer → receipt refused with a reason → new receipt → operations confirm → paid`, async ({ page, context, baseURL }) => {
    const requestId = await approvedRequest(page, `E2E Transfer ${locale.toUpperCase()} ${Date.now() % 100_000}`);
    await signInContext(context, baseURL!, 'Customer');
    const reservationId = await makeReservation(page, locale, requestId);

    await page.getByTestId('pay-by-transfer').click();
    await expect(page).toHaveURL(new RegExp(`${accountRoutes.paymentTransfer[locale]}\\?id=${reservationId}`));
    // The reservation is in USD: our USD account, with its SWIFT/BIC, each line with a copy button.
    await expect(page.getByTestId('transfer-currency')).toHaveText('USD');
    await expect(page.getByTestId('transfer-iban')).toHaveText(/^TR\d{2}( \d{4}){5} \d{2}$/);
    await expect(page.getByTestId('transfer-bic')).toHaveText(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/);
    await expect(page.getByRole('button', { name: texts.payments.transfer.copy.replace('{{label}}', texts.payments.transfer.iban) })).toBeVisible();
    const reference = (await page.getByTestId('transfer-reference').textContent()) ?? '';
    expect(reference).toMatch(/^NP\d{11}$/);
    // The receipt is required: sending none says so under the field.
    await page.getByTestId('transfer-submit').click();
    await expect(page.getByTestId('receipt-error')).toBeVisible();
    const receipt = { name: 'dekont.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n') };
    await page.getByTestId('receipt-input').setInputFiles(receipt);
    await page.getByTestId('transfer-submit').click();
    await expect(page).toHaveURL(new RegExp(`${accountRoutes.reservationDetails[locale]}\\?id=${reservationId}`));
    await expect(page.getByTestId('reservation-status')).toHaveText(texts.reservations.status.paymentUnderReview);
    await expect(page.getByTestId('reservation-status-heading')).toHaveText(texts.reservations.statusCopy.paymentUnderReview.customer.heading);

    // Operations refuse the receipt with a reason (through the API, as their console does): the customer reads it here.
    const underReview = async () => {
      const detail = await page.request.get(`/api/Reservation/Get?id=${reservationId}`, { headers: await bearer('Operator') });
      return ((await detail.json()) as { data: { payments: { id: number; status: string }[] } }).data.payments.find((item) => item.status === 'underReview')!;
    };
    const reason = `E2E: amount short (${locale})`;
    const refused = await page.request.post('/api/Payment/RejectTransfer', { data: { paymentId: (await underReview()).id, reason }, headers: await bearer('Operator') });
    expect(refused.status()).toBe(200);
    await page.reload();
    await expect(page.getByTestId('reservation-status')).toHaveText(texts.reservations.status.awaitingPayment);
    await expect(page.getByTestId('reservation-status-heading')).toHaveText(texts.reservations.statusCopy.transferRefused.customer.heading);
    await expect(page.getByTestId('transfer-rejection-reason')).toHaveText(texts.reservations.statusCopy.rejectionReason.replace('{{reason}}', reason));

    // A new receipt, and operations accept it.
    await page.getByTestId('pay-by-transfer').click();
    await expect(page).toHaveURL(new RegExp(`${accountRoutes.paymentTransfer[locale]}\\?id=${reservationId}`));
    await page.getByTestId('receipt-input').setInputFiles({ ...receipt, name: 'dekont-2.pdf' });
    await page.getByTestId('transfer-submit').click();
    await expect(page.getByTestId('reservation-status')).toHaveText(texts.reservations.status.paymentUnderReview);
    const confirmed = await page.request.post('/api/Payment/ConfirmTransfer', { data: { paymentId: (await underReview()).id, approve: true }, headers: await bearer('Operator') });
    expect(confirmed.status()).toBe(200);
    await page.reload();
    await expect(page.getByTestId('reservation-status')).toHaveText(texts.reservations.status.paid);
    await expect(page.getByTestId('reservation-status-heading')).toHaveText(texts.reservations.statusCopy.paidByTransfer.customer.heading);
  });
}
