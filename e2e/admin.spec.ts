import { existsSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { adminPath, adminSectionKeys, sectionsFor, type AdminSectionKey } from '../lib/admin/admin-sections';
import { withLocalePrefix } from '../lib/routes';
import enAdmin from '../public/locales/en/admin.json';
import trAdmin from '../public/locales/tr/admin.json';
import enCommon from '../public/locales/en/common.json';
import trCommon from '../public/locales/tr/common.json';
import enErrors from '../public/locales/en/errors.json';
import trErrors from '../public/locales/tr/errors.json';
import { providerAccessToken } from '../scripts/lib/demo-token';
import { publishedEndpoints } from './support/openapi';
import { e2eDataDir, signInContext, startSession, tokenFor } from './support/session';

// The admin shell, languages, users and the audit log, in both languages on desktop and phone. Run it on
// its own server:
//   npx playwright test e2e/admin.spec.ts
test.describe.configure({ timeout: 90_000 });

const admin = { tr: trAdmin, en: enAdmin } as const;
const common = { tr: trCommon, en: enCommon } as const;
const errors = { tr: trErrors, en: enErrors } as const;
const url = (key: AdminSectionKey, locale: 'tr' | 'en') => withLocalePrefix(adminPath(key), locale);

/** The pages of the build under test (other sessions add admin pages while this one is built). */
const builtPages: string[] = existsSync('.next/server/pages-manifest.json') ? Object.keys(JSON.parse(readFileSync('.next/server/pages-manifest.json', 'utf8')) as object) : [];

/** Whether a section's page is in the build under test. */
const pageExists = (key: AdminSectionKey) => builtPages.includes(adminPath(key));

/**
 * The cookie choice made beforehand (the banner is not under test here; on a short phone page the footer
 * currently sits above its buttons and intercepts the click).
 */
async function acceptCookies(page: Page, locale: 'tr' | 'en') {
  await page.evaluate(() => window.localStorage.setItem('cookie-consent', 'all'));
  await page.reload();
  await expect(page.getByRole('button', { name: common[locale].cookie.accept })).toHaveCount(0);
}

/** The sidebar: a column on desktop, a drawer behind the menu button on phones. */
async function openNav(page: Page, phone: boolean) {
  if (phone) await page.getByTestId('admin-menu-button').click();
  const nav = page.getByTestId('admin-nav').locator('visible=true');
  await expect(nav).toBeVisible();
  return nav;
}

/** Distinct private-use language codes (qaa–qtz) per project and locale: the projects run side by side. */
const languageCode = (project: string, locale: 'tr' | 'en') => (<Record<string, string>>{ 'desktop-tr': 'qaa', 'desktop-en': 'qab', 'phone-tr': 'qac', 'phone-en': 'qad' })[`${project}-${locale}`] ?? 'qaz';

/** A different demo user per project and locale whose roles the Admin changes (and restores). */
/**
 * The user whose roles a project changes, one of its own per project and language: roles count on the next request
 * ([T1]), so giving a demo user Editor for a moment would open the editor's pages to another spec signed in as them.
 * Registered by its first session, as a Customer.
 */
async function roleTarget(baseURL: string, project: string, locale: 'tr' | 'en'): Promise<string> {
  const email = `roles-${project}-${locale}@example.com`;
  const token = await providerAccessToken({ oid: `e2e-roles-${project}-${locale}`, email, firstName: 'Rol', lastName: 'Hedefi', roles: ['Customer'], emailVerified: true }, { dataDir: e2eDataDir });
  await startSession(baseURL, token);
  return email;
}

for (const locale of ['tr', 'en'] as const) {
  const t = admin[locale];

  test(`${locale}: an Editor sees only their sections, adds a language, is refused a duplicate and deletes it`, async ({ page, context, baseURL }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    await signInContext(context, baseURL!, 'Editor');
    const response = await page.goto(url('languages', locale));
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toContain('no-store');
    await acceptCookies(page, locale);
    await expect(page.getByRole('heading', { level: 1, name: t.sections.languages })).toBeVisible();

    // The sidebar lists exactly the Editor's sections, the current one selected.
    const nav = await openNav(page, phone);
    await expect(nav.locator('[data-section]')).toHaveCount(sectionsFor(['Editor']).length);
    for (const key of adminSectionKeys) {
      await expect(nav.locator(`[data-section="${key}"]`)).toHaveCount(sectionsFor(['Editor']).includes(key) ? 1 : 0);
    }
    await expect(nav.locator('[data-section="languages"]')).toHaveAttribute('aria-current', 'page');
    await expect(nav).toContainText(t.groups.content);
    await expect(nav).not.toContainText(t.groups.operations);
    if (phone) await page.keyboard.press('Escape');

    // Add a language through the dialog (validated with the API's schema first).
    const code = languageCode(testInfo.project.name, locale);
    await page.goto(`${url('languages', locale)}?size=50&sort=Code&desc=0`);
    // A leftover of an interrupted run goes first.
    const leftover = page.getByTestId(`language-delete-${code}`);
    if (await leftover.isVisible().catch(() => false)) {
      await leftover.click();
      await page.getByTestId('language-delete-confirm').click();
      await expect(leftover).toHaveCount(0);
    }
    // The screen says what a language does; the site's own languages can't be deleted, and say so as text.
    await expect(page.getByTestId('languages-about')).toContainText(t.languages.about.switcher);
    for (const own of ['tr', 'en']) {
      await expect(page.getByTestId(`language-delete-${own}`)).toBeDisabled();
      await expect(page.getByTestId(`language-protected-${own}`)).toHaveText(t.languages.protected);
      await expect(page.getByTestId(`language-switcher-${own}`)).toHaveAttribute('data-shown', 'true');
    }
    await page.getByTestId('language-new').click();
    await page.getByTestId('language-save').click();
    await expect(page.getByRole('dialog')).toContainText(errors[locale].validation.required);
    await page.getByTestId('language-code').fill(code);
    await page.getByTestId('language-name').fill(`Test ${code}`);
    await page.getByTestId('language-nativeName').fill(`Dil ${code}`);
    await page.getByTestId('language-save').click();
    await expect(page.getByText(t.languages.created.replace('{{code}}', code))).toBeVisible();
    // An added language is in the list only: no site translations, not in the language switcher.
    await expect(page.getByTestId(`language-translations-${code}`)).toHaveAttribute('data-present', 'false');
    await expect(page.getByTestId(`language-switcher-${code}`)).toHaveAttribute('data-shown', 'false');
    const row = page.locator(`tr[data-code="${code}"]`);
    await expect(row).toBeVisible();
    await expect(row).toContainText(`Test ${code}`);

    // A code already registered (English, seeded) → the server's localized message as an error toast.
    await page.getByTestId('language-new').click();
    await page.getByTestId('language-code').fill('EN');
    await page.getByTestId('language-name').fill('English again');
    await page.getByTestId('language-nativeName').fill('English');
    await page.getByTestId('language-save').click();
    await expect(page.locator('.Toastify__toast--error')).toContainText(errors[locale].language.codeTaken);
    await page.getByRole('button', { name: t.common.cancel }).click();

    // Sorting is the server's: a header click reloads the page sorted the other way.
    await page.getByRole('button', { name: t.languages.code }).click();
    await expect(page).toHaveURL(/sort=Code&desc=1/);
    // The URL changes before the reloaded rows render: wait for the rows themselves to come back sorted.
    const shownCodes = () => page.locator('tr[data-code]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-code') ?? ''));
    await expect.poll(async () => {
      const codes = await shownCodes();
      return codes.length > 1 && codes.join() === [...codes].sort().reverse().join();
    }).toBe(true);

    // Delete behind the confirmation dialog: cancelling keeps it, confirming removes it.
    await page.getByTestId(`language-delete-${code}`).click();
    await expect(page.getByRole('dialog')).toContainText(t.languages.deleteTitle);
    await page.getByRole('button', { name: t.common.cancel }).click();
    await expect(row).toBeVisible();
    await page.getByTestId(`language-delete-${code}`).click();
    await page.getByTestId('language-delete-confirm').click();
    await expect(page.getByText(t.languages.deleted.replace('{{code}}', code))).toBeVisible();
    await expect(row).toHaveCount(0);

    // The Editor's overview shows only their sections' cards; the users page is 403 for them.
    await page.goto(url('overview', locale));
    await expect(page.getByTestId('admin-overview').locator('[data-section]')).toHaveCount(sectionsFor(['Editor']).length - 1);
    const users = await page.goto(url('users', locale));
    expect(users?.status()).toBe(403);
  });

  test(`${locale}: an Admin changes a user's roles and finds the change in the audit log`, async ({ page, context, baseURL }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    const email = await roleTarget(baseURL!, testInfo.project.name, locale);
    await signInContext(context, baseURL!, 'Admin');
    await page.goto(url('users', locale));
    await acceptCookies(page, locale);
    const nav = await openNav(page, phone);
    await expect(nav.locator('[data-section]')).toHaveCount(adminSectionKeys.length);
    if (phone) await page.keyboard.press('Escape');

    await page.getByTestId('users-search').fill(email.split('@')[0]!.toUpperCase());
    const row = page.locator(`tr[data-email="${email}"]`);
    await expect(row).toBeVisible();
    await expect(page.locator('tr[data-email]')).toHaveCount(1);
    // Start from the demo roles (an interrupted run may have left Editor on).
    await row.getByTestId('user-edit-roles').click();
    const editor = page.getByRole('dialog').locator('input[data-role="Editor"]');
    if (await editor.isChecked()) {
      await editor.uncheck();
      await page.getByTestId('roles-save').click();
      await expect(row.locator('[data-role="Editor"]')).toHaveCount(0);
      await row.getByTestId('user-edit-roles').click();
    }
    await page.getByRole('dialog').locator('input[data-role="Editor"]').check();
    await page.getByTestId('roles-save').click();
    await expect(page.getByText(t.users.rolesSaved.replace('{{email}}', email))).toBeVisible();
    await expect(row.locator('[data-role="Editor"]')).toHaveCount(1);

    // The audit log, filtered by the action and this user (the other projects change their own users meanwhile),
    // shows the change with before and after.
    const userId = await row.getAttribute('data-user-id');
    expect(userId).toBeTruthy();
    await page.goto(url('auditLog', locale));
    await page.getByTestId('audit-filter-action').fill('user.setRoles');
    await page.getByTestId('audit-filter-entityId').fill(userId!);
    await page.getByTestId('audit-apply').click();
    const first = page.getByTestId('audit-table').locator('tbody tr[data-action]').first();
    await expect(first).toHaveAttribute('data-action', 'user.setRoles');
    await expect(first).toContainText('İsmail Doğan');
    await first.getByRole('button').click();
    const diff = page.getByTestId('audit-diff').first();
    await expect(diff).toBeVisible();
    const changed = diff.locator('tr[data-changed="true"]');
    await expect(changed).toHaveCount(1);
    await expect(changed).toContainText('roles');
    await expect(changed.locator('td').nth(2)).toContainText('Editor');
    await expect(changed.locator('td').nth(1)).not.toContainText('Editor');

    // Restore the demo roles.
    await page.goto(url('users', locale));
    await page.getByTestId('users-search').fill(email.split('@')[0]!);
    await expect(page.locator('tr[data-email]')).toHaveCount(1);
    await page.locator(`tr[data-email="${email}"]`).getByTestId('user-edit-roles').click();
    await page.getByRole('dialog').locator('input[data-role="Editor"]').uncheck();
    await page.getByTestId('roles-save').click();
    await expect(page.locator(`tr[data-email="${email}"]`).locator('[data-role="Editor"]')).toHaveCount(0);

    // Their own Admin role is locked in the dialog.
    await page.getByTestId('users-search').fill('admin@navlunport');
    const self = page.locator('tr[data-email="admin@navlunport.test"]');
    await self.getByTestId('user-edit-roles').click();
    await expect(page.getByRole('dialog').locator('input[data-role="Admin"]')).toBeDisabled();
    await page.keyboard.press('Escape');
  });

  test(`${locale}: a Customer gets 403 on every admin page and admin API; no chat widget on admin pages`, async ({ page, context, baseURL, request }) => {
    await signInContext(context, baseURL!, 'Customer');
    // This session's own pages are always in the build; the others are tested when present.
    for (const key of ['overview', 'languages', 'users', 'auditLog'] as const) expect(pageExists(key), key).toBe(true);
    for (const key of adminSectionKeys) {
      const response = await page.goto(url(key, locale));
      if (!pageExists(key)) {
        // Not built in this checkout (yet): Next answers 404, never the page.
        expect(response?.status(), key).toBe(404);
        continue;
      }
      expect(response?.status(), key).toBe(403);
      await expect(page.getByText(common[locale].auth.forbiddenTitle)).toBeVisible();
      await expect(page.getByTestId('chat-open')).toHaveCount(0);
    }
    const bearer = { Authorization: `Bearer ${await tokenFor('Customer')}` };
    const adminApis = (await publishedEndpoints(request)).filter(({ roles }) => roles !== undefined && !roles.includes('Customer') && !roles.includes('CompanyAdmin'));
    expect(adminApis.length).toBeGreaterThan(5);
    for (const { name, ...endpoint } of adminApis) {
      const response = endpoint.method === 'GET' ? await request.get(`${endpoint.path}?id=1`, { headers: bearer }) : await request.post(endpoint.path, { headers: bearer, data: {} });
      expect(response.status(), name).toBe(403);
    }
  });

  test(`${locale}: no chat widget on the admin pages of an Admin; anonymous visitors go to the login page`, async ({ page, context, baseURL, browser }) => {
    await signInContext(context, baseURL!, 'Admin');
    for (const key of adminSectionKeys.filter(pageExists)) {
      const response = await page.goto(url(key, locale));
      expect(response?.status(), key).toBe(200);
      await expect(page.getByTestId('admin-shell')).toBeVisible();
      await expect(page.getByTestId('chat-open')).toHaveCount(0);
    }
    const anonymous = await browser.newContext({ baseURL });
    const visitor = await anonymous.newPage();
    await visitor.goto(url('users', locale));
    await expect(visitor).not.toHaveURL(/\/admin/);
    await anonymous.close();
  });
}
