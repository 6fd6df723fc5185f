import { expect, test } from '@playwright/test';
import { accountRoutes, recordScreens, withLocalePrefix, type AccountKey } from '../lib/routes';
import { holdScripts } from './support/hold-scripts';
import { signInContext, type DemoRole } from './support/session';
import enCommon from '../public/locales/en/common.json';
import trCommon from '../public/locales/tr/common.json';
import enPages from '../public/locales/en/pages.json';
import trPages from '../public/locales/tr/pages.json';

const common = { tr: trCommon, en: enCommon };
const pages = { tr: trPages, en: enPages };

// HTTP-level checks; viewport-independent, so the desktop project runs them.
test.skip(({ isMobile }) => isMobile, 'HTTP checks run in the desktop project only');

test('account pages send visitors without a session to the localized login page', async ({ request }) => {
  // The server's redirect (lib/server/account/screen-page.ts; the admin area's getServerSideProps, lib/server/auth/page-session.ts): a 307.
  const tr = await request.get('/hesabim/panel', { maxRedirects: 0 });
  expect(tr.status()).toBe(307);
  expect(tr.headers().location).toBe('/uye-giris');
  const en = await request.get('/en/my-account/dashboard', { maxRedirects: 0 });
  expect(en.status()).toBe(307);
  expect(en.headers().location).toBe('/en/login');
  const admin = await request.get('/admin', { maxRedirects: 0 });
  expect(admin.status()).toBe(307);
  expect(admin.headers().location).toBe('/uye-giris');
});

test('an invalid session cookie is removed and counts as signed out', async ({ request, baseURL }) => {
  const response = await request.get(`${baseURL}/hesabim/panel`, { maxRedirects: 0, headers: { Cookie: 'navlun_session=forged.token.value' } });
  expect(response.status()).toBe(307);
  expect(response.headers().location).toBe('/uye-giris');
  expect(response.headers()['set-cookie']).toContain('navlun_session=;');
});

/** Protected pages × roles → status (200 allowed, 403 signed in without the role). */
const pageMatrix: { path: string; expected: Record<DemoRole, number> }[] = [
  ...(Object.keys(accountRoutes) as AccountKey[])
    .filter((key) => !['allRequests', 'allReservations', 'allUsers', 'apiKeys', 'webhooks', ...recordScreens].includes(key))
    .map((key) => ({ path: accountRoutes[key].tr, expected: { Customer: 200, CompanyAdmin: 200, Operator: 200, Editor: 200, Admin: 200 } })),
  ...recordScreens.map((key) => ({ path: accountRoutes[key].tr, expected: { Customer: 404, CompanyAdmin: 404, Operator: 404, Editor: 404, Admin: 404 } })),
  ...(['allRequests', 'allReservations', 'allUsers'] as const).map((key) => ({
    path: accountRoutes[key].tr,
    expected: { Customer: 403, CompanyAdmin: 200, Operator: 403, Editor: 403, Admin: 200 },
  })),
  // [E1] A company's API keys: its company admins only (the platform Admin has no company; it manages keys at /admin/api-keys).
  { path: accountRoutes.apiKeys.tr, expected: { Customer: 403, CompanyAdmin: 200, Operator: 403, Editor: 403, Admin: 403 } },
  // [E1] Its webhook endpoints: the same (a company's endpoints belong to its company admins).
  { path: accountRoutes.webhooks.tr, expected: { Customer: 403, CompanyAdmin: 200, Operator: 403, Editor: 403, Admin: 403 } },
  { path: '/admin', expected: { Customer: 403, CompanyAdmin: 403, Operator: 200, Editor: 200, Admin: 200 } },
];

for (const role of ['Customer', 'CompanyAdmin', 'Operator', 'Editor', 'Admin'] as const) {
  test(`protected pages as ${role}`, async ({ browser, baseURL }) => {
    const context = await browser.newContext();
    await signInContext(context, baseURL!, role);
    for (const { path, expected } of pageMatrix) {
      const response = await context.request.get(path, { maxRedirects: 0 });
      expect(response.status(), `${role} ${path}`).toBe(expected[role]);
    }
    await context.close();
  });
}

for (const locale of ['tr', 'en'] as const) {
  test(`${locale}: the dashboard's page arrives with the signed-in user's data; a screen opened from its menu loads its own`, async ({ browser, baseURL }) => {
    // [P1] The screens are prerendered shells: a full page load gets the data in the page (lib/server/account/screen-page.ts),
    // a navigation from GET /api/Account/Screen (components/account/AccountScreenPage.tsx).
    const context = await browser.newContext();
    await signInContext(context, baseURL!, 'Customer');
    const page = await context.newPage();
    const screenCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/Account/Screen')) screenCalls.push(new URL(request.url()).search);
    });
    await page.goto(withLocalePrefix(accountRoutes.dashboard[locale], locale));
    await expect(page.getByTestId('account-greeting')).toHaveText(locale === 'tr' ? 'Merhaba Ayşe Yılmaz' : 'Hello Ayşe Yılmaz');
    await expect(page.getByTestId('user-full-name')).toHaveText('Ayşe Yılmaz');
    expect(screenCalls).toEqual([]);
    await page.getByRole('navigation', { name: common[locale].nav.account }).getByRole('link', { name: common[locale].nav.requests }).click();
    await expect(page).toHaveURL(new RegExp(`${withLocalePrefix(accountRoutes.requests[locale], locale)}$`));
    await expect.poll(() => screenCalls).toEqual(['?screen=requests']);
    await expect(page.getByTestId('account-screen-loading')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages[locale].requests.heading);
    await context.close();
  });
}

test('a signed-in page never offers to sign in, not even before its scripts have run', async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  await signInContext(context, baseURL!, 'Customer');
  const page = await context.newPage();
  const scripts = await holdScripts(page, '/hesabim/panel', 'all');
  await page.goto('/hesabim/panel', { waitUntil: 'commit' });
  // The shell's header is the signed-out one until the code knows the user: its sign-in buttons keep their place, unseen.
  const signedOutButtons = page.locator('header .signed-out-only');
  await expect(signedOutButtons).toBeAttached();
  await expect(signedOutButtons).toContainText(trCommon.header.signIn);
  await expect(signedOutButtons).toBeHidden();
  await expect.poll(scripts.held).toBeGreaterThan(0);
  await scripts.release();
  await expect(page.getByTestId('account-greeting')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: trCommon.auth.userMenu.replace('{{name}}', 'Ayşe Yılmaz') })).toBeVisible();
  await expect(signedOutButtons).toHaveCount(0);
  await context.close();
});
