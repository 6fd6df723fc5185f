import { expect, test } from '@playwright/test';
import { istanbulToday } from '../lib/domain/business-date';
import { withLocalePrefix } from '../lib/routes';
import trSearch from '../public/locales/tr/search.json';
import enSearch from '../public/locales/en/search.json';
import trAccount from '../public/locales/tr/account.json';
import enAccount from '../public/locales/en/account.json';
import trCommon from '../public/locales/tr/common.json';
import enCommon from '../public/locales/en/common.json';
import { demoUser, signInThroughPopup } from './support/provider';

// "Request this offer" through the MSAL popup and the embedded provider.
test.skip(({ isMobile }) => isMobile, 'the phone requests an offer through the popup in phone-journeys.spec.ts');
test.describe.configure({ timeout: 90_000 });

const search = { tr: trSearch, en: enSearch } as const;
const account = { tr: trAccount, en: enAccount } as const;
const common = { tr: trCommon, en: enCommon } as const;


for (const locale of ['tr', 'en'] as const) {
  test(`${locale}: an anonymous visitor requests an offer, signs in through the popup and lands on the same offer's request`, async ({ page }) => {
    const texts = search[locale];
    const query = {
      mode: 'SEA_LCL',
      origin: 'TR-35',
      destination: 'DEHAM',
      readyDate: istanbulToday(7),
      orderDimensionList: [{ packageType: 'PALLET', length: 120, width: 80, height: 100, dimensionUnit: 'cm', weight: 300, weightUnit: 'kg', count: 2 }],
      message: '<img src=x onerror=alert(1)> fragile',
    };
    await page.goto(`${withLocalePrefix(locale === 'tr' ? '/lojistik-arama' : '/freight-search', locale)}?q=${encodeURIComponent(JSON.stringify(query))}`);
    await page.getByRole('button', { name: common[locale].cookie.accept }).click();
    const offers = page.getByTestId('offer');
    await expect(offers.first()).toBeVisible({ timeout: 20_000 });
    // A province as the origin: offers run through the nearest gateways (İzmir's ports) with pre-carriage.
    await expect(offers.first().getByTestId('offer-lane')).toContainText(/\((TRALI|TRIZM)\)/);

    const chosen = offers.nth(1);
    const total = await chosen.getByTestId('offer-total').textContent();
    await signInThroughPopup(page, locale, demoUser('Customer'), () => chosen.getByRole('button', { name: texts.request.action }).click());

    const dialog = page.getByRole('dialog', { name: texts.request.createdTitle });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    const reference = (await dialog.getByTestId('request-reference').textContent())?.match(/RQ-\d{4}-\d{6}/)?.[0];
    expect(reference).toBeTruthy();
    await dialog.getByRole('link', { name: texts.request.view }).click();

    await expect(page.getByTestId('request-heading')).toHaveText(account[locale].request.reference.replace('{{reference}}', reference!));
    await expect(page.getByTestId('request-status').first()).toHaveText(account[locale].status.submitted);
    await expect(page.getByTestId('offer-total')).toHaveText(total ?? '');
    // The note is shown as text, never run as markup.
    await expect(page.getByTestId('request-message')).toHaveText(query.message);
  });
}
