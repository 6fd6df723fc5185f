import { expect, test, type Page } from '@playwright/test';
import { istanbulToday } from '../lib/domain/business-date';
import { accountRoutes, withLocalePrefix } from '../lib/routes';
import enAccount from '../public/locales/en/account.json';
import trAccount from '../public/locales/tr/account.json';
import enCommon from '../public/locales/en/common.json';
import trCommon from '../public/locales/tr/common.json';
import enSearch from '../public/locales/en/search.json';
import trSearch from '../public/locales/tr/search.json';
import { acceptCookies } from './support/cookies';
import { demoUser, signInFromHeader, signInThroughPopup } from './support/provider';
import { approvedRequest } from './support/requests';
import { chooseLocation, fillTwoPallets } from './support/search-form';
import { signInContext } from './support/session';

// A visitor's main journeys on a phone (Pixel 7, 390×844), in both languages: sign-in from the menu through the
// provider's popup; the search wizard → offers → "request this offer" (signing in on the way) → the request in the
// account; paying a reservation by a 3-D Secure card. The desktop runs them in auth-flow, search, request-offer
// and booking-payment; booking-payment's card and transfer journeys also run in the phone project.
test.skip(({ isMobile }) => !isMobile, 'phone journeys: the desktop has its own specs (auth-flow, search, request-offer)');
test.describe.configure({ timeout: 90_000 });

const account = { tr: trAccount, en: enAccount } as const;
const common = { tr: trCommon, en: enCommon } as const;
const search = { tr: trSearch, en: enSearch } as const;

/** The list's cards (phones) of one request. */
const cardOf = (page: Page, reference: string) => page.locator('[data-testid="request-card"]:visible').filter({ hasText: reference });

for (const locale of ['tr', 'en'] as const) {
  test(`${locale}: signs in from the menu through the provider's popup and opens the account`, async ({ page }) => {
    await page.goto(withLocalePrefix('/', locale));
    await acceptCookies(page, locale);
    const user = await signInFromHeader(page, locale, 'Customer', { phone: true });

    // The account, from the user's menu in the drawer.
    await page.getByRole('button', { name: common[locale].header.openMenu }).click();
    await page.getByRole('button', { name: common[locale].auth.userMenu.replace('{{name}}', user.fullName) }).click();
    await page.getByRole('menuitem', { name: common[locale].auth.myAccount }).click();
    await expect(page).toHaveURL(new RegExp(`${accountRoutes.dashboard[locale]}$`));
    await expect(page.getByText(common[locale].auth.dashboard.greeting.replace('{{name}}', user.fullName))).toBeVisible();
  });

  test(`${locale}: searches in the wizard, sees offers, requests one (signing in on the way) and finds it in the account`, async ({ page }) => {
    const texts = search[locale];
    await page.goto(withLocalePrefix(locale === 'tr' ? '/lojistik-arama' : '/freight-search', locale));
    await acceptCookies(page, locale);

    // Step 1, the route.
    await chooseLocation(page, texts.form.origin, 'mersin', /Mersin/);
    await chooseLocation(page, texts.form.destination, 'new york', /New York/);
    await page.getByLabel(texts.form.readyDate).fill(istanbulToday(7));
    await page.getByRole('button', { name: texts.form.next }).click();

    // Step 2, the cargo, with its live total.
    await expect(page).toHaveURL(/step=cargo/);
    await fillTwoPallets(page, locale);
    await page.getByRole('button', { name: texts.form.next }).click();

    // Step 3, the options: the defaults; then the offers.
    await expect(page).toHaveURL(/step=options/);
    await page.getByRole('button', { name: texts.form.submit }).click();
    await expect(page).toHaveURL(/[?&]q=/);
    const offers = page.getByTestId('offer');
    await expect(offers.first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(texts.results.fastestBadge).first()).toBeVisible();

    // "Request this offer": the provider's popup, then the request is made.
    const chosen = offers.first();
    const total = await chosen.getByTestId('offer-total').textContent();
    const request = chosen.getByRole('button', { name: texts.request.action });
    await request.scrollIntoViewIfNeeded();
    await signInThroughPopup(page, locale, demoUser('Customer'), () => request.click());
    const dialog = page.getByRole('dialog', { name: texts.request.createdTitle });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    const reference = (await dialog.getByTestId('request-reference').textContent())?.match(/RQ-\d{4}-\d{6}/)?.[0];
    expect(reference).toBeTruthy();
    await dialog.getByRole('link', { name: texts.request.view }).click();
    await expect(page.getByRole('heading', { name: account[locale].request.reference.replace('{{reference}}', reference!), exact: true })).toBeVisible();
    await expect(page.getByText(account[locale].status.submitted).first()).toBeVisible();
    await expect(page.getByTestId('offer-total')).toHaveText(total ?? '');

    // The account's request list shows it, as a card on the phone.
    await page.goto(withLocalePrefix(accountRoutes.requests[locale], locale));
    const card = cardOf(page, reference!);
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(account[locale].status.submitted);
    await card.getByRole('link', { name: reference! }).click();
    await expect(page.getByRole('heading', { name: account[locale].request.reference.replace('{{reference}}', reference!), exact: true })).toBeVisible();
  });

  test(`${locale}: books an approved offer and pays it by a card that asks for 3-D Secure`, async ({ page, context, baseURL }, testInfo) => {
    const texts = account[locale];
    const requestId = await approvedRequest(page, `E2E Phone 3DS ${locale.toUpperCase()} ${testInfo.workerIndex}-${Date.now() % 100_000}`);
    await signInContext(context, baseURL!, 'Customer');
    await page.goto(withLocalePrefix(`${accountRoutes.requestDetail[locale]}?id=${requestId}`, locale));
    await acceptCookies(page, locale);

    await page.getByRole('button', { name: texts.reservations.make }).click();
    await expect(page).toHaveURL(new RegExp(`${accountRoutes.reservationDetails[locale]}\\?id=\\d+`));
    const reservationId = new URL(page.url()).searchParams.get('id');
    await expect(page.getByText(texts.reservations.status.awaitingPayment).first()).toBeVisible();
    await page.getByRole('link', { name: texts.reservations.detail.payByCard }).click();
    await expect(page).toHaveURL(new RegExp(`${accountRoutes.paymentCreditCard[locale]}\\?id=${reservationId}`));

    // The sandbox's 3-D Secure card: the bank's challenge opens; approving it completes the payment.
    await expect(page.getByRole('heading', { name: texts.payments.card.title })).toBeVisible();
    await expect(page.getByText(`4000 0000 0000 3220 — ${texts.payments.testCards.threeDSecure}`)).toBeVisible();
    await page.getByLabel(texts.payments.card.number).fill('4000 0000 0000 3220');
    await page.getByLabel(texts.payments.card.cvc).fill('123');
    await page.getByLabel(texts.payments.card.holder).fill('Ayşe Yılmaz');
    const payLabel = new RegExp(`^${texts.payments.card.pay.replace('{{amount}}', '.+')}$`);
    await page.getByRole('button', { name: payLabel }).click();
    const challenge = page.getByRole('dialog', { name: texts.payments.challenge.title });
    await expect(challenge).toBeVisible();
    await challenge.getByRole('button', { name: texts.payments.challenge.approve }).click();

    await expect(page).toHaveURL(new RegExp(`${accountRoutes.reservationConfirmation[locale]}\\?id=${reservationId}`));
    // Paid, not confirmed: the screen says the payment was received and that operations will confirm the reservation.
    await expect(page.getByTestId('reservation-status-heading')).toHaveText(texts.reservations.statusCopy.paidByCard.customer.heading);
    await expect(page.getByTestId('reservation-status-next')).toHaveText(texts.reservations.statusCopy.paidByCard.customer.next);
    await expect(page.getByText('•••• 3220')).toBeVisible();
    await page.getByRole('link', { name: texts.payments.confirmation.open }).click();
    await expect(page.getByTestId('reservation-status')).toHaveText(texts.reservations.status.paid);
  });
}
