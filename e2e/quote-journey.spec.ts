import { expect, test, type Page } from '@playwright/test';
import { istanbulToday } from '../lib/domain/business-date';
import { routePath, withLocalePrefix, type Locale } from '../lib/routes';
import enCommon from '../public/locales/en/common.json';
import trCommon from '../public/locales/tr/common.json';
import enSearch from '../public/locales/en/search.json';
import trSearch from '../public/locales/tr/search.json';
import { acceptCookies } from './support/cookies';
import { fillTwoPallets } from './support/search-form';

// The quote journey as a first-time exporter or importer walks it: places typed as city names, the first suggestion
// picked, offers — or an honest reason with a working next step. Request-level in the browser: one viewport.

const texts = { tr: trSearch, en: enSearch } as const;
const common = { tr: trCommon, en: enCommon } as const;
type Mode = 'SEA_LCL' | 'SEA_FCL' | 'AIR';

/**
 * Common Turkish export and import pairs, typed as shippers type them (Turkish spellings on the Turkish page, English
 * ones on the English page), in LCL, FCL and air. Each pair runs in one language, the two languages in turn, so both
 * spellings and both pages are walked. Provinces without a gateway near (Ankara, Konya, Kayseri, Gaziantep, Denizli
 * by sea; Konya, Kayseri, Gaziantep by air) resolve to door service, trucked to the nearest gateway with offers.
 */
const pairs: readonly (readonly [Mode, string, string, Locale])[] = [
  ['SEA_LCL', 'İstanbul', 'Hamburg', 'tr'],
  ['SEA_LCL', 'Izmir', 'Rotterdam', 'en'],
  ['SEA_LCL', 'Mersin', 'New York', 'tr'],
  ['SEA_LCL', 'Bursa', 'Antwerp', 'en'],
  ['SEA_LCL', 'Kocaeli', 'Valensiya', 'tr'],
  ['SEA_LCL', 'Gaziantep', 'Jebel Ali', 'en'],
  ['SEA_LCL', 'Ankara', 'Cenova', 'tr'],
  ['SEA_LCL', 'Konya', 'Casablanca', 'en'],
  ['SEA_LCL', 'Kayseri', 'Singapur', 'tr'],
  ['SEA_LCL', 'Denizli', 'Barcelona', 'en'],
  ['SEA_LCL', 'Manisa', 'Pire', 'tr'],
  ['SEA_LCL', 'Adana', 'Alexandria', 'en'],
  ['SEA_LCL', 'Şanghay', 'İstanbul', 'tr'],
  ['SEA_FCL', 'Istanbul', 'New York', 'en'],
  ['SEA_FCL', 'Mersin', 'Şanghay', 'tr'],
  ['SEA_FCL', 'Izmir', 'Houston', 'en'],
  ['SEA_FCL', 'Bursa', 'Rotterdam', 'tr'],
  ['SEA_FCL', 'Izmit', 'Hamburg', 'en'],
  ['SEA_FCL', 'Gaziantep', 'Dubai', 'tr'],
  ['SEA_FCL', 'Adana', 'Mumbai', 'en'],
  ['SEA_FCL', 'Denizli', 'Savannah', 'tr'],
  ['SEA_FCL', 'Manisa', 'Le Havre', 'en'],
  ['SEA_FCL', 'Konya', 'Busan', 'tr'],
  ['SEA_FCL', 'Ningbo', 'Mersin', 'en'],
  ['SEA_FCL', 'Roterdam', 'İstanbul', 'tr'],
  ['AIR', 'Istanbul', 'Frankfurt', 'en'],
  ['AIR', 'Ankara', 'Dubai', 'tr'],
  ['AIR', 'Izmir', 'London', 'en'],
  ['AIR', 'İstanbul', 'New York', 'tr'],
  ['AIR', 'Ankara', 'Chicago', 'en'],
  ['AIR', 'İzmir', 'Amsterdam', 'tr'],
  ['AIR', 'Istanbul', 'Shanghai', 'en'],
  ['AIR', 'Gaziantep', 'Dubai', 'tr'],
  ['AIR', 'Konya', 'Paris', 'en'],
  ['AIR', 'Kayseri', 'Münih', 'tr'],
  ['AIR', 'Shanghai', 'Istanbul', 'en'],
  ['AIR', 'Frankfurt', 'Ankara', 'tr'],
];

/** Types a place into a field and picks the first suggestion; returns what the field then reads. */
async function pickFirstPlace(page: Page, label: string, typed: string): Promise<string> {
  const field = page.getByRole('combobox', { name: label, exact: true });
  await field.click();
  await field.fill(typed);
  const first = page.getByRole('listbox').getByRole('option').first();
  await expect(first).toBeVisible();
  await first.click();
  return field.inputValue();
}

/** The search page of a locale, in a mode, ready for a day three days ahead, with two pallets when the mode weighs them. */
async function openSearch(page: Page, locale: Locale, mode: Mode): Promise<void> {
  await page.goto(withLocalePrefix(routePath('freightSearch', locale), locale));
  await acceptCookies(page, locale);
  await page.getByRole('tab', { name: texts[locale].modes[mode], exact: true }).click();
  await page.getByLabel(texts[locale].form.readyDate).fill(istanbulToday(3));
  if (mode !== 'SEA_FCL') await fillTwoPallets(page, locale);
}

test.describe.configure({ timeout: 120_000 });

test.describe('on a desktop', () => {
test.skip(({ isMobile }) => isMobile, 'request-level in the browser: one viewport (the phone walks the wizard below and in phone-journeys.spec.ts)');

for (const mode of ['SEA_LCL', 'SEA_FCL', 'AIR'] as const) {
  for (const locale of ['tr', 'en'] as const) {
    const ofRun = pairs.filter((pair) => pair[0] === mode && pair[3] === locale);
    test(`${locale}, ${mode}: city names to offers — ${ofRun.map(([, from, to]) => `${from} → ${to}`).join(', ')}`, async ({ page }) => {
      const form = texts[locale].form;
      await openSearch(page, locale, mode);
      for (const [, from, to] of ofRun) {
        await test.step(`${from} → ${to}`, async () => {
          const origin = await pickFirstPlace(page, form.origin, from);
          const destination = await pickFirstPlace(page, form.destination, to);
          // Never a city code where a seaport is needed.
          if (mode !== 'AIR') expect(`${origin} ${destination}`).not.toContain('TRIST');
          await page.getByRole('button', { name: form.submit }).click();
          // The new search's heading takes the focus when its answer is in (the previous one's is gone by then).
          const heading = page.locator('#search-results-heading');
          await expect(heading).toBeFocused({ timeout: 20_000 });
          await expect(heading, `${from} → ${to} (${origin} → ${destination})`).toHaveText(new RegExp(`^\\d+ ${locale === 'tr' ? 'teklif bulundu' : 'offers found'}$`));
          // The offers are this search's: they run to the destination picked (a province's offers to its gateways).
          const destinationCode = /\(([A-Z0-9-]+)\)$/.exec(destination)?.[1] ?? '';
          if (!destinationCode.startsWith('TR-')) await expect(page.getByTestId('offer-lane').first()).toContainText(`(${destinationCode})`);
        });
      }
    });
  }
}

test.describe('an answer without offers always leads somewhere', () => {
  for (const locale of ['tr', 'en'] as const) {
    test(`${locale}: Haydarpaşa has no LCL tariffs: the reason, nearby LCL lanes by name that do return offers, and a quote from operations`, async ({ page }) => {
      const { form, results } = texts[locale];
      await openSearch(page, locale, 'SEA_LCL');
      await pickFirstPlace(page, form.origin, 'Haydarpaşa');
      await pickFirstPlace(page, form.destination, 'Hamburg');
      await page.getByRole('button', { name: form.submit }).click();
      await expect(page.locator('#search-results-heading')).toHaveText(results.noOffers.title);
      await expect(page.getByText(results.noOffers.noLane)).toBeVisible();
      await expect(page.getByRole('button', { name: results.noOffers.askOperations })).toBeVisible();
      const alternatives = page.getByRole('link').filter({ hasText: '→' }).filter({ hasText: locale === 'tr' ? 'en düşük' : 'cheapest' });
      await expect(alternatives.first()).toBeVisible();
      // Names, not codes: "Ambarlı → Hamburg".
      await expect(alternatives.first()).not.toContainText(/\bTR[A-Z]{3}\b/);
      const lane = (await alternatives.first().locator('span').first().textContent()) ?? '';
      await alternatives.first().click();
      await expect(page.locator('#search-results-heading')).toHaveText(new RegExp(`^\\d+ ${locale === 'tr' ? 'teklif bulundu' : 'offers found'}$`), { timeout: 20_000 });
      // The same mode, and the form says what was searched.
      await expect(page.getByTestId('offer').first()).toContainText(texts[locale].modes.SEA_LCL);
      const [from] = lane.split(' → ');
      await expect(page.getByRole('combobox', { name: form.origin, exact: true })).toHaveValue(new RegExp(`^${from}`));
    });
  }
});

test.describe('the search address is the search', () => {
  for (const locale of ['tr', 'en'] as const) {
    test(`${locale}: a results address opened in a fresh browser shows every field filled and the same offers`, async ({ page, browser }) => {
      const form = texts[locale].form;
      await openSearch(page, locale, 'SEA_LCL');
      await pickFirstPlace(page, form.origin, 'İzmir');
      await pickFirstPlace(page, form.destination, 'Rotterdam');
      await page.getByRole('button', { name: form.submit }).click();
      await expect(page.getByTestId('offer').first()).toBeVisible({ timeout: 20_000 });
      const address = page.url();
      const totals = await page.getByTestId('offer-total').allTextContents();

      const fresh = await browser.newContext();
      const other = await fresh.newPage();
      // The server's page, before any script: the form is already filled.
      const html = await (await other.request.get(address)).text();
      expect(html).toContain('value="İzmir (TRIZM)"');
      expect(html).toContain('value="Rotterdam (NLRTM)"');
      await other.goto(address);
      await expect(other.getByRole('combobox', { name: form.origin, exact: true })).toHaveValue('İzmir (TRIZM)');
      await expect(other.getByRole('combobox', { name: form.destination, exact: true })).toHaveValue('Rotterdam (NLRTM)');
      await expect(other.getByLabel(form.readyDate)).toHaveValue(istanbulToday(3));
      await expect(other.getByRole('textbox', { name: `${form.length} 1` })).toHaveValue('120');
      await expect(other.getByRole('textbox', { name: `${form.count} 1` })).toHaveValue('2');
      await expect(other.getByRole('tab', { name: texts[locale].modes.SEA_LCL, exact: true })).toHaveAttribute('aria-selected', 'true');
      await expect(other.getByTestId('offer-total')).toHaveText(totals, { timeout: 20_000 });

      // The language switch keeps the search.
      await other.getByRole('link', { name: common[locale].language.switchToLabel }).first().click();
      const otherLocale = locale === 'tr' ? 'en' : 'tr';
      await expect(other.getByRole('combobox', { name: texts[otherLocale].form.origin, exact: true })).toHaveValue('İzmir (TRIZM)');
      await expect(other.getByTestId('offer').first()).toBeVisible({ timeout: 20_000 });
      await fresh.close();
    });
  }
});
});

test.describe('results in view', () => {
  for (const locale of ['tr', 'en'] as const) {
    test(`${locale}: after "show offers" the results heading has the focus and is on screen; on a phone the wizard shows the results and Back returns to step 3 with the data`, async ({ page, isMobile }) => {
      const form = texts[locale].form;
      await page.goto(withLocalePrefix(routePath('freightSearch', locale), locale));
      await acceptCookies(page, locale);
      await pickFirstPlace(page, form.origin, 'Mersin');
      await pickFirstPlace(page, form.destination, 'Rotterdam');
      await page.getByLabel(form.readyDate).fill(istanbulToday(3));
      if (isMobile) await page.getByRole('button', { name: form.next }).click();
      await fillTwoPallets(page, locale);
      if (isMobile) {
        await page.getByRole('button', { name: form.next }).click();
        await expect(page).toHaveURL(/step=options/);
      }
      await page.getByRole('button', { name: form.submit }).click();
      const heading = page.locator('#search-results-heading');
      await expect(heading).toHaveText(new RegExp(`^\\d+ ${locale === 'tr' ? 'teklif bulundu' : 'offers found'}$`), { timeout: 20_000 });
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
      if (!isMobile) return;
      // The phone shows the results under a summary of the search, not step 1 of 3.
      await expect(page.getByText(form.step.replace('{{current}}', '1').replace('{{total}}', '3'), { exact: false })).toBeHidden();
      await expect(page.getByRole('button', { name: form.changeSearch })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/step=options/);
      await expect(page.getByRole('button', { name: form.submit })).toBeVisible();
      await page.goBack();
      await expect(page.getByRole('textbox', { name: `${form.length} 1` })).toHaveValue('120');
    });
  }
});
