import { expect, type Page } from '@playwright/test';
import { t as providerText } from '../../idp/i18n.mjs';
import demoUsers from '../../lib/auth/demo-users.json';
import type { Locale } from '../../lib/routes';
import enCommon from '../../public/locales/en/common.json';
import trCommon from '../../public/locales/tr/common.json';
import { mailsTo } from './outbox';
import { demoEmails, type DemoRole } from './session';

// The real sign-in: the app opens MSAL's popup, the embedded provider shows its login page in the visitor's
// language, and the popup returns to the app, which opens the session with the access token. Specs that only
// need a signed-in browser use the fast path (session.ts signInContext); these helpers are for the journeys
// that prove each role can get in the way a person does.

const common = { tr: trCommon, en: enCommon } as const;

export interface Credentials {
  email: string;
  password: string;
  fullName: string;
}

/** A demo user's address, password and name (lib/auth/demo-users.json, seeded into the provider). */
export function demoUser(role: DemoRole): Credentials {
  const user = demoUsers.find((candidate) => candidate.email === demoEmails[role]);
  if (!user) throw new Error(`no demo user for ${role}`);
  return { email: user.email, password: user.password, fullName: `${user.firstName} ${user.lastName}` };
}

/** The provider's sign-in page, in the language the app asked for (ui_locales): fills it in and submits it. */
export async function fillProviderSignIn(popup: Page, locale: Locale, user: Pick<Credentials, 'email' | 'password'>): Promise<void> {
  await expect(popup.getByRole('heading', { level: 1 })).toHaveText(providerText(locale, 'signin.title'), { timeout: 20_000 });
  await expect(popup.getByText(providerText(locale, 'signin.heading'))).toBeVisible();
  await popup.getByLabel(providerText(locale, 'field.email'), { exact: true }).fill(user.email);
  await popup.getByLabel(providerText(locale, 'field.password'), { exact: true }).fill(user.password);
  await popup.getByRole('button', { name: providerText(locale, 'signin.submit'), exact: true }).click();
}

/**
 * The sign-up's second step in the provider's popup: reads the 6-digit code the provider mailed to `email` (the run's
 * outbox) and enters it; the account exists from here on.
 */
export async function enterMailedCode(popup: Page, locale: Locale, email: string): Promise<void> {
  await expect(popup.getByRole('heading', { level: 1 })).toHaveText(providerText(locale, 'verify.title'));
  await expect(popup.getByText(providerText(locale, 'verify.intro', { email }))).toBeVisible();
  let code = '';
  await expect.poll(() => (code = /^(\d{6})\r?$/m.exec(mailsTo(email).at(-1) ?? '')?.[1] ?? ''), { message: `the code mailed to ${email}` }).not.toBe('');
  await popup.getByLabel(providerText(locale, 'field.code'), { exact: true }).fill(code);
  await popup.getByRole('button', { name: providerText(locale, 'verify.submit'), exact: true }).click();
}

/**
 * `open` is the visitor's click that opens the provider's popup (a sign-in button, "request this offer");
 * this signs in there and waits until the popup has handed back to the app and closed.
 */
export async function signInThroughPopup(page: Page, locale: Locale, user: Pick<Credentials, 'email' | 'password'>, open: () => Promise<void>): Promise<void> {
  const popupEvent = page.waitForEvent('popup');
  await open();
  const popup = await popupEvent;
  await fillProviderSignIn(popup, locale, user);
  if (!popup.isClosed()) await popup.waitForEvent('close', { timeout: 30_000 });
}

/**
 * Signs a demo role in from the site header of the current page (on a phone, from the menu drawer): the sign-in
 * button, the login dialog's button, the provider's popup. Ends when the header shows the user's menu.
 */
export async function signInFromHeader(page: Page, locale: Locale, role: DemoRole, { phone }: { phone: boolean }): Promise<Credentials> {
  const user = demoUser(role);
  const texts = common[locale];
  if (phone) await page.getByRole('button', { name: texts.header.openMenu }).click();
  // The drawer (phone) or the toolbar (desktop): the one visible sign-in button.
  await page.getByRole('button', { name: texts.header.signIn, exact: true }).locator('visible=true').click();
  const dialog = page.getByRole('dialog', { name: texts.auth.dialogTitle });
  await signInThroughPopup(page, locale, user, () => dialog.getByRole('button', { name: texts.auth.continue }).click());
  await expect(dialog).toBeHidden();
  await expect(page.getByText(texts.auth.welcome.replace('{{name}}', user.fullName))).toBeVisible({ timeout: 30_000 });
  if (phone) {
    // The drawer stays open over the page: the user's menu is in it.
    await expect(page.getByRole('button', { name: texts.auth.userMenu.replace('{{name}}', user.fullName) })).toBeVisible();
    await page.getByRole('button', { name: texts.header.closeMenu }).click();
  } else {
    await expect(page.getByRole('button', { name: texts.auth.userMenu.replace('{{name}}', user.fullName) })).toBeVisible();
  }
  return user;
}
