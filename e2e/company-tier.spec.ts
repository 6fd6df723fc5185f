import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { accountRoutes, withLocalePrefix } from '../lib/routes';
import enAccount from '../public/locales/en/account.json';
import trAccount from '../public/locales/tr/account.json';
import enErrors from '../public/locales/en/errors.json';
import trErrors from '../public/locales/tr/errors.json';
import { providerAccessToken } from '../scripts/lib/demo-token';
import { mailsTo } from './support/outbox';
import { e2eDataDir, signInContextAs } from './support/session';
import { acceptCookies } from './support/cookies';

// The company tier: the company admin edits the invoice details (an invalid, then a valid VKN), invites a
// user who then accepts, changes their role and deactivates them; a customer reads and edits their
// profile. Both languages. Run it on its own server:
//   npx playwright test e2e/company-tier.spec.ts
test.describe.configure({ timeout: 90_000, mode: 'serial' });

const account = { tr: trAccount, en: enAccount } as const;
const errors = { tr: trErrors, en: enErrors } as const;
const page$ = (key: keyof typeof accountRoutes, locale: 'tr' | 'en') => withLocalePrefix(accountRoutes[key][locale], locale);

async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

for (const locale of ['tr', 'en'] as const) {
  const texts = account[locale];

  test(`${locale}: the company admin corrects the VKN, invites a user, changes their role and deactivates them`, async ({ page, context, baseURL }, testInfo) => {
    await signInContextAs(context, baseURL!, 'companyadmin@navlunport.test');

    // Invoice details: an invalid VKN is refused as it is typed, with the localized message; a valid one saves.
    await page.goto(page$('requestFormCompanyInvoiceInfo', locale));
    await acceptCookies(page, locale);
    const form = page.getByTestId('company-invoice-form');
    await expect(form).toBeVisible();
    await page.getByTestId('invoice-kind-vkn').check();
    await page.getByTestId('invoice-name').fill('Ege Tekstil A.Ş.');
    await page.getByTestId('invoice-taxOffice').fill('Konak');
    await page.getByTestId('invoice-taxNumber').fill('4540536921');
    await expect(form).toContainText(errors[locale].company.taxNumber.invalidVkn);
    await page.getByTestId('invoice-address').fill('Atatürk Caddesi No: 12');
    await choose(page, 'invoice-province', 'İzmir');
    // The district list waits, disabled, until İzmir's districts have arrived (never another province's list).
    await expect(page.getByTestId('invoice-district')).toBeEnabled();
    await choose(page, 'invoice-district', 'Konak');
    await page.getByTestId('invoice-phone').fill('0232 555 12 34');
    await page.getByTestId('invoice-invoiceEmail').fill('fatura@egetekstil.test');
    await page.getByTestId('invoice-save').click();
    await expect(form).toContainText(errors[locale].company.taxNumber.invalidVkn);
    await page.getByTestId('invoice-taxNumber').fill('454 053 6920');
    await expect(form).toContainText(texts.company.taxNumberValid);
    await page.getByTestId('invoice-save').click();
    await expect(page.getByText(texts.company.saved)).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('invoice-taxNumber')).toHaveValue('4540536920');
    // Stored in E.164, shown as people write it (lib/domain/phone.ts formatPhone).
    await expect(page.getByTestId('invoice-phone')).toHaveValue('+90 232 555 12 34');
    await expect(page.getByTestId('invoice-district')).toHaveText('Konak');

    // All users: invite a colleague by email.
    const email = `davet-${locale}-${testInfo.project.name}-${Date.now() % 1_000_000}@example.com`;
    await page.goto(page$('allUsers', locale));
    await expect(page.getByTestId('user-row-companyadmin@navlunport.test')).toBeVisible();
    await page.getByTestId('users-invite').click();
    await page.getByTestId('invite-email').fill(email);
    await choose(page, 'invite-role', texts.users.roles.Customer);
    await page.getByTestId('invite-send').click();
    await expect(page.getByText(texts.users.dialog.sent.replace('{{email}}', email))).toBeVisible();
    await expect(page.getByTestId('users-invitations')).toContainText(email);

    // The invited person, signed in with the address proven, accepts on the link's page (the API call its button
    // makes; e2e/company-invitation.spec.ts walks that page) and joins the company as a Customer.
    const token = /\?token=([\w-]+)/.exec(mailsTo(email).at(-1) ?? '')?.[1];
    expect(token, `the invitation link mailed to ${email}`).toBeTruthy();
    const invitee = await providerAccessToken({ oid: `e2e-${randomBytes(6).toString('hex')}`, email, firstName: 'Davetli', lastName: locale.toUpperCase(), roles: ['Customer'], emailVerified: true }, { dataDir: e2eDataDir });
    const accepted = await page.request.post('/api/Company/AcceptInvitation', { headers: { Authorization: `Bearer ${invitee}` }, data: { token } });
    expect(await accepted.json()).toMatchObject({ data: { companyName: 'Ege Tekstil A.Ş.', role: 'Customer' } });
    await page.reload();
    const row = page.getByTestId(`user-row-${email}`);
    await expect(row).toBeVisible();
    await expect(page.getByTestId(`user-role-${email}`)).toHaveText(texts.users.roles.Customer);

    // Make them a company admin, then deactivate them behind the confirmation.
    await choose(page, `user-role-${email}`, texts.users.roles.CompanyAdmin);
    await expect(page.getByTestId(`user-role-${email}`)).toHaveText(texts.users.roles.CompanyAdmin);
    await page.getByTestId(`user-toggle-${email}`).click();
    await page.getByTestId('user-confirm').click();
    await expect(page.getByTestId(`user-status-${email}`)).toHaveText(texts.users.inactive);
  });

  test(`${locale}: a customer sees the profile and edits phone and language`, async ({ page, context, baseURL }, testInfo) => {
    // Each project edits its own demo customer (projects run side by side).
    const email = testInfo.project.name === 'phone' ? 'colleague@navlunport.test' : 'customer@navlunport.test';
    await signInContextAs(context, baseURL!, email);
    await page.goto(page$('profile', locale));
    await acceptCookies(page, locale);
    await expect(page.getByTestId('profile-view')).toContainText(email);
    await expect(page.getByTestId('profile-view')).toContainText('Ege Tekstil A.Ş.');

    await page.getByTestId('profile-edit').click();
    await expect(page.getByTestId('edit-profile-form')).toBeVisible();
    await page.getByTestId('profile-input-phone').fill('0532 12');
    await page.getByTestId('profile-save').click();
    await expect(page.getByTestId('edit-profile-form')).toContainText(errors[locale].validation.phone);
    const phone = locale === 'tr' ? '0532 123 45 67' : '+44 20 7946 0958';
    await page.getByTestId('profile-input-phone').fill(phone);
    const language = locale === 'tr' ? 'en' : 'tr';
    await choose(page, 'profile-input-language', texts.profile.languages[language]);
    await page.getByTestId('profile-switch-paymentReceived').uncheck();
    await page.getByTestId('profile-save').click();

    await expect(page).toHaveURL(new RegExp(`${accountRoutes.profile[locale]}$`));
    await expect(page.getByText(texts.profile.saved)).toBeVisible();
    await expect(page.getByTestId('profile-phone')).toHaveText(locale === 'tr' ? '+90 532 123 45 67' : '+44 207 946 0958');
    await expect(page.getByTestId('profile-language')).toHaveText(texts.profile.languages[language]);
    await expect(page.getByTestId('profile-notification-paymentReceived')).toHaveText(texts.profile.off);
  });
}
