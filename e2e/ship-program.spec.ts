import { expect, test, type Page } from '@playwright/test';
import { routePath, withLocalePrefix, type Locale } from '../lib/routes';
import trSchedule from '../public/locales/tr/schedule.json';
import enSchedule from '../public/locales/en/schedule.json';
import trCommon from '../public/locales/tr/common.json';
import enCommon from '../public/locales/en/common.json';
import trPages from '../public/locales/tr/pages.json';
import trSearch from '../public/locales/tr/search.json';
import enSearch from '../public/locales/en/search.json';
import enPages from '../public/locales/en/pages.json';
import { approvedRequest } from './support/requests';
import { signInContext } from './support/session';
import { acceptCookies } from './support/cookies';

const schedule = { tr: trSchedule, en: enSchedule } as const;
const common = { tr: trCommon, en: enCommon } as const;
const pages = { tr: trPages, en: enPages } as const;
const search = { tr: trSearch, en: enSearch } as const;
const locales = ['tr', 'en'] as const;

const url = (key: Parameters<typeof routePath>[0], locale: Locale, subPath = '', query?: Record<string, string>) => withLocalePrefix(routePath(key, locale, subPath, query), locale);

/** The visible sailings: table rows on a desktop, cards on a phone. */
const sailings = (page: Page, isMobile: boolean) => page.getByTestId(isMobile ? 'sailing-card' : 'sailing-row').filter({ visible: true });

async function choosePort(page: Page, label: string, typed: string, option: RegExp) {
  const field = page.getByRole('combobox', { name: label, exact: true });
  await field.click();
  await field.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}


for (const locale of locales) {
  const texts = schedule[locale];

  test(`${locale}: the ship program lists sailings without script, searches a pair and week, and keeps the search in the address`, async ({ browser, page, isMobile }) => {
    // The first render is static: the next sailings are in the HTML, without running any script.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const bare = await noScript.newPage();
    const response = await bare.goto(url('shipProgram', locale));
    expect(response?.status()).toBe(200);
    await expect(bare.getByRole('heading', { name: texts.results.initialTitle })).toBeVisible();
    expect(await bare.locator('[data-testid="sailing-row"]').count()).toBeGreaterThan(5);
    await noScript.close();

    await page.goto(url('shipProgram', locale));
    await acceptCookies(page, locale);
    await expect(page.getByRole('heading', { level: 1, name: pages[locale].shipProgram.heading })).toBeVisible();
    await expect(sailings(page, isMobile).first()).toBeVisible();

    await choosePort(page, texts.search.pol, 'mersin', /Mersin/);
    await choosePort(page, texts.search.pod, 'new york', /New York/);
    await page.getByRole('combobox', { name: texts.search.week }).click();
    // The options: the next four weeks, then the current week and the eleven after it.
    const options = page.getByRole('option');
    await expect(options).toHaveCount(13);
    await options.nth(2).click();
    await page.getByRole('button', { name: texts.search.submit }).click();

    await expect(page).toHaveURL(/[?&]pol=TRMER/);
    await expect(page).toHaveURL(/[?&]pod=USNYC/);
    await expect(page).toHaveURL(/[?&]week=\d{4}-W\d{2}/);
    // The address changes with the click; the search's own list (with its count) follows its answer. Counted before
    // it, the cards were the first list's, which the answer then replaced.
    await expect(page.getByTestId('schedule-count')).toBeVisible();
    // Every card on screen is the searched lane's (read as one list, so a re-render can't slip between the reads).
    await expect(async () => {
      const cards = await sailings(page, isMobile).allTextContents();
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) expect(card).toMatch(/Mersin[\s\S]*New York/);
    }).toPass({ timeout: 10_000 });
    const quote = page.getByRole('link', { name: texts.quote.forLane.replace('{{pol}}', 'Mersin').replace('{{pod}}', 'New York') }).first();
    await expect(quote).toHaveAttribute('href', url('freightSearch', locale));

    // The back button walks back to the first list, forward to the search again.
    await page.goBack();
    await expect(page).not.toHaveURL(/pol=/);
    await expect(page.getByRole('heading', { name: texts.results.initialTitle })).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL(/pod=USNYC/);
    await expect(page.getByTestId('schedule-count')).toBeVisible();

    // A shared link opens the same search.
    const shared = page.url();
    await page.goto(shared);
    await expect(sailings(page, isMobile).first()).toContainText('New York');
    await expect(page.getByRole('combobox', { name: texts.search.pol, exact: true })).toHaveValue(/Mersin|TRMER/);

    // The quote link opens the freight search with the pair filled in.
    await page.getByRole('link', { name: texts.quote.forLane.replace('{{pol}}', 'Mersin').replace('{{pod}}', 'New York') }).first().click();
    await expect(page).toHaveURL(new RegExp(`${url('freightSearch', locale)}$`));
    await expect(page.getByRole('combobox', { name: search[locale].form.origin, exact: true })).toHaveValue(/Mersin/);
  });

  test(`${locale}: a lane page shows its weeks, carriers and transit, with hreflang to the other language`, async ({ page, isMobile }) => {
    await page.goto(url('shipProgram', locale));
    await acceptCookies(page, locale);
    await page.goto(url('shipProgram', locale, 'trmer-usnyc'));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Mersin');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('New York');
    await expect(page.getByTestId('lane-week').first()).toBeVisible();
    expect(await page.getByTestId('lane-week').count()).toBeGreaterThanOrEqual(10);
    await expect(page.getByTestId('lane-carriers').getByRole('listitem')).not.toHaveCount(0);
    await expect(page.getByTestId('lane-typical-transit')).toHaveText(/\d+/);
    await expect(sailings(page, isMobile).first()).toBeVisible();
    await expect(page.locator('link[rel="alternate"][hreflang="tr"]')).toHaveAttribute('href', /\/gemi-programi\/trmer-usnyc$/);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/en\/ship-program\/trmer-usnyc$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${url('shipProgram', locale, 'trmer-usnyc').replace(/\//g, '\\/')}$`));
    // The destination country's route page is linked.
    await expect(page.getByRole('link', { name: new RegExp(texts.lane.countryRoute.replace('{{country}}', '.+')) })).toHaveAttribute('href', url('turkeyAmerica', locale));
    // The breadcrumb leads back to the ship program.
    await page.getByRole('navigation', { name: common[locale].breadcrumb.label }).getByRole('link', { name: common[locale].nav.shipProgram }).click();
    await expect(page).toHaveURL(new RegExp(`${url('shipProgram', locale)}$`));
  });
}

test('unknown, malformed and empty lanes answer 404; an empty search explains itself; a bad pair shows the field error', async ({ page, isMobile }) => {
  for (const path of ['/en/ship-program/xxzzz-usnyc', '/en/ship-program/trmer', '/gemi-programi/trmer-trmer', '/gemi-programi/trmer-isrey']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
  await page.goto(url('shipProgram', 'en', '', { pol: 'TRMER', pod: 'ISREY' }));
  await acceptCookies(page, 'en');
  await expect(page.getByTestId('schedule-empty')).toContainText(enSchedule.results.emptyTitle);
  await expect(page.getByTestId('schedule-empty')).toContainText(enSchedule.results.emptyHint);
  expect(await sailings(page, isMobile).count()).toBe(0);
  await page.goto(url('shipProgram', 'tr', '', { pol: 'TRMER', pod: 'TRMER' }));
  await expect(page.getByText('Yükleme ve boşaltma limanı farklı olmalı.')).toBeVisible();
});

for (const locale of locales) {
  test(`${locale}: the signed-in customer sees sailings for their bookings and can search`, async ({ page, context, baseURL, isMobile }) => {
    await signInContext(context, baseURL!, 'Customer');
    await approvedRequest(page, `Ship Program Line ${locale}`);
    await page.goto(url('accountShipProgram', locale));
    await acceptCookies(page, locale);
    const texts = schedule[locale];
    const bookings = page.getByTestId('booking-sailings');
    await expect(bookings.getByRole('heading', { name: texts.account.bookingsTitle })).toBeVisible();
    const lane = bookings.getByTestId('booking-lane').filter({ hasText: 'Mersin → New York' });
    await expect(lane).toBeVisible();
    await expect(lane.getByTestId(isMobile ? 'sailing-card' : 'sailing-row').filter({ visible: true }).first()).toBeVisible();

    await choosePort(page, texts.search.pol, 'mersin', /Mersin/);
    await choosePort(page, texts.search.pod, 'valencia', /Valencia/);
    await page.getByRole('button', { name: texts.search.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${url('accountShipProgram', locale)}\\?.*pod=ESVLC`));
    await expect(page.getByTestId('schedule-count')).toBeVisible();
    await expect(sailings(page, isMobile).filter({ hasText: 'Valencia' }).first()).toBeVisible();
  });
}
