import { expect, test, type Page } from '@playwright/test';
import { signInContext } from './support/session';
import trCommon from '../public/locales/tr/common.json';
import enCommon from '../public/locales/en/common.json';

const common = { tr: trCommon, en: enCommon } as const;

/**
 * Shipment tracking in both languages, against the demo set's fixed numbers
 * (lib/server/db/seed/demo-shipments.ts DEMO_TRACKING_SHOWCASE): the delayed FCL shipment with container
 * CSQU3054383 (ETA moved for port congestion) and the demo customer's shipment with MSCU7311588.
 */
const languages = [
  { locale: 'tr', home: '/', page: '/yuk-takip', reason: 'Liman yoğunluğu', checkDigit: '4 değil, 3 olmalı', parties: 'Taraflar' },
  { locale: 'en', home: '/en', page: '/en/track-your-freight', reason: 'Port congestion', checkDigit: 'should be 3, not 4', parties: 'Parties' },
] as const;

async function openTrackingDialog(page: Page, isMobile: boolean) {
  await page.getByTestId(isMobile ? 'header-track-icon' : 'header-track').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const language of languages) {
  test(`${language.locale}: the header dialog takes a lowercase spaced container number to its result, and the link reloads it`, async ({ page, isMobile }) => {
    await page.goto(language.home);
    const dialog = await openTrackingDialog(page, isMobile);
    await dialog.getByTestId('tracking-number').fill('csqu 305438-3');
    await dialog.getByTestId('tracking-number').press('Enter');
    await expect(page).toHaveURL(new RegExp(`${language.page.replace(/\//g, '\\/')}\\?number=CSQU3054383$`));
    const result = page.getByTestId('tracking-result');
    await expect(result).toBeVisible();
    await expect(result.getByTestId('tracking-summary')).toContainText('CSQU3054383');
    await expect(result.locator('[data-testid="milestone"][data-state="done"]').first()).toBeVisible();
    await expect(result.getByTestId('eta-change').first()).toContainText(language.reason);
    await expect(result.getByTestId('tracking-parties')).toHaveCount(0);
    const summary = await result.getByTestId('tracking-summary').innerText();

    await page.reload();
    await expect(page.getByTestId('tracking-result')).toBeVisible();
    expect(await page.getByTestId('tracking-summary').innerText()).toBe(summary);
    await expect(page.getByTestId('tracking-number')).toHaveValue('CSQU3054383');
  });

  test(`${language.locale}: a wrong check digit is explained under the field`, async ({ page }) => {
    await page.goto(language.page);
    await page.getByTestId('tracking-number').fill('CSQU 305438 4');
    await page.getByTestId('tracking-number').press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: language.checkDigit })).toBeVisible();
    await expect(page.getByTestId('tracking-result')).toHaveCount(0);
    // The server says the same when the address is typed by hand.
    await page.goto(`${language.page}?number=CSQU3054384`);
    await expect(page.getByText(language.checkDigit)).toBeVisible();
  });

  test(`${language.locale}: the owner signed in sees parties, documents and the CO2e estimate; a visitor does not`, async ({ page, browser, baseURL }) => {
    await page.goto(`${language.page}?number=MSCU7311588`);
    await expect(page.getByTestId('tracking-result')).toBeVisible();
    await expect(page.getByTestId('tracking-parties')).toHaveCount(0);
    await expect(page.getByTestId('emissions')).toHaveCount(0);
    const context = await browser.newContext();
    await signInContext(context, baseURL!, 'Customer');
    const owner = await context.newPage();
    await owner.goto(`${language.page}?number=MSCU7311588`);
    await expect(owner.getByTestId('tracking-parties')).toContainText(language.parties);
    await expect(owner.getByTestId('tracking-documents')).toBeVisible();
    // The customer's containers at 10 t per TEU over the sea route, said to be an estimate.
    await expect(owner.getByTestId('tracking-summary').getByTestId('emissions')).toContainText(common[language.locale].emissions.caption);
    await expect(owner.getByTestId('emissions-legs')).toContainText(common[language.locale].emissions.legs.main_sea);
    await context.close();
  });
}
