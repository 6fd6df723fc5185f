import { expect, test } from '@playwright/test';
import { accountRoutes, withLocalePrefix } from '../lib/routes';
import enAccount from '../public/locales/en/account.json';
import enAdmin from '../public/locales/en/admin.json';
import trAdmin from '../public/locales/tr/admin.json';
import trAccount from '../public/locales/tr/account.json';
import enErrors from '../public/locales/en/errors.json';
import trErrors from '../public/locales/tr/errors.json';
import { acceptCookies } from './support/cookies';
import { signInContextAs, tokenFor } from './support/session';

// [E1] API keys: the company admin creates a key in the account area, sees its secret once, an integration calls the
// API with it, the admin revokes it and the next call is refused (401). Both languages, desktop and phone.
test.describe.configure({ timeout: 90_000 });

const account = { tr: trAccount, en: enAccount } as const;
const errors = { tr: trErrors, en: enErrors } as const;
const admin = { tr: trAdmin, en: enAdmin } as const;

for (const locale of ['tr', 'en'] as const) {
  const texts = account[locale].apiKeys;

  test(`${locale}: a company admin creates a key, sees the secret once, the key calls the API, and is refused once revoked`, async ({ page, context, baseURL, request }, testInfo) => {
    await signInContextAs(context, baseURL!, 'companyadmin@navlunport.test');
    await page.goto(withLocalePrefix(accountRoutes.apiKeys[locale], locale));
    await acceptCookies(page, locale);
    await expect(page.getByTestId('api-key-create')).toBeVisible();

    // Create: a name, two scopes, the default expiry.
    const name = `ERP ${locale} ${testInfo.project.name} ${Date.now() % 1_000_000}`;
    await page.getByTestId('api-key-create').click();
    await page.getByTestId('api-key-submit').click();
    // Nothing chosen: the localized field errors, before any call.
    await expect(page.getByTestId('api-key-form')).toContainText(errors[locale].apiKeys.scopes.required);
    await page.getByTestId('api-key-name').fill(name);
    await page.getByTestId('api-key-scope-requests:read').check();
    await page.getByTestId('api-key-scope-quotes:read').check();
    await page.screenshot({ path: testInfo.outputPath(`create-${locale}.png`), fullPage: true });
    await page.getByTestId('api-key-submit').click();

    // The secret, once: a warning, the key, a copy button; then gone from the page for good.
    const secretField = page.getByTestId('api-key-secret');
    await expect(secretField).toBeVisible();
    await expect(page.getByText(texts.secret.warning)).toBeVisible();
    const secret = await secretField.inputValue();
    expect(secret).toMatch(/^nlk_[a-z0-9]{8}_[A-Za-z0-9_-]{43}$/);
    await page.screenshot({ path: testInfo.outputPath(`secret-${locale}.png`), fullPage: true });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL!).origin });
    await page.getByTestId('api-key-copy').click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await page.getByTestId('api-key-secret-done').click();
    await expect(secretField).toBeHidden();
    const prefix = secret.slice(0, 12);
    const row = page.getByTestId(`api-key-row-${prefix}`);
    await expect(row).toContainText(name);
    await expect(page.getByTestId(`api-key-status-${prefix}`)).toHaveText(texts.statuses.active);
    expect(await page.content()).not.toContain(secret.slice(13));

    // The integration calls the API with the key.
    const auth = { Authorization: `Bearer ${secret}` };
    const listed = await request.post('/api/Demand/GetList', { headers: auth, data: {} });
    expect(listed.status()).toBe(200);
    expect(listed.headers()['ratelimit']).toMatch(/"key";r=\d+/);
    const wrongScope = await request.post('/api/Demand/Create', { headers: auth, data: {} });
    expect(wrongScope.status()).toBe(403);
    await page.reload();
    await expect(page.getByTestId(`api-key-last-used-${prefix}`)).not.toHaveText(texts.never);
    await page.screenshot({ path: testInfo.outputPath(`list-${locale}.png`), fullPage: true });

    // Revoke, confirmed: the next call is refused at once.
    await page.getByTestId(`api-key-revoke-${prefix}`).click();
    await expect(page.getByRole('dialog')).toContainText(prefix);
    await page.getByTestId('api-key-revoke-confirm').click();
    await expect(page.getByTestId(`api-key-status-${prefix}`)).toHaveText(texts.statuses.revoked);
    const refused = await request.post('/api/Demand/GetList', { headers: { ...auth, 'Accept-Language': locale }, data: {} });
    expect(refused.status()).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 'apiKeys.revoked' });
  });

  test(`${locale}: the Admin finds a company's key and revokes it; the key is refused at once`, async ({ page, context, baseURL, request }, testInfo) => {
    const companyAdmin = await tokenFor('CompanyAdmin');
    const name = `Depo ${locale} ${testInfo.project.name} ${Date.now() % 1_000_000}`;
    const created = await request.post('/api/ApiKey/Create', { headers: { Authorization: `Bearer ${companyAdmin}` }, data: { name, scopes: ['tracking:read'] } });
    expect(created.status()).toBe(201);
    const { key, secret } = (await created.json()).data as { key: { prefix: string }; secret: string };

    await signInContextAs(context, baseURL!, 'admin@navlunport.test');
    await page.goto(withLocalePrefix('/admin/api-keys', locale));
    await acceptCookies(page, locale);
    await page.getByTestId('api-keys-search').fill(key.prefix);
    const row = page.locator(`[data-prefix="${key.prefix}"]`);
    await expect(row).toContainText('Ege Tekstil A.Ş.');
    await expect(row).toContainText(admin[locale].apiKeys.statuses.active);
    await page.screenshot({ path: testInfo.outputPath(`admin-${locale}.png`), fullPage: true });
    await page.getByTestId(`admin-api-key-revoke-${key.prefix}`).click();
    await page.getByTestId('admin-api-key-revoke-confirm').click();
    await expect(row).toContainText(admin[locale].apiKeys.statuses.revoked);
    const refused = await request.get('/api/Tracking/Get?number=BK-2026-000001', { headers: { Authorization: `Bearer ${secret}` } });
    expect(refused.status()).toBe(401);
  });
}
