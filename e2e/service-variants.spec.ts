import { expect, test, type Page } from '@playwright/test';
import { istanbulToday } from '../lib/domain/business-date';
import { routePath, withLocalePrefix } from '../lib/routes';
import trSearch from '../public/locales/tr/search.json';
import enSearch from '../public/locales/en/search.json';
import trCommon from '../public/locales/tr/common.json';
import enCommon from '../public/locales/en/common.json';
import { demoUser, signInThroughPopup } from './support/provider';
import { signInContext } from './support/session';
import { holdScripts } from './support/hold-scripts';

// The service pages' variants of the search form; the sign-in popup runs in the desktop project.
test.skip(({ isMobile }) => isMobile, 'the service pages’ variants run on a desktop; the phone’s wizard is in search.spec.ts and phone-journeys.spec.ts');
test.describe.configure({ timeout: 90_000 });

const search = { tr: trSearch, en: enSearch } as const;
const common = { tr: trCommon, en: enCommon } as const;

async function open(page: Page, locale: 'tr' | 'en', service: Parameters<typeof routePath>[0]) {
  await page.goto(withLocalePrefix(routePath(service, locale), locale));
  await page.getByRole('button', { name: common[locale].cookie.accept }).click();
}

async function choose(page: Page, label: string, typed: string, option: RegExp) {
  const field = page.getByRole('combobox', { name: label, exact: true });
  await field.click();
  await field.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

async function fillRow(page: Page, locale: 'tr' | 'en', [length, width, height, weight, count]: number[]) {
  const texts = search[locale].form;
  for (const [label, value] of [
    [texts.length, length],
    [texts.width, width],
    [texts.height, height],
    [texts.weight, weight],
    [texts.count, count],
  ] as const) {
    await page.getByRole('textbox', { name: `${label} 1` }).fill(String(value));
  }
}

for (const locale of ['tr', 'en'] as const) {
  const texts = search[locale];

  test(`${locale}: the minivan page quotes dedicated vans from İstanbul to Rotterdam`, async ({ page }) => {
    await open(page, locale, 'minivan');
    await expect(page.getByRole('heading', { name: texts.modes.ROAD })).toBeVisible();
    await choose(page, texts.form.origin, 'TRIST', /TRIST/);
    await choose(page, texts.form.destination, 'rotterdam', /Rotterdam/);
    await page.getByLabel(texts.form.readyDate).fill(istanbulToday(7));
    await fillRow(page, locale, [120, 80, 150, 300, 4]);
    await expect(page.getByLabel(texts.totals.title)).toContainText(`${texts.totals.vans}: 1`);
    await page.getByRole('button', { name: texts.form.submit }).click();
    const offer = page.getByTestId('offer').first();
    await expect(offer).toBeVisible({ timeout: 20_000 });
    await expect(offer).toContainText(texts.modes.ROAD);
    await expect(offer).toContainText(texts.results.basis.vans.replace('{{value}}', '1'));
  });

  test(`${locale}: the e-commerce page prices parcels on the courier weight`, async ({ page }) => {
    await open(page, locale, 'eCommerceLogistics');
    await expect(page.getByRole('heading', { name: texts.modes.PARCEL })).toBeVisible();
    await choose(page, texts.form.origin, 'IST', /· IST\b/);
    await choose(page, texts.form.destination, 'frankfurt', /· FRA\b/);
    await page.getByLabel(texts.form.readyDate).fill(istanbulToday(7));
    await fillRow(page, locale, [40, 30, 20, 2, 3]);
    // 3 × 24,000 cm³ / 5000 = 14.4 kg → 14.5 kg chargeable.
    await expect(page.getByLabel(texts.totals.title)).toContainText(locale === 'tr' ? '14,5' : '14.5');
    await page.getByRole('button', { name: texts.form.submit }).click();
    await expect(page.getByTestId('offer').first()).toContainText(texts.modes.PARCEL, { timeout: 20_000 });
  });

  test(`${locale}: the USA warehouse page adds receiving, storage and fulfilment`, async ({ page }) => {
    await open(page, locale, 'warehouseServicesUsa');
    await choose(page, texts.form.origin, 'mersin', /TRMER/);
    await choose(page, texts.form.destination, 'new york', /USNYC/);
    await page.getByLabel(texts.form.readyDate).fill(istanbulToday(7));
    await fillRow(page, locale, [120, 80, 100, 200, 4]);
    await page.getByRole('textbox', { name: texts.form.warehouse.pallets }).fill('4');
    await page.getByRole('textbox', { name: texts.form.warehouse.months }).fill('3');
    await page.getByRole('textbox', { name: texts.form.warehouse.orders }).fill('120');
    await page.getByRole('button', { name: texts.form.submit }).click();
    const offer = page.getByTestId('offer').first();
    await expect(offer).toBeVisible({ timeout: 20_000 });
    await offer.getByText(texts.results.breakdown).click();
    await expect(offer.getByText(texts.lines.warehouseStorage)).toBeVisible();
    await expect(offer.getByText(texts.lines.fulfilment)).toBeVisible();
  });
}

// The search form of a service page comes alive at once (StaticIsland's atOnce), but its code arrives after the page:
// what a visitor types into the server's field meanwhile must reach the live form, which then offers its places.
// Before, an island that came alive at once didn't listen to the markup at all: the typing vanished with it, and the
// place suggestion never appeared (the clean-clone flake of the USA warehouse test).
for (const when of ['after the page hydrated', 'before the page hydrated'] as const) {
  test(`tr: a visitor who types into the USA warehouse page's form ${when}, before the form's code arrives, gets the place suggestions`, async ({ page }) => {
    const path = withLocalePrefix(routePath('warehouseServicesUsa', 'tr'), 'tr');
    await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'necessary'));
    const scripts = await holdScripts(page, path, when === 'after the page hydrated' ? 'later' : 'all');
    // Not waiting for DOMContentLoaded: it waits for the page's own (deferred) scripts, held in the second case.
    await page.goto(path, { waitUntil: 'commit' });
    // The cookie banner is in the server's markup, hidden for a visitor who chose already; hydration removes it.
    const banner = page.locator(`[role="dialog"][aria-label="${common.tr.cookie.label}"]`);
    const origin = page.getByRole('combobox', { name: search.tr.form.origin, exact: true });
    await expect(origin).toBeVisible();
    if (when === 'after the page hydrated') {
      await expect(banner).toHaveCount(0);
      // The form's code has been asked for (it comes alive at once) and is held.
      await expect.poll(scripts.held).toBeGreaterThan(0);
    } else {
      await expect(banner).toHaveCount(1);
    }
    await origin.click();
    await origin.pressSequentially('mersin');
    if (when === 'before the page hydrated') await expect(banner).toHaveCount(1);
    await scripts.release();
    await expect(page.getByRole('option', { name: /TRMER/ }).first()).toBeVisible({ timeout: 20_000 });
    await expect(origin).toHaveValue('mersin');
    await expect(origin).toBeFocused();
    await page.getByRole('option', { name: /TRMER/ }).first().click();
    await expect(origin).toHaveValue(/TRMER/);
  });
}

test('tr: the control tower asks for a proposal: sign in through the popup, the request is stored without an offer', async ({ page }) => {
  const texts = search.tr;
  await open(page, 'tr', 'controlTower');
  await expect(page.getByText(texts.form.requestOnlyHint)).toBeVisible();
  // The province itself, for door service (the form keeps its code, TR-35).
  await choose(page, texts.form.origin, 'izmir', new RegExp(texts.form.place.province.replace('{{name}}', 'İzmir').replace(/[()]/g, '\\$&')));
  await choose(page, texts.form.destination, 'hamburg', /DEHAM/);
  await page.getByLabel(texts.form.readyDate).fill(istanbulToday(7));
  await fillRow(page, 'tr', [120, 80, 100, 250, 10]);
  await signInThroughPopup(page, 'tr', demoUser('Customer'), () => page.getByRole('button', { name: texts.form.requestQuote }).click());
  const dialog = page.getByRole('dialog', { name: texts.request.createdTitle });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('link', { name: texts.request.view }).click();
  await expect(page.getByTestId('request-status').first()).toHaveText('Gönderildi');
  await expect(page.getByTestId('offer')).toHaveCount(0);
  await expect(page.getByTestId('no-offers')).toBeVisible();
});

test('en: a signed-in customer sends the account area’s request form without signing in again', async ({ page, context, baseURL }) => {
  const texts = search.en;
  await signInContext(context, baseURL!, 'Customer');
  await page.goto(withLocalePrefix(routePath('requestForm', 'en'), 'en'));
  await page.getByRole('button', { name: common.en.cookie.accept }).click();
  await expect(page.getByText(texts.form.requestFormHint)).toBeVisible();
  await choose(page, texts.form.origin, 'mersin', /TRMER/);
  await choose(page, texts.form.destination, 'jebel ali', /AEJEA/);
  await page.getByLabel(texts.form.readyDate).fill(istanbulToday(7));
  await fillRow(page, 'en', [120, 100, 120, 600, 6]);
  await page.getByRole('button', { name: texts.form.requestQuote }).click();
  const dialog = page.getByRole('dialog', { name: texts.request.createdTitle });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('link', { name: texts.request.view }).click();
  await expect(page.getByTestId('no-offers')).toBeVisible();
});
