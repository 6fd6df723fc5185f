import { expect, test } from '@playwright/test';
import { accountRoutes, recordScreens, withLocalePrefix, type AccountKey } from '../lib/routes';
import { signInContext, type DemoRole } from './support/session';

// HTTP-level checks; viewport-independent, so the desktop project runs them.
test.skip(({ isMobile }) => isMobile, 'HTTP checks run in the desktop project only');

test('account pages send visitors without a session to the localized login page', async ({ request }) => {
  // getServerSideProps' redirect with permanent: false (lib/server/auth/page-session.ts) is Next's 307.
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
    .filter((key) => !['allRequests', 'allReservations', 'allUsers', ...recordScreens].includes(key))
    .map((key) => ({ path: accountRoutes[key].tr, expected: { Customer: 200, CompanyAdmin: 200, Operator: 200, Editor: 200, Admin: 200 } })),
  ...recordScreens.map((key) => ({ path: accountRoutes[key].tr, expected: { Customer: 404, CompanyAdmin: 404, Operator: 404, Editor: 404, Admin: 404 } })),
  ...(['allRequests', 'allReservations', 'allUsers'] as const).map((key) => ({
    path: accountRoutes[key].tr,
    expected: { Customer: 403, CompanyAdmin: 200, Operator: 403, Editor: 403, Admin: 200 },
  })),
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
  test(`${locale}: the dashboard renders the signed-in user on the server`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await signInContext(context, baseURL!, 'Customer');
    const page = await context.newPage();
    await page.goto(withLocalePrefix(accountRoutes.dashboard[locale], locale));
    await expect(page.getByTestId('account-greeting')).toHaveText(locale === 'tr' ? 'Merhaba Ayşe Yılmaz' : 'Hello Ayşe Yılmaz');
    await expect(page.getByTestId('user-full-name')).toHaveText('Ayşe Yılmaz');
    await context.close();
  });
}
