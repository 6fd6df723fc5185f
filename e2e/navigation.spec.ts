import { expect, test, type Page } from '@playwright/test';
import { publicRoutes, routePath, serviceKeys, serviceRoutes, withLocalePrefix, type Locale } from '../lib/routes';
import trCommon from '../public/locales/tr/common.json';
import trPages from '../public/locales/tr/pages.json';
import enPages from '../public/locales/en/pages.json';
import enCommon from '../public/locales/en/common.json';
import enContent from '../public/locales/en/content.json';
import { holdScripts } from './support/hold-scripts';
import { signInContext } from './support/session';
import { hydrated } from './support/settled';

const common = { tr: trCommon, en: enCommon } as const;

async function acceptCookies(page: Page, locale: Locale) {
  await page.getByRole('button', { name: common[locale].cookie.accept }).click();
}

async function openMenu(page: Page, locale: Locale, isMobile: boolean, menu: 'servicesMenu' | 'exploreMenu') {
  if (isMobile) {
    await page.getByRole('button', { name: common[locale].header.openMenu }).click();
    // The drawer's code arrives with the first tap: wait for it, or the footer's link of the same name is clicked.
    await expect(page.getByRole('navigation', { name: common[locale].header.mainNavigation })).toBeVisible();
  } else {
    await page.getByRole('button', { name: common[locale].header[menu] }).click();
  }
}

/**
 * Marks the window once the page has hydrated (a link clicked before is the browser's to follow, a page load): the
 * mark survives a client-side navigation and is gone after a page load.
 */
async function markWindow(page: Page) {
  await hydrated(page);
  await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
}
async function expectNoPageLoad(page: Page) {
  expect(await page.evaluate(() => (window as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
}

for (const locale of ['tr', 'en'] as const) {
  test(`${locale}: home → services menu → each service page`, async ({ page, isMobile }) => {
    await page.goto(withLocalePrefix('/', locale));
    await acceptCookies(page, locale);
    for (const key of serviceKeys) {
      await openMenu(page, locale, isMobile, 'servicesMenu');
      const label = common[locale].nav[key];
      await page.getByRole(isMobile ? 'link' : 'menuitem', { name: label, exact: true }).click();
      await expect(page).toHaveURL(withLocalePrefix(serviceRoutes[key][locale], locale));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('navigation', { name: common[locale].breadcrumb.label })).toContainText(label);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
    }
  });
}

for (const [locale, pages] of [['tr', trPages], ['en', enPages]] as const) {
  test(`${locale}: a page reached by a client-side link shows its own texts`, async ({ page, isMobile }) => {
    await page.goto(withLocalePrefix('/', locale));
    await acceptCookies(page, locale);
    await markWindow(page);
    await openMenu(page, locale, isMobile, 'exploreMenu');
    await page.getByRole(isMobile ? 'link' : 'menuitem', { name: common[locale].nav.faq, exact: true }).click();
    await expect(page).toHaveURL(withLocalePrefix(publicRoutes.faq[locale], locale));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.faq.heading);
    await expect(page.getByText(pages.faq.lead)).toBeVisible();
    await expectNoPageLoad(page);
  });

  // The home page's band, the sections below its form and the footer are static islands (components/islands/StaticIsland.tsx).
  test(`${locale}: the home page's static sections render after a client-side navigation back home`, async ({ page }) => {
    await page.goto(withLocalePrefix(publicRoutes.faq[locale], locale));
    await acceptCookies(page, locale);
    await markWindow(page);
    await page.getByRole('banner').getByRole('link', { name: common[locale].brand.homeLabel }).click();
    await expect(page).toHaveURL(withLocalePrefix('/', locale));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.home.heading);
    await expect(page.getByRole('heading', { level: 2, name: common[locale].nav.services, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: common[locale].nav.seaFreightLcl }).first()).toBeVisible();
    // The content comes with the navigation's page data (the HTML's page data leaves it out).
    await expect(page.getByTestId('home-posts')).toBeAttached();
    await expect(page.getByTestId('home-campaigns').getByTestId('campaign-card').first()).toBeAttached();
    await expect(page.getByRole('navigation', { name: common[locale].footer.footerNavigation })).toContainText(common[locale].nav.aboutUs);
    await expectNoPageLoad(page);
  });
}

test('the language switch on the home page turns its static sections and the footer into the other language', async ({ page, isMobile }) => {
  await page.goto('/');
  await acceptCookies(page, 'tr');
  await expect(page.getByRole('navigation', { name: common.tr.footer.footerNavigation })).toContainText(common.tr.nav.aboutUs);
  await markWindow(page);
  if (isMobile) await page.getByRole('button', { name: common.tr.header.openMenu }).click();
  await page.getByRole('link', { name: common.tr.language.switchToLabel }).click();
  await expect(page).toHaveURL('/en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(enPages.home.heading);
  await expect(page.getByText(enPages.home.lead)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: enCommon.nav.services, exact: true })).toBeVisible();
  // The English content, from the page data the switch loaded.
  await expect(page.getByTestId('home-campaigns')).toContainText(enContent.home.campaigns);
  await expect(page.getByTestId('home-campaigns').getByTestId('campaign-card').first()).toBeAttached();
  const footer = page.getByRole('navigation', { name: enCommon.footer.footerNavigation });
  await expect(footer).toContainText(enCommon.nav.aboutUs);
  await expect(footer).not.toContainText(trCommon.nav.aboutUs);
  await expect(page.getByText(enCommon.footer.about)).toBeVisible();
  await expectNoPageLoad(page);
});

test('the language switch on a deep page lands on its pair, keeping the query', async ({ page, context, isMobile, baseURL }) => {
  await signInContext(context, baseURL!, 'Customer');
  // A request that is nobody's: the 404 page at the screen's address, whose language link leads to the address's
  // pair from the start (the page as served), not to /en/404. (A screen's own page keeps its query likewise:
  // tests/api/account-screens.test.ts.)
  await page.goto('/hesabim/talepler/talep-detayi?id=987654');
  await acceptCookies(page, 'tr');
  if (isMobile) await page.getByRole('button', { name: common.tr.header.openMenu }).click();
  const toEnglish = page.getByRole('link', { name: common.tr.language.switchToLabel });
  await expect(toEnglish).toHaveAttribute('href', '/en/my-account/requests/request-detail?id=987654');
  await toEnglish.click();
  await expect(page).toHaveURL('/en/my-account/requests/request-detail?id=987654');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  if (isMobile) await page.getByRole('button', { name: common.en.header.openMenu }).click();
  await page.getByRole('link', { name: common.en.language.switchToLabel }).click();
  await expect(page).toHaveURL('/hesabim/talepler/talep-detayi?id=987654');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
});

test("the language switch of a static page opened with a query keeps it before the page's code has come", async ({ page, isMobile }) => {
  test.skip(isMobile, "the header's own link, checked once on the desktop project (the phone's is in the menu, which its code opens)");
  // A shared ship program search: the page is prerendered once, its language link names the pair's path alone.
  const search = '?pol=TRMER&pod=USNYC';
  const path = `${routePath('shipProgram', 'tr')}${search}`;
  await holdScripts(page, path, 'all');
  // The page as served: the held scripts keep its load event from ever firing.
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await page.getByRole('link', { name: common.tr.language.switchToLabel }).click();
  await expect(page).toHaveURL(`${withLocalePrefix(routePath('shipProgram', 'en'), 'en')}${search}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the language switch on a lane page lands on the Turkish spelling', async ({ page, isMobile }) => {
  await page.goto('/en/routes/chinese-turkey-logistics');
  await acceptCookies(page, 'en');
  if (isMobile) await page.getByRole('button', { name: common.en.header.openMenu }).click();
  await page.getByRole('link', { name: common.en.language.switchToLabel }).click();
  await expect(page).toHaveURL('/rotalar/cin-turkiye-lojistigi');
});

test('sign-in and register links load with a full page reload carrying /en', async ({ page, isMobile }) => {
  await page.goto('/en/faq');
  await acceptCookies(page, 'en');
  if (isMobile) {
    await page.getByRole('button', { name: common.en.header.openMenu }).click();
    // The menu arrives with its code; until it is open, the first "Register" link is the footer's.
    await expect(page.getByRole('button', { name: common.en.header.closeMenu })).toBeVisible();
  }
  const link = page.getByRole('link', { name: common.en.header.register, exact: true }).first();
  await expect(link).toHaveAttribute('href', '/en/register');
  // A full document load, not a client-side transition: the page's window is a new one.
  await page.evaluate(() => ((window as unknown as { beforeTheClick?: boolean }).beforeTheClick = true));
  await link.click();
  await expect(page).toHaveURL('/en/register');
  await expect.poll(() => page.evaluate(() => (window as unknown as { beforeTheClick?: boolean }).beforeTheClick ?? false)).toBe(false);
});

for (const locale of ['tr', 'en'] as const) {
  test(`${locale}: the cookie consent box shows once and remembers the choice`, async ({ page }) => {
    await page.goto(withLocalePrefix('/', locale));
    const box = page.getByRole('dialog', { name: common[locale].cookie.label });
    await expect(box).toBeVisible();
    await expect(box).toContainText(common[locale].cookie.title);
    const width = await box.evaluate((element) => element.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(400);
    await box.getByRole('button', { name: common[locale].cookie.necessaryOnly }).click();
    await expect(box).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog', { name: common[locale].cookie.label })).toHaveCount(0);
  });
}
