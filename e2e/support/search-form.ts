import { expect, type Page } from '@playwright/test';
import type { Locale } from '../../lib/routes';
import enSearch from '../../public/locales/en/search.json';
import trSearch from '../../public/locales/tr/search.json';

const texts = { tr: trSearch, en: enSearch } as const;

/** Types into a place field of the search form and picks the first suggestion matching `option`. */
export async function chooseLocation(page: Page, label: string, typed: string, option: RegExp): Promise<void> {
  const field = page.getByRole('combobox', { name: label, exact: true });
  await field.click();
  await field.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

/** Fills the first cargo row with two pallets of 120×80×100 cm, 150 kg each, and checks the live total: 2 × 0.96 m³, 300 kg → 1.92 W/M. */
export async function fillTwoPallets(page: Page, locale: Locale): Promise<void> {
  const form = texts[locale].form;
  for (const [field, value] of [[form.length, '120'], [form.width, '80'], [form.height, '100'], [form.weight, '150'], [form.count, '2']] as const) {
    await page.getByRole('textbox', { name: `${field} 1` }).fill(value);
  }
  await expect(page.getByLabel(texts[locale].totals.title)).toContainText(locale === 'tr' ? '1,92' : '1.92');
}
