import type { Page } from '@playwright/test';
import type { Locale } from '../../lib/routes';
import enCommon from '../../public/locales/en/common.json';
import trCommon from '../../public/locales/tr/common.json';

const acceptLabel = { tr: trCommon.cookie.accept, en: enCommon.cookie.accept };

/**
 * Accepts the cookie banner unless this browser context already chose. The banner appears once the page has
 * hydrated (the choice lives in localStorage), so the click waits for it rather than checking it at once.
 */
export async function acceptCookies(page: Page, locale: Locale): Promise<void> {
  if (await page.evaluate(() => window.localStorage.getItem('cookie-consent'))) return;
  await page.getByRole('button', { name: acceptLabel[locale] }).click();
}
