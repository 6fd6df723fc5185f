import { expect, test, type Page } from '@playwright/test';
import { t as providerText } from '../idp/i18n.mjs';
import { withLocalePrefix, type Locale } from '../lib/routes';
import enCommon from '../public/locales/en/common.json';
import trCommon from '../public/locales/tr/common.json';
import { acceptCookies } from './support/cookies';
import { mailsTo } from './support/outbox';
import { enterMailedCode, signInThroughPopup } from './support/provider';
import { bearer } from './support/requests';
import { tokenFor } from './support/session';

// [T1] finding 1: an invitation is accepted only on its link's page, by the invited address once proven. A stranger who
// signs up with the invited address but cannot enter the mailed code gets no account and no membership; the owner
// proves the address, accepts and is in the company; a staff account with an open invitation stays staff-only.
// Run it: npx playwright test e2e/company-invitation.spec.ts
test.describe.configure({ timeout: 120_000 });

const common = { tr: trCommon, en: enCommon } as const;
const PASSWORD = 'Liman!2026xyz';
const formLabels = {
  tr: { firstName: 'Ad', lastName: 'Soyad', email: 'E-posta adresi', password: 'Şifre', confirm: 'Şifre (tekrar)' },
  en: { firstName: 'First name', lastName: 'Last name', email: 'Email address', password: 'Password', confirm: 'Confirm password' },
} as const;

/** The company admin invites `email` (the API the users screen calls); the path and query of the mailed link. */
async function invite(page: Page, email: string, locale: Locale): Promise<string> {
  const invited = await page.request.post('/api/Company/InviteUser', { data: { email, role: 'CompanyAdmin', language: locale }, headers: await bearer('CompanyAdmin') });
  expect(invited.status()).toBe(200);
  const link = /https?:\/\/[^\s"<]+\?token=[\w-]+/.exec(mailsTo(email).at(-1) ?? '')?.[0];
  expect(link, `an invitation mail to ${email}`).toBeTruthy();
  const url = new URL(link!);
  expect(url.pathname).toBe(withLocalePrefix(locale === 'tr' ? '/firma-daveti' : '/company-invitation', locale));
  return `${url.pathname}${url.search}`;
}

/** The company's members and open invitations, as its admin lists them. */
async function companyUsers(page: Page): Promise<{ users: string[]; invitations: string[] }> {
  const answer = await page.request.post('/api/Company/GetUsers', { data: {}, headers: await bearer('CompanyAdmin') });
  const data = ((await answer.json()) as { data: { users: { email: string }[]; invitations: { email: string }[] } }).data;
  return { users: data.users.map((user) => user.email), invitations: data.invitations.map((invitation) => invitation.email) };
}

/** Clicks "Create an account" on the invitation page and fills the provider's sign-up form in the popup. */
async function startSignUp(page: Page, locale: Locale, email: string, firstName: string): Promise<Page> {
  const popupEvent = page.waitForEvent('popup');
  await page.getByRole('button', { name: common[locale].auth.invitation.signUp }).click();
  const popup = await popupEvent;
  const labels = formLabels[locale];
  await popup.getByLabel(labels.firstName, { exact: true }).fill(firstName);
  await popup.getByLabel(labels.lastName, { exact: true }).fill('Yeni');
  // The invited address arrives filled in (login_hint): the form starts from it.
  await expect(popup.getByLabel(labels.email, { exact: true })).toHaveValue(email);
  await popup.getByLabel(labels.password, { exact: true }).fill(PASSWORD);
  await popup.getByLabel(labels.confirm, { exact: true }).fill(PASSWORD);
  await popup.getByRole('checkbox').check();
  await popup.getByRole('button', { name: providerText(locale, 'signup.submit'), exact: true }).click();
  return popup;
}

for (const locale of ['tr', 'en'] as const) {
  const texts = common[locale].auth;

  test(`${locale}: a stranger without the mailed code gets nothing; the owner proves the address, accepts and is in the company`, async ({ page, isMobile }, testInfo) => {
    test.skip(isMobile, 'one viewport walks the popups; the phone renders the page states below');
    const email = `davetli-${locale}-${testInfo.workerIndex}-${Date.now() % 1_000_000}@example.com`;
    const link = await invite(page, email, locale);

    // The stranger opens the link, signs up with the invited address and is stopped at the code: no account.
    await page.goto(link);
    await acceptCookies(page, locale);
    await expect(page.getByTestId('invitation-notice')).toContainText(texts.invitation.title.replace('{{company}}', 'Ege Tekstil A.Ş.').replace('{{role}}', texts.roles.CompanyAdmin));
    await expect(page.getByText(texts.invitation.signedOut)).toBeVisible();
    const strangerPopup = await startSignUp(page, locale, email, 'Yabancı');
    await expect(strangerPopup.getByRole('heading', { level: 1 })).toHaveText(providerText(locale, 'verify.title'));
    await strangerPopup.getByLabel(providerText(locale, 'field.code'), { exact: true }).fill('000000');
    await strangerPopup.getByRole('button', { name: providerText(locale, 'verify.submit'), exact: true }).click();
    await expect(strangerPopup.getByText(/Kod hatalı|That code is not right/)).toBeVisible();
    await strangerPopup.close();
    await expect(page.getByText(texts.invitation.signedOut)).toBeVisible();
    expect(await companyUsers(page)).toMatchObject({ invitations: expect.arrayContaining([email]) });
    expect((await companyUsers(page)).users).not.toContain(email);

    // The owner of the mailbox: the same link, the sign-up with the mailed code, then the accept screen.
    const ownerPopup = await startSignUp(page, locale, email, 'Sahibi');
    await enterMailedCode(ownerPopup, locale, email);
    await expect(page.getByRole('button', { name: texts.invitation.accept })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(texts.invitation.ready.replace('{{email}}', email))).toBeVisible();
    // Signed in, proven, and still not a member until the button.
    expect((await companyUsers(page)).users).not.toContain(email);
    await page.getByRole('button', { name: texts.invitation.accept }).click();
    const accepted = page.getByTestId('invitation-accepted');
    await expect(accepted).toContainText(texts.invitation.acceptedTitle.replace('{{company}}', 'Ege Tekstil A.Ş.'));
    await expect(accepted).toContainText(texts.invitation.acceptedBody.replace('{{role}}', texts.roles.CompanyAdmin));
    expect(await companyUsers(page)).toEqual(expect.objectContaining({ users: expect.arrayContaining([email]) }));
    expect((await companyUsers(page)).invitations).not.toContain(email);

    // On into the account: the refreshed session knows the company (the company's users screen opens for its admin).
    await page.getByRole('button', { name: texts.invitation.continue }).click();
    await expect(page).toHaveURL(withLocalePrefix(locale === 'tr' ? '/hesabim/panel' : '/my-account/dashboard', locale));
    await page.goto(withLocalePrefix(locale === 'tr' ? '/hesabim/tum-kullanicilar' : '/my-account/all-users', locale));
    await expect(page.getByTestId(`user-row-${email}`)).toBeVisible();

    // The link is spent.
    await page.goto(link);
    await expect(page.getByTestId('invitation-invalid')).toHaveText(texts.invitation.invalid);
  });

  test(`${locale}: a staff account with an open invitation signs in and stays staff-only`, async ({ page, isMobile }, testInfo) => {
    test.skip(isMobile, 'one viewport walks the popups; the phone renders the page states below');
    // Someone invited, who signs up (proven) and is made an Operator by the platform's Admin before accepting.
    const email = `personel-${locale}-${testInfo.workerIndex}-${Date.now() % 1_000_000}@example.com`;
    const link = await invite(page, email, locale);
    await page.goto(link);
    await acceptCookies(page, locale);
    await enterMailedCode(await startSignUp(page, locale, email, 'Personel'), locale, email);
    await expect(page.getByRole('button', { name: texts.invitation.accept })).toBeVisible({ timeout: 30_000 });
    const admin = { Authorization: `Bearer ${await tokenFor('Admin')}` };
    const listed = await page.request.post('/api/User/GetList', { data: { search: email }, headers: admin });
    const userId = ((await listed.json()) as { data: { items: { id: string; email: string }[] } }).data.items.find((user) => user.email === email)?.id;
    expect(userId, `the user ${email}`).toBeTruthy();
    expect((await page.request.post('/api/User/SetRoles', { data: { id: userId, roles: ['Operator'] }, headers: admin })).status()).toBe(200);

    // Signed in again (the Operator's token), the invitation page says why it cannot be accepted, and nothing joins.
    await page.context().clearCookies();
    await page.goto(link);
    await acceptCookies(page, locale);
    await signInThroughPopup(page, locale, { email, password: PASSWORD }, () => page.getByRole('button', { name: texts.invitation.signIn }).click());
    await expect(page.getByTestId('invitation-staff')).toHaveText(texts.invitation.staff);
    await expect(page.getByRole('button', { name: texts.invitation.accept })).toHaveCount(0);
    expect((await companyUsers(page)).users).not.toContain(email);
  });

  test(`${locale}: the page explains a spent link, and a signed-out visitor's next step`, async ({ page }, testInfo) => {
    const email = `sayfa-${locale}-${testInfo.project.name}-${Date.now() % 1_000_000}@example.com`;
    const link = await invite(page, email, locale);
    expect(link).not.toContain('example.com');
    await page.goto(link);
    await acceptCookies(page, locale);
    await expect(page.getByTestId('invitation-notice')).toContainText('s***@e***.com');
    await expect(page.getByRole('button', { name: texts.invitation.signIn })).toBeVisible();
    await expect(page.getByRole('button', { name: texts.invitation.signUp })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('invitation.png'), fullPage: true });
    await page.goto(`${link.split('?')[0]}?token=${'z'.repeat(43)}`);
    await expect(page.getByTestId('invitation-invalid')).toHaveText(texts.invitation.invalid);
  });
}
