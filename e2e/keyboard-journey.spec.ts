import { expect, test, type Locator, type Page } from '@playwright/test';
import { generatedId } from '../components/islands/early-input';
import { istanbulToday } from '../lib/domain/business-date';
import { routePath, withLocalePrefix, type Locale } from '../lib/routes';
import enAccount from '../public/locales/en/account.json';
import trAccount from '../public/locales/tr/account.json';
import enCommon from '../public/locales/en/common.json';
import trCommon from '../public/locales/tr/common.json';
import enSearch from '../public/locales/en/search.json';
import trSearch from '../public/locales/tr/search.json';
import { t as providerText } from '../idp/i18n.mjs';
import { demoUser } from './support/provider';

// [J2] A visitor on the keyboard alone completes a search and a request: the cookie banner answered, the places
// chosen from their suggestions with the arrow keys, the date and the cargo typed, the search sent, an offer
// requested (signing in on the provider's page) and the request opened, without a mouse click or a script setting a
// value. A desktop's journey: on a
// phone the form is a wizard for the touch (phone-journeys.spec.ts).
test.describe.configure({ timeout: 120_000 });
test.skip(({ isMobile }) => isMobile, 'a keyboard journey: the desktop project');

const texts = {
  tr: { search: trSearch, common: trCommon, account: trAccount },
  en: { search: enSearch, common: enCommon, account: enAccount },
} as const;

/**
 * Whether the focus is on `target` or on its twin: an island that comes alive on the focus replaces the served element
 * with its own (the same kind, id, label and text; React's generated ids aside, as the island's own `generatedId` knows
 * them) and hands the focus over.
 */
const focusOnOrTwin = (target: Locator) =>
  target
    .evaluate((element, generated) => {
      const signature = (node: Element | null) =>
        node
          ? [node.tagName, new RegExp(generated).test(node.id) ? '' : node.id, node.getAttribute('aria-label'), node.getAttribute('name'), node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement ? '' : node.textContent?.trim()].join('|')
          : '';
      return element === document.activeElement || signature(element) === signature(document.activeElement);
    }, generatedId.source)
    .catch(() => false);

/** Tab (or Shift+Tab) until `target` has the focus, at most `limit` times. */
async function tabTo(page: Page, target: Locator, limit = 40, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let presses = 0; !(await focusOnOrTwin(target)); presses++) {
    expect(presses, `the keyboard reaches ${target.toString()}`).toBeLessThan(limit);
    await page.keyboard.press(key);
    // Past the page's last control the focus leaves the page (the body holds it) and the next Tab starts at the top.
    await page.waitForFunction(() => document.activeElement !== document.body, null, { timeout: 1_500 }).catch(() => undefined);
  }
  await expect(target).toBeFocused();
}

/** Types into the focused place field, waits for its suggestions and takes the first with the arrow key and Enter. */
async function choosePlace(page: Page, field: Locator, typed: string, shown: RegExp): Promise<void> {
  await page.keyboard.type(typed, { delay: 30 });
  // The suggestions are the live field's: the list shows once the island has taken the keys over.
  await expect(page.getByRole('listbox')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('option', { name: shown }).first()).toBeVisible();
  // The arrow key highlights an option (pressed again, as a person would, if the list was still settling), Home the first.
  await expect(async () => {
    await page.keyboard.press('ArrowDown');
    await expect(field).toHaveAttribute('aria-activedescendant', /.+/, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press('Home');
  await expect(field).toHaveAttribute('aria-activedescendant', /-option-0$/);
  await page.keyboard.press('Enter');
  await expect(field).toHaveValue(shown);
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** Types `day` (YYYY-MM-DD) into the focused date field, its parts in the order the browser's locale shows them. */
async function typeDate(page: Page, day: string): Promise<void> {
  const [year, month, date] = day.split('-') as [string, string, string];
  const order = await page.evaluate(() =>
    new Intl.DateTimeFormat(navigator.language, { year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(new Date(2026, 10, 27))
      .filter((part) => part.type !== 'literal')
      .map((part) => part.type),
  );
  for (const part of order) await page.keyboard.type(part === 'year' ? year : part === 'month' ? month : date);
}

/** The provider's sign-in page in the popup: the demo customer's address and password typed, sent with Enter. */
async function signInWithKeyboard(popup: Page, locale: Locale): Promise<void> {
  const user = demoUser('Customer');
  await expect(popup.getByRole('heading', { level: 1 })).toHaveText(providerText(locale, 'signin.title'), { timeout: 20_000 });
  const email = popup.getByLabel(providerText(locale, 'field.email'), { exact: true });
  await tabTo(popup, email, 10);
  await popup.keyboard.type(user.email);
  await tabTo(popup, popup.getByLabel(providerText(locale, 'field.password'), { exact: true }), 5);
  await popup.keyboard.type(user.password);
  await popup.keyboard.press('Enter');
  await popup.waitForEvent('close', { timeout: 30_000 });
}

for (const locale of ['tr', 'en'] as const satisfies readonly Locale[]) {
  test(`${locale}: a search and a request with the keyboard alone`, async ({ page }) => {
    const { search, common, account } = texts[locale];
    await page.goto(withLocalePrefix(routePath('freightSearch', locale), locale));

    // The cookie banner, the page's last controls: reached backwards from the top and answered with Enter.
    const accept = page.getByRole('button', { name: common.cookie.accept });
    await tabTo(page, accept, 5, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: common.cookie.label })).toBeHidden();

    // The route: the places from their suggestions, the ready date typed.
    const origin = page.getByRole('combobox', { name: search.form.origin, exact: true });
    await tabTo(page, origin, 25);
    await choosePlace(page, origin, 'mersin', /Mersin/);
    const destination = page.getByRole('combobox', { name: search.form.destination, exact: true });
    await tabTo(page, destination, 5);
    await choosePlace(page, destination, 'new york', /New York/);
    const readyDate = page.getByLabel(search.form.readyDate);
    await tabTo(page, readyDate, 5);
    await typeDate(page, istanbulToday(7));
    await expect(readyDate).toHaveValue(istanbulToday(7));

    // The cargo: two pallets of 120×80×100 cm, 150 kg each, typed field after field.
    for (const [label, value] of [[search.form.length, '120'], [search.form.width, '80'], [search.form.height, '100'], [search.form.weight, '150'], [search.form.count, '2']] as const) {
      const field = page.getByRole('textbox', { name: `${label} 1` });
      await tabTo(page, field, 12);
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(value);
      await expect(field).toHaveValue(value);
    }
    await expect(page.getByLabel(search.totals.title)).toContainText(locale === 'tr' ? '1,92' : '1.92');

    // Sent with Enter on the search button; the results come.
    await tabTo(page, page.getByRole('button', { name: search.form.submit }), 40);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]q=/);
    const firstOffer = page.getByTestId('offer').first();
    await expect(firstOffer).toBeVisible({ timeout: 20_000 });

    // The first offer requested with the keyboard, signing in on the provider's page in the popup it opens; then the
    // confirmation names the request, and its button opens it.
    await tabTo(page, firstOffer.getByRole('button', { name: search.request.action }), 30);
    const popupOpens = page.waitForEvent('popup');
    await page.keyboard.press('Enter');
    await signInWithKeyboard(await popupOpens, locale);
    const created = page.getByRole('dialog', { name: search.request.createdTitle });
    await expect(created).toBeVisible({ timeout: 20_000 });
    const reference = /RQ-\d{4}-\d{6}/.exec((await created.getByTestId('request-reference').textContent()) ?? '')?.[0];
    expect(reference, 'the confirmation names the request').toBeTruthy();
    const view = created.getByRole('link', { name: search.request.view });
    await tabTo(page, view, 5);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${routePath('requestDetail', locale)}\\?id=\\d+`));
    await expect(page.getByTestId('request-state-heading')).toHaveText(account.requestState.submittedWithOffer.customer.heading);
    await expect(page.getByText(reference!).first()).toBeVisible();
  });
}
