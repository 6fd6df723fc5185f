import { expect, test } from '@playwright/test';
import { istanbulToday } from '../lib/domain/business-date';
import { withLocalePrefix } from '../lib/routes';
import { chooseLocation, fillTwoPallets } from './support/search-form';
import { settled } from './support/settled';
import trSearch from '../public/locales/tr/search.json';
import enSearch from '../public/locales/en/search.json';
import trCommon from '../public/locales/tr/common.json';
import enCommon from '../public/locales/en/common.json';

const search = { tr: trSearch, en: enSearch } as const;
const common = { tr: trCommon, en: enCommon } as const;

test.describe('on a desktop', () => {
test.skip(({ isMobile }) => isMobile, 'on a phone the form is a wizard: "on a phone" below and phone-journeys.spec.ts search through it');

for (const locale of ['tr', 'en'] as const) {
  test(`${locale}: an LCL search from the home page lists priced offers with live totals`, async ({ page }) => {
    const texts = search[locale];
    await page.goto(withLocalePrefix('/', locale));
    await page.getByRole('button', { name: common[locale].cookie.accept }).click();
    await chooseLocation(page, texts.form.origin, 'mersin', /Mersin/);
    await chooseLocation(page, texts.form.destination, 'new york', /New York/);
    await page.getByLabel(texts.form.readyDate).fill(istanbulToday(7));
    await fillTwoPallets(page, locale);
    // Enter inside a field never submits.
    await page.getByRole('textbox', { name: `${texts.form.count} 1` }).press('Enter');
    await expect(page).toHaveURL(withLocalePrefix('/', locale));

    // The search page opens in this page's life (no load: the mark set here survives) at its address in this language.
    await page.evaluate(() => Object.assign(window, { searchMark: 1 }));
    const searchPath = withLocalePrefix(locale === 'tr' ? '/lojistik-arama' : '/freight-search', locale);
    await page.getByRole('button', { name: texts.form.submit }).click();
    await expect(page).toHaveURL((url) => url.pathname === searchPath && url.searchParams.has('q'));
    await expect(page.getByTestId('offer').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(texts.results.fastestBadge).first()).toBeVisible();
    // Each offer carries its CO2e estimate, said to be one with GLEC default factors, in the page's language.
    const emissions = page.getByTestId('offer').first().getByTestId('emissions');
    await expect(emissions).toContainText(common[locale].emissions.caption);
    await expect(emissions).toContainText(new RegExp(common[locale].emissions.total.replace('{{mass}}', '[\\d.,]+ (kg|t)')));
    const firstEmissions = await emissions.textContent();
    expect(await page.evaluate(() => 'searchMark' in window)).toBe(true);
    // The link can be shared: a reload shows the same offers, the form filled by the server.
    const first = await page.getByTestId('offer-total').first().textContent();
    await page.reload();
    await expect(page.getByTestId('offer-total').first()).toHaveText(first ?? '');
    await expect(page.getByRole('textbox', { name: `${texts.form.count} 1` })).toHaveValue('2');

    // A new search there changes the address and the offers only, and the back button returns to the first.
    await page.evaluate(() => Object.assign(window, { searchMark: 2 }));
    const firstAddress = page.url();
    await page.getByRole('textbox', { name: `${texts.form.count} 1` }).fill('4');
    await page.getByRole('button', { name: texts.form.submit }).click();
    await expect(page).toHaveURL((url) => url.pathname === searchPath && url.searchParams.get('q')?.includes('"count":4') === true);
    await expect(page.getByTestId('offer-total').first()).not.toHaveText(first ?? '');
    // Twice the pallets, twice the mass counted: the estimate follows the cargo.
    await expect(emissions).not.toHaveText(firstEmissions ?? '');
    expect(await page.evaluate(() => (window as { searchMark?: number }).searchMark)).toBe(2);
    await page.goBack();
    await expect(page).toHaveURL(firstAddress);
    await expect(page.getByTestId('offer-total').first()).toHaveText(first ?? '');
  });

  test(`${locale}: the search page without a search is served static, and the page behind a search address is no address of its own`, async ({ request }) => {
    const searchPath = withLocalePrefix(locale === 'tr' ? '/lojistik-arama' : '/freight-search', locale);
    const bare = await request.get(searchPath);
    expect(bare.status()).toBe(200);
    // Next's header for a prerendered page (a server-rendered one is private, no-store).
    expect(bare.headers()['cache-control']).toContain('s-maxage=31536000');
    const searched = await request.get(`${searchPath}?q=${encodeURIComponent('{}')}`);
    expect(searched.status()).toBe(200);
    expect(searched.headers()['cache-control']).toContain('no-store');
    expect((await request.get(withLocalePrefix('/freight-search/searched', locale))).status()).toBe(404);
  });
}

test('the form shows field errors inline and submits nothing', async ({ page }) => {
  await page.goto('/en/freight-search');
  await page.getByRole('button', { name: enCommon.cookie.accept }).click();
  await page.getByRole('button', { name: enSearch.form.submit }).click();
  await expect(page.getByRole('alert').filter({ hasText: enSearch.form.errorsSummary })).toBeVisible();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await expect(page).not.toHaveURL(/[?&]q=/);
});
});

test('the lookups load when the search form comes alive, and not on a page without a part that reads them', async ({ page, isMobile }) => {
  test.skip(isMobile, 'requests checked once, on the desktop project');
  const lookups: string[] = [];
  page.on('request', (request) => void (new URL(request.url()).pathname === '/api/Lookup/GetAll' && lookups.push(request.url())));
  await page.goto('/sikca-sorulan-sorular');
  await page.getByRole('button', { name: trCommon.cookie.accept }).click();
  await settled(page);
  await page.goto('/');
  await settled(page);
  expect(lookups).toEqual([]);
  await page.getByRole('combobox', { name: trSearch.form.origin, exact: true }).click();
  await expect.poll(() => lookups.length).toBe(1);
});

test.describe('on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone only');
  for (const locale of ['tr', 'en'] as const) {
    test(`${locale}: the form is a wizard whose steps the back button walks back, keeping the data and the address's language`, async ({ page }) => {
      const texts = search[locale];
      const searchPath = withLocalePrefix(locale === 'tr' ? '/lojistik-arama' : '/freight-search', locale);
      await page.goto(searchPath);
      await page.getByRole('button', { name: common[locale].cookie.accept }).click();
      await chooseLocation(page, texts.form.origin, 'izmir', /İzmir/);
      await expect(page.getByRole('textbox', { name: `${texts.form.length} 1` })).toBeHidden();
      await page.getByRole('button', { name: texts.form.next }).click();
      await expect(page).toHaveURL((url) => url.pathname === searchPath && url.searchParams.get('step') === 'cargo');
      await expect(page.getByRole('textbox', { name: `${texts.form.length} 1` })).toBeVisible();
      await page.getByRole('textbox', { name: `${texts.form.length} 1` }).fill('60');
      await page.goBack();
      await expect(page).not.toHaveURL(/step=cargo/);
      await expect(page.getByRole('combobox', { name: texts.form.origin, exact: true })).toHaveValue(/İzmir/);
      await page.goForward();
      await expect(page.getByRole('textbox', { name: `${texts.form.length} 1` })).toHaveValue('60');
    });
  }
});
