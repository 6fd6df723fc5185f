import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { accountRoutes, routePath, withLocalePrefix, type Locale } from '../lib/routes';
import enSearch from '../public/locales/en/search.json';
import trSearch from '../public/locales/tr/search.json';
import { acceptCookies } from './support/cookies';
import { holdScripts } from './support/hold-scripts';
import { approvedRequest, bearer } from './support/requests';
import { twoPalletsQuery } from './support/searches';
import { signInContext } from './support/session';

// WCAG 2.2 (A and AA) by axe on the screens of the booking journey: the search form, its results, a request, a
// reservation and both payment screens, in both languages, on a desktop and a phone.
test.describe.configure({ timeout: 120_000 });

const search = { tr: trSearch, en: enSearch } as const;
const wcag22 = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

async function expectNoViolations(page: Page, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(wcag22).analyze();
  const found = results.violations.map((violation) => `${screen} · ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(found).toEqual([]);
}

/** A reservation of the demo customer, booked through the API from a fresh approved request. */
async function reservationOf(page: Page, carrier: string): Promise<{ requestId: number; reservationId: number }> {
  const requestId = await approvedRequest(page, carrier);
  const created = await page.request.post('/api/Reservation/Create', { data: { requestId }, headers: await bearer('Customer') });
  expect(created.status()).toBe(201);
  return { requestId, reservationId: ((await created.json()) as { data: { id: number } }).data.id };
}

for (const locale of ['tr', 'en'] as const satisfies readonly Locale[]) {
  test(`${locale}: the search form, its results, a request, a reservation and the payment screens pass axe's WCAG 2.2 rules`, async ({ page, context, baseURL }) => {
    const query = twoPalletsQuery(3);
    await page.goto(withLocalePrefix(routePath('freightSearch', locale), locale));
    await acceptCookies(page, locale);
    await expect(page.getByRole('combobox', { name: search[locale].form.origin, exact: true })).toBeVisible();
    await expectNoViolations(page, 'search form');

    await page.goto(withLocalePrefix(routePath('freightSearch', locale, '', { q: query }), locale));
    await expect(page.getByTestId('offer').first()).toBeVisible({ timeout: 20_000 });
    await expectNoViolations(page, 'results');

    const { requestId, reservationId } = await reservationOf(page, `A11y ${locale.toUpperCase()} ${Date.now() % 100_000}`);
    await signInContext(context, baseURL!, 'Customer');
    const screens = [
      ['request', `${accountRoutes.requestDetail[locale]}?id=${requestId}`],
      ['reservation', `${accountRoutes.reservationDetails[locale]}?id=${reservationId}`],
      ['card payment', `${accountRoutes.paymentCreditCard[locale]}?id=${reservationId}`],
      ['transfer payment', `${accountRoutes.paymentTransfer[locale]}?id=${reservationId}`],
    ] as const;
    // An account screen's shell before its scripts have run (the server's HTML: placeholders where the data goes).
    const scripts = await holdScripts(page, withLocalePrefix(screens[0][1], locale), 'all');
    await page.goto(withLocalePrefix(screens[0][1], locale), { waitUntil: 'commit' });
    await expect(page.getByTestId('account-screen-loading')).toBeVisible();
    // Checked as a visitor sees it: the page's stylesheets block its rendering, so axe waits for them, and for the
    // colour transitions their arrival starts (opened at 'commit', axe once read the footer's button before its
    // stylesheet had come: white text on no background yet).
    await page.waitForFunction(
      () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null) && !document.getAnimations().some((animation) => animation instanceof CSSTransition),
    );
    await expectNoViolations(page, 'account screen before its scripts');
    await scripts.release();
    for (const [screen, path] of screens) {
      const response = await page.goto(withLocalePrefix(path, locale));
      expect(response?.status(), screen).toBe(200);
      await page.waitForLoadState('load');
      await expect(page.getByTestId('account-screen-loading')).toHaveCount(0);
      await expectNoViolations(page, screen);
    }
  });
}
