import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { routePath, withLocalePrefix, type Locale } from '../lib/routes';
import trTracking from '../public/locales/tr/tracking.json';
import enTracking from '../public/locales/en/tracking.json';
import { acceptCookies } from './support/cookies';
import { mailsTo } from './support/outbox';

const tracking = { tr: trTracking, en: enTracking } as const;
/** The demo set's in-transit FCL shipment (lib/server/db/seed/demo-shipments.ts DEMO_TRACKING_SHOWCASE.delayed). */
const CONTAINER = 'CSQU3054383';
const pathOf = (key: 'trackYourFreight' | 'trackingAlertConfirm' | 'trackingAlertUnsubscribe', locale: Locale) => withLocalePrefix(routePath(key, locale), locale);

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The path and query of the first link to a page in the `count`-th mail to an address. */
async function mailedLink(address: string, page: string, count: number): Promise<string> {
  await expect.poll(() => mailsTo(address).length).toBeGreaterThanOrEqual(count);
  const link = new RegExp(`https?://[^\\s"<>]+${page.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9_-]{43}`).exec(mailsTo(address)[count - 1]!)?.[0];
  expect(link, `a ${page} link mailed to ${address}`).toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

for (const locale of ['tr', 'en'] as const) {
  const texts = tracking[locale].alerts;

  test(`${locale}: "Notify me" on a tracking result → confirmation link → alerts on → unsubscribe page → stopped`, async ({ page, isMobile }, testInfo) => {
    // Subscribing is limited to 5 per 10 minutes per client address: the journey runs once per language, on the desktop.
    test.skip(isMobile, 'one journey per language (the subscribe limit per address)');
    test.setTimeout(120_000);
    const email = `e2e-alerts-${locale}-${testInfo.project.name}-${Date.now() % 1_000_000}@example.com`;
    await page.goto(`${pathOf('trackYourFreight', locale)}?number=${CONTAINER}`);
    await acceptCookies(page, locale);
    const box = page.getByTestId('tracking-alerts');
    await expect(box.getByRole('heading', { name: texts.title })).toBeVisible();

    // A bad address is refused in the browser, with the field's message.
    await box.getByTestId('tracking-alerts-email').fill('ayşe@');
    await box.getByTestId('tracking-alerts-submit').click();
    await expect(box.getByText(texts.validation.email)).toBeVisible();
    await expect(box.getByTestId('tracking-alerts-email')).toHaveAttribute('aria-invalid', 'true');

    await box.getByTestId('tracking-alerts-email').fill(email);
    await box.getByTestId('tracking-alerts-submit').click();
    await expect(box.getByTestId('tracking-alerts-sent')).toContainText(email);
    await expectNoAxeViolations(page);

    // The confirmation mail's link, on the page of the subscriber's language.
    const confirmLink = await mailedLink(email, pathOf('trackingAlertConfirm', locale), 1);
    await page.goto(confirmLink);
    const confirmed = page.getByTestId('tracking-alert-confirmed');
    await expect(confirmed.getByRole('heading', { name: texts.confirm.confirmedTitle })).toBeVisible();
    await expect(confirmed).toContainText('BK-');
    await expect(page).toHaveURL(new RegExp(`${pathOf('trackingAlertConfirm', locale).replace(/\//g, '\\/')}$`));
    // The same link again: already on.
    await page.goto(confirmLink);
    await expect(page.getByTestId('tracking-alert-confirmed').getByRole('heading', { name: texts.confirm.alreadyTitle })).toBeVisible();

    // Asking again for an active address: the same answer on the page, and a mail with the unsubscribe link.
    await page.goto(`${pathOf('trackYourFreight', locale)}?number=${CONTAINER}`);
    await page.getByTestId('tracking-alerts-email').fill(email);
    await page.getByTestId('tracking-alerts-submit').click();
    await expect(page.getByTestId('tracking-alerts-sent')).toContainText(email);
    const unsubscribeLink = await mailedLink(email, pathOf('trackingAlertUnsubscribe', locale), 2);
    await page.goto(unsubscribeLink);
    await expect(page.getByTestId('tracking-alert-unsubscribed').getByRole('heading', { name: texts.unsubscribe.doneTitle })).toBeVisible();
  });

  test(`${locale}: a confirmation or unsubscribe page with an unknown link says so and leads to tracking`, async ({ page }) => {
    await page.goto(`${pathOf('trackingAlertUnsubscribe', locale)}?token=${'x'.repeat(43)}`);
    await acceptCookies(page, locale);
    const refused = page.getByTestId('tracking-alert-refused');
    await expect(refused.getByRole('heading', { name: texts.unsubscribe.refusedTitle })).toBeVisible();
    await expect(refused.getByRole('link', { name: texts.confirm.trackPage })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(pathOf('trackingAlertConfirm', locale));
    await expect(page.getByTestId('tracking-alert-missing')).toContainText(texts.confirm.missing);
  });
}
