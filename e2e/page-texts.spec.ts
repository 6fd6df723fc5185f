import { expect, test, type APIRequestContext } from '@playwright/test';
import { withLocalePrefix } from '../lib/routes';
import enPages from '../public/locales/en/pages.json';
import trPages from '../public/locales/tr/pages.json';
import { sessionHeader } from './support/session';
import { settled } from './support/settled';

// [P1] A prerendered page's translations are a content-hashed file of their own (lib/server/pages/page-texts-file.ts),
// not part of the page data in its HTML: the head preloads the file, the app renders once it is there
// (lib/client/page-texts.ts), and pages with the same texts share it. A client-side navigation's data keeps them.

const TEXTS_FILE = /^\/_next\/static\/texts\/texts-[0-9a-f]{16}\.json$/;

/** The page's data and the texts file its head preloads. */
async function textsOf(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const answer = await request.get(path, { headers });
  expect(answer.status(), path).toBe(200);
  const html = await answer.text();
  const data = JSON.parse(/<script id="__NEXT_DATA__" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!);
  const preloaded = /<link rel="preload" href="([^"]+)" as="fetch" crossorigin="anonymous"\/>/.exec(html)?.[1];
  return { i18n: data.props.pageProps._nextI18Next, pageProps: data.props.pageProps, preloaded, html };
}

test.describe('page texts files', () => {
  test.skip(({ isMobile }) => isMobile, 'answers checked once, on the desktop project');

  test('home, a service page and a signed-in page carry no translations in their HTML, only the address of their immutable file', async ({ request, baseURL }) => {
    const customer = await sessionHeader(baseURL!, 'Customer');
    const pages: Array<{ path: string; headers: Record<string, string>; locale: string; heading: string | null }> = [
      { path: '/', headers: {}, locale: 'tr', heading: trPages.home.heading },
      { path: withLocalePrefix('/', 'en'), headers: {}, locale: 'en', heading: enPages.home.heading },
      { path: '/hizmetlerimiz/denizyolu-full-fcl', headers: {}, locale: 'tr', heading: null },
      { path: '/hesabim/panel', headers: { cookie: customer }, locale: 'tr', heading: trPages.dashboard.title },
    ];
    const hrefs = new Set<string>();
    for (const { path, headers, locale, heading } of pages) {
      const { i18n, pageProps, preloaded, html } = await textsOf(request, path, headers);
      expect(i18n.initialI18nStore, path).toBeUndefined();
      // The home page's content is its marketing island's alone (lib/server/pages/island-props.ts): in the markup, not in the data.
      if (heading === trPages.home.heading || heading === enPages.home.heading) {
        expect(pageProps.content, path).toBeUndefined();
        expect(html, path).toContain('data-testid="home-campaigns"');
      }
      expect(i18n.textsHref, path).toMatch(TEXTS_FILE);
      expect(preloaded, path).toBe(i18n.textsHref);
      // The HTML is the server's render with its texts.
      expect(html, path).not.toMatch(/>home\.heading</);
      const file = await request.get(i18n.textsHref);
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toContain('application/json');
      expect(file.headers()['cache-control']).toContain('immutable');
      const store = await file.json();
      expect(Object.keys(store), path).toEqual([locale]);
      expect(store[locale].common.brand, path).toBeTruthy();
      if (heading) expect(JSON.stringify(store[locale].pages), path).toContain(JSON.stringify(heading));
      hrefs.add(i18n.textsHref);
    }
    expect(hrefs.size).toBe(pages.length);
  });

  test("an admin page, rendered per request, links the build's file of its section's texts, shared by the section's pages", async ({ request, baseURL }) => {
    const operator = await sessionHeader(baseURL!, 'Operator');
    const fileOf = async (path: string) => {
      const { i18n, preloaded } = await textsOf(request, path, { cookie: operator });
      expect(i18n.initialI18nStore, path).toBeUndefined();
      expect(i18n.textsHref, path).toMatch(TEXTS_FILE);
      expect(preloaded, path).toBe(i18n.textsHref);
      const file = await request.get(i18n.textsHref);
      expect(file.headers()['cache-control']).toContain('immutable');
      return { href: i18n.textsHref as string, store: (await file.json()) as Record<string, Record<string, unknown>> };
    };
    const tariffs = await fileOf('/admin/tariffs');
    expect(Object.keys(tariffs.store.tr!)).toEqual(['common', 'admin', 'errors']);
    // The sections without texts of their own share the file; another section's and the other language's are others.
    expect((await fileOf('/admin/fx-rates')).href).toBe(tariffs.href);
    const requests = await fileOf('/admin/requests');
    expect(Object.keys(requests.store.tr!)).toEqual(['common', 'admin', 'errors', 'account', 'search']);
    const english = await fileOf(withLocalePrefix('/admin/tariffs', 'en'));
    expect(Object.keys(english.store)).toEqual(['en']);
    expect(new Set([tariffs.href, requests.href, english.href]).size).toBe(3);
  });
});

test('the page hydrates once its texts file has arrived; a client-side navigation needs none, its data carries the texts', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const fetched: string[] = [];
  await page.route(/\/_next\/static\/texts\//, async (route) => {
    fetched.push(new URL(route.request().url()).pathname);
    if (fetched.length === 1) await held;
    await route.continue();
  });
  await page.goto(withLocalePrefix('/', 'en'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(enPages.home.heading);
  await page.waitForTimeout(1500);
  expect(await page.evaluate(() => Boolean((window as unknown as { __navlunEarlyClick?: { hydrated: boolean } }).__navlunEarlyClick?.hydrated))).toBe(false);
  release();
  await settled(page);
  expect(fetched).toHaveLength(1);

  // The address changes when the next page is ready to show: its page data brings its texts, no file is awaited after.
  const pageData = page.waitForResponse((response) => response.url().includes('/_next/data/') && response.url().includes('faq'));
  await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
  await page.locator(`footer a[href="${withLocalePrefix('/faq', 'en')}"]`).click();
  const data = await (await pageData).json();
  expect(data.pageProps._nextI18Next.initialI18nStore.en.pages.faq.heading).toBe(enPages.faq.heading);
  await expect(page).toHaveURL(/\/en\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(enPages.faq.heading);
  expect(await page.evaluate(() => (window as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
  expect(fetched).toHaveLength(1);
});
