import { test, type Page } from '@playwright/test';
import { accountRoutes, routePath, withLocalePrefix, type Locale } from '../../lib/routes';
import { acceptCookies } from '../../e2e/support/cookies';
import { twoPalletsQuery } from '../../e2e/support/searches';
import { signInContext, type DemoRole } from '../../e2e/support/session';

// The screenshots docs/screenshots keeps: the dashboard, freight search results and a mail preview, in both
// languages at 390 and 1280 px. `npm run screenshots` (playwright.screenshots.config.ts) builds them again.
const widths = [390, 1280] as const;
const results = twoPalletsQuery(3);

const screens: { name: string; role: DemoRole | null; path: (locale: Locale) => string; ready: (page: Page) => Promise<void> }[] = [
  { name: 'dashboard', role: 'Customer', path: (locale) => accountRoutes.dashboard[locale], ready: (page) => page.locator('.MuiChartsSurface-root').first().waitFor({ timeout: 30_000 }) },
  { name: 'results', role: null, path: (locale) => routePath('freightSearch', locale, '', { q: results }), ready: (page) => page.getByTestId('offer').first().waitFor({ timeout: 30_000 }) },
  { name: 'mail-preview', role: 'Operator', path: () => '/admin/mail-previews?event=reservationCreated', ready: (page) => page.locator('iframe').first().waitFor() },
];

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
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `docs/screenshots/${screen.name}-${locale}-${width}.png`, fullPage: true });
        await context.close();
      }
    });
