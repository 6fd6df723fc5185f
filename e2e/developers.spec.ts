import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { publicRoutes, withLocalePrefix } from '../lib/routes';
import enApi from '../public/locales/en/api.json';
import enCommon from '../public/locales/en/common.json';
import enPages from '../public/locales/en/pages.json';
import trApi from '../public/locales/tr/api.json';
import trCommon from '../public/locales/tr/common.json';
import trPages from '../public/locales/tr/pages.json';
import { acceptCookies } from './support/cookies';
import { settled } from './support/settled';
import { GREETING_KEY } from '../components/chat/greeting';

// [P1] The API reference (/gelistiriciler ↔ /developers) is a static island: its endpoints open natively
// (details/summary), so the browser gets them in the markup only, neither as page data (about 490 kB) nor as code.

const texts = { tr: { api: trApi, common: trCommon, pages: trPages }, en: { api: enApi, common: enCommon, pages: enPages } } as const;

for (const locale of ['tr', 'en'] as const) {
  const { api, common, pages } = texts[locale];
  const path = withLocalePrefix(publicRoutes.apiReference[locale], locale);

  test(`${locale}: the API reference opens an endpoint by pointer and by keyboard without loading any code, and its groups are a table of contents`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    const data = JSON.parse(/<script id="__NEXT_DATA__" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!);
    expect(data.props.pageProps.endpoints).toBeUndefined();
    expect(html.length).toBeLessThan(800_000);

    const scripts: string[] = [];
    page.on('request', (asked) => {
      if (asked.resourceType() === 'script') scripts.push(asked.url());
    });
    // The chat's greeting, whose code comes a while after the page settles, was given earlier in this browser session.
    await page.addInitScript((key) => sessionStorage.setItem(key, '1'), GREETING_KEY);
    await page.goto(path);
    await acceptCookies(page, locale);
    await settled(page);
    const loaded = scripts.length;

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.apiReference.heading);
    const create = page.getByTestId('api-endpoint').filter({ has: page.getByRole('heading', { name: '/api/Demand/Create', exact: true }) });
    await expect(create.getByText(api.example)).toBeHidden();
    await create.locator('summary').click();
    await expect(create).toHaveAttribute('open', '');
    await expect(create.getByText(api.example)).toBeVisible();
    await expect(create.getByText(/"required": \[/).first()).toBeVisible();
    await create.locator('summary').click();
    await expect(create).not.toHaveAttribute('open');

    const list = page.getByTestId('api-endpoint').filter({ has: page.getByRole('heading', { name: '/api/Demand/GetList', exact: true }) });
    await list.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(list).toHaveAttribute('open', '');
    await expect(list.getByText(api.response, { exact: true })).toBeVisible();

    const groups = page.getByRole('navigation', { name: api.groups });
    await groups.getByRole('link', { name: /^Tracking · \d+$/ }).click();
    await expect(page).toHaveURL(/#api-tracking$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Tracking', exact: true })).toBeInViewport();

    expect(scripts.slice(loaded)).toEqual([]);

    // WCAG 2.2 A and AA with an endpoint open.
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test(`${locale}: a client-side link to the API reference renders its endpoints from the navigation's data`, async ({ page, isMobile }) => {
    test.skip(isMobile, 'a navigation is the same on a phone; the layout is checked below');
    await page.goto(withLocalePrefix(publicRoutes.faq[locale], locale));
    await acceptCookies(page, locale);
    await settled(page);
    await page.evaluate(() => ((window as unknown as { __sameWindow: boolean }).__sameWindow = true));
    const footer = page.getByRole('navigation', { name: common.footer.footerNavigation });
    await footer.getByRole('link', { name: common.nav.apiReference, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.apiReference.heading);
    const create = page.getByTestId('api-endpoint').filter({ has: page.getByRole('heading', { name: '/api/Demand/Create', exact: true }) });
    await create.locator('summary').click();
    await expect(create.getByText(api.example)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __sameWindow?: boolean }).__sameWindow)).toBe(true);
  });
}

test('on a phone, an endpoint\'s path and summary fit the screen and its schema scrolls inside its own box', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the phone layout');
  await page.goto(withLocalePrefix(publicRoutes.apiReference.en, 'en'));
  await acceptCookies(page, 'en');
  const endpoint = page.getByTestId('api-endpoint').filter({ has: page.getByRole('heading', { name: '/api/Tracking/Get', exact: true }) });
  await endpoint.locator('summary').click();
  await expect(endpoint.getByText(enApi.example)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
