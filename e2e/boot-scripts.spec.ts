import { expect, test } from '@playwright/test';
import { routePath, withLocalePrefix } from '../lib/routes';
import { GREETING_KEY } from '../components/chat/greeting';
import { acceptCookies } from './support/cookies';
import { bootListOf } from './support/hold-scripts';
import { sessionHeader } from './support/session';
import { settled } from './support/settled';

// [P1] The chunks a page runs at start carry V8's compile hint for a whole file (next.config.js): Chromium compiles
// their functions while they stream in, off the main thread. Code that only ever comes later, on a visitor's intent,
// does not: most of an island's code may never run. (A chunk one page starts with and another loads later keeps it.)

/** V8's file-level explicit compile hint (Chromium 136+). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The webpack chunks a page's HTML starts: those the boot script lists, and those Next's own tags name (not the
 * `nomodule` polyfills, which no browser with modules runs).
 */
function bootChunksOf(html: string) {
  const tagged = [...html.matchAll(/<script ([^>]*)src="(\/_next\/static\/chunks\/[^"]+\.js)"/g)].filter(([, attributes]) => !/nomodule/i.test(attributes!)).map((match) => match[2]!);
  return [...new Set([...bootListOf(html), ...tagged])].filter((src) => src.startsWith('/_next/static/chunks/'));
}

test.describe('compile hints', () => {
  test.skip(({ isMobile }) => isMobile, 'answers checked once, on the desktop project');

  test('every chunk a page starts with carries the hint, on public and signed-in pages', async ({ request, baseURL }) => {
    const customer = await sessionHeader(baseURL!, 'Customer');
    const pages: Array<{ path: string; headers: Record<string, string> }> = [
      { path: '/', headers: {} },
      { path: withLocalePrefix(routePath('seaFreightLcl', 'en'), 'en'), headers: {} },
      { path: routePath('freightSearch', 'tr'), headers: {} },
      // The account area keeps Next's own script tags.
      { path: '/hesabim/panel', headers: { cookie: customer } },
    ];
    for (const { path, headers } of pages) {
      const answer = await request.get(path, { headers });
      expect(answer.status(), path).toBe(200);
      const chunks = bootChunksOf(await answer.text());
      // The webpack runtime, React, Next's main, _app and the page at least.
      expect(chunks.length, path).toBeGreaterThanOrEqual(5);
      for (const src of chunks) {
        const chunk = await request.get(src);
        expect(chunk.status(), src).toBe(200);
        expect((await chunk.text()).startsWith(`${COMPILE_HINT}\n`), `${path}: ${src}`).toBe(true);
      }
    }
  });

  test("an island's code, loaded on intent, compiles as it is called", async ({ page }) => {
    const later: string[] = [];
    await page.addInitScript((key) => sessionStorage.setItem(key, '1'), GREETING_KEY);
    const path = routePath('trackYourFreight', 'tr');
    const atStart = new Set(bootChunksOf(await (await page.request.get(path)).text()));
    page.on('response', (response) => {
      const pathname = new URL(response.url()).pathname;
      if (pathname.startsWith('/_next/static/chunks/') && !atStart.has(pathname)) later.push(pathname);
    });
    await page.goto(path);
    await acceptCookies(page, 'tr');
    await settled(page);
    const before = later.length;
    // The footer's newsletter form comes alive when the pointer turns to it.
    const box = page.getByTestId('footer-newsletter');
    await box.scrollIntoViewIfNeeded();
    await box.getByTestId('newsletter-footer-email').hover();
    await expect.poll(() => later.length).toBeGreaterThan(before);
    // The island's chunks arrive one after the other (a chunk another page starts with, hint and all, may come first).
    const hinted = new Map<string, boolean>();
    const hintOf = async (src: string) => hinted.get(src) ?? hinted.set(src, (await (await page.request.get(src)).text()).startsWith(COMPILE_HINT)).get(src)!;
    await expect
      .poll(async () => (await Promise.all(later.map(hintOf))).filter((hint) => !hint).length, { message: `the island's own chunks among ${later.join(', ')}` })
      .toBeGreaterThan(0);
  });
});
