import { expect, test, type Page } from '@playwright/test';
import { accountRoutes, routePath, withLocalePrefix, type Locale } from '../../lib/routes';
import { acceptCookies } from '../../e2e/support/cookies';
import { approvedRequest, bearer, createRequest } from '../../e2e/support/requests';
import { twoPalletsQuery } from '../../e2e/support/searches';
import { signInContext, type DemoRole } from '../../e2e/support/session';

// The screenshots docs/screenshots keeps: the dashboard, freight search results and a mail preview, in both
// languages at 390 and 1280 px. `npm run screenshots` (playwright.screenshots.config.ts) builds them again.
const widths = [390, 1280] as const;
const results = twoPalletsQuery(3);

/** Both mails' frames, each grown to its mail's height (MailFrame sets it once the mail has loaded). */
async function mailFramesFitted(page: Page): Promise<void> {
  await expect(page.getByTestId('mail-frame')).toHaveCount(2);
  await expect.poll(() => page.getByTestId('mail-frame').evaluateAll((frames) => frames.every((frame) => (frame as HTMLElement).style.height !== ''))).toBe(true);
}

const screens: { name: string; role: DemoRole | null; path: (locale: Locale) => string; ready: (page: Page) => Promise<void> }[] = [
  { name: 'dashboard', role: 'Customer', path: (locale) => accountRoutes.dashboard[locale], ready: (page) => page.locator('.MuiChartsSurface-root').first().waitFor({ timeout: 30_000 }) },
  { name: 'results', role: null, path: (locale) => routePath('freightSearch', locale, '', { q: results }), ready: (page) => page.getByTestId('offer').first().waitFor({ timeout: 30_000 }) },
  { name: 'mail-preview', role: 'Operator', path: () => '/admin/mail-previews?event=reservationCreated', ready: mailFramesFitted },
];

// The demo customer's account with something in it: a request waiting for operations and two reservations, one of
// them paid by card, so the dashboard's figures, lists and chart show what a customer's do.
test.beforeAll(async ({ request }) => {
  const page = { request } as Page;
  await createRequest(page);
  for (const carrier of ['Arkas Line', 'MSC']) {
    const requestId = await approvedRequest(page, carrier);
    const booked = await request.post('/api/Reservation/Create', { data: { requestId }, headers: await bearer('Customer') });
    expect(booked.status()).toBe(201);
  }
});

/**
 * Scrolls down the page and back, so that what comes alive as it nears the viewport (the footer's form) is drawn; and
 * draws every part at once, where the page leaves what is off screen unpainted (`content-visibility: auto`), which a
 * whole-page image would show empty.
 */
async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let top = 0; top < height; top += 600) await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
}

for (const screen of screens)
  for (const locale of ['tr', 'en'] as const)
    test(`${screen.name} ${locale}`, async ({ browser, baseURL }) => {
      for (const width of widths) {
        const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 }, deviceScaleFactor: 1, isMobile: width < 600, hasTouch: width < 600 });
        if (screen.role) await signInContext(context, baseURL!, screen.role);
        const page = await context.newPage();
        await page.goto(withLocalePrefix(screen.path(locale), locale));
        await acceptCookies(page, locale);
        await screen.ready(page);
        await scrollThrough(page);
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `docs/screenshots/${screen.name}-${locale}-${width}.png`, fullPage: true });
        await context.close();
      }
    });
