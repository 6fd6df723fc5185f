import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { accountRoutes, withLocalePrefix } from '../lib/routes';
import enAccount from '../public/locales/en/account.json';
import trAccount from '../public/locales/tr/account.json';
import { providerAccessToken } from '../scripts/lib/demo-token';
import { acceptCookies } from './support/cookies';
import { e2eDataDir, signInContextWithToken, startSession } from './support/session';

// [T1] finding 4: where a user is signed in, on the profile: this browser marked, another browser signed out from
// here (its cookie opens nothing after), and everywhere else at once. A user of its own per test: ending sessions
// must not touch the demo users other specs are signed in as.
const account = { tr: trAccount, en: enAccount } as const;
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1';
const WINDOWS_EDGE = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';

for (const locale of ['tr', 'en'] as const) {
  test(`${locale}: the profile lists where the user is signed in, signs another browser out, then everywhere else`, async ({ page, context, baseURL }, testInfo) => {
    const texts = account[locale].profile.sessions;
    const id = `${locale}-${testInfo.project.name}-${randomBytes(4).toString('hex')}`;
    const token = await providerAccessToken({ oid: `e2e-sessions-${id}`, email: `sessions-${id}@example.com`, firstName: 'Oturum', lastName: 'Sahibi', roles: ['Customer'], emailVerified: true }, { dataDir: e2eDataDir });
    const phone = await startSession(baseURL!, token, IPHONE_SAFARI);
    await signInContextWithToken(context, baseURL!, token);
    const stillOpen = async (session: string) => (await fetch(`${baseURL}/api/Account/GetProfile`, { headers: { cookie: `navlun_session=${session}` } })).status;

    await page.goto(withLocalePrefix(accountRoutes.profile[locale], locale));
    await acceptCookies(page, locale);
    const card = page.getByTestId('profile-sessions');
    await expect(card.getByRole('heading', { name: texts.title })).toBeVisible();
    const rows = card.getByTestId('profile-session');
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: texts.current })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'Safari · iPhone' })).toHaveCount(1);

    await card.getByRole('button', { name: texts.endNamed.replace('{{name}}', 'Safari · iPhone') }).click();
    await expect(page.getByText(texts.ended)).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(card.getByText(texts.noOthers)).toBeVisible();
    expect(await stillOpen(phone.session)).toBe(401);

    // Two more browsers; "everywhere else" ends both and keeps this one.
    const others = [await startSession(baseURL!, token, WINDOWS_EDGE), await startSession(baseURL!, token, IPHONE_SAFARI)];
    await page.reload();
    await expect(rows).toHaveCount(3);
    await expect(rows.filter({ hasText: 'Edge · Windows' })).toHaveCount(1);
    await card.getByTestId('profile-sessions-end-others').click();
    await expect(page.getByText(texts.endedOthers_other.replace('{{count}}', '2'))).toBeVisible();
    await expect(rows).toHaveCount(1);
    for (const other of others) expect(await stillOpen(other.session)).toBe(401);
    await page.reload();
    await expect(page.getByTestId('profile-view')).toBeVisible();
    await expect(rows).toHaveCount(1);
  });
}
