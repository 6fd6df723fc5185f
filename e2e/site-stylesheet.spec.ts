import { expect, test, type APIRequestContext } from '@playwright/test';
import { withLocalePrefix } from '../lib/routes';
import { sessionHeader } from './support/session';

// [P1] The frame's styles (baseline, header, footer, cookie banner) come from one content-hashed stylesheet that every
// page links (lib/server/pages/site-stylesheet.ts); a prerendered page's own styles from a content-hashed file of
// its route (lib/server/pages/page-stylesheet.ts); a page rendered per request keeps its own styles inline.

/** The site stylesheet a page links, and its inline style text. */
async function stylesOf(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const answer = await request.get(path, { headers });
  expect(answer.status(), path).toBe(200);
  const html = await answer.text();
  const href = /<link rel="stylesheet" href="(\/_next\/static\/css\/site-[0-9a-f]{16}\.css)"/.exec(html)?.[1];
  const pageHref = /<link rel="stylesheet" href="(\/_next\/static\/css\/page-[0-9a-f]{16}\.css)"/.exec(html)?.[1];
  const inline = [...html.matchAll(/<style data-emotion="[^"]*">([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
  const named = new Set([...html.matchAll(/<style data-emotion="mui ([^"]*)">/g)].flatMap((match) => match[1]!.split(' ').map((id) => `mui-${id}`)));
  const headingClass = /<h1 [^>]*class="[^"]*\b(mui-[a-z0-9]+)\b/.exec(html)?.[1];
  return { href, pageHref, inline, named, headingClass };
}

/** The emotion classes whose rules a stylesheet's text holds. */
const classesIn = (css: string) => new Set([...css.matchAll(/\.(mui-[a-z0-9]+)\{/g)].map((match) => match[1]!));

test.describe('the site stylesheet', () => {
  test.skip(({ isMobile }) => isMobile, 'answers checked once, on the desktop project');

  test('every kind of page links the same immutable file, and none repeats its rules inline', async ({ request, baseURL }) => {
    const customer = await sessionHeader(baseURL!, 'Customer');
    const pages: Array<{ path: string; headers: Record<string, string> }> = [
      { path: '/', headers: {} },
      { path: withLocalePrefix('/faq', 'en'), headers: {} },
      { path: '/hizmetlerimiz/denizyolu-full-fcl', headers: {} },
      // Rendered per request: the freight search's twin; filled per request: a signed-in page's prerendered shell.
      { path: `/lojistik-arama?q=${encodeURIComponent('{}')}`, headers: {} },
      { path: '/hesabim/panel', headers: { cookie: customer } },
    ];
    const linked = await Promise.all(pages.map(({ path, headers }) => stylesOf(request, path, headers)));
    const hrefs = new Set(linked.map(({ href }) => href));
    expect(hrefs.size).toBe(1);
    const [href] = [...hrefs];
    expect(href).toBeTruthy();

    const file = await request.get(href!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('text/css');
    expect(file.headers()['cache-control']).toContain('immutable');
    const shared = classesIn(await file.text());
    // The header's and the footer's classes at least, and the baseline.
    expect(shared.size).toBeGreaterThan(20);
    expect(await file.text()).toContain('box-sizing:border-box');
    for (const [index, { inline }] of linked.entries()) {
      const repeated = [...classesIn(inline)].filter((name) => shared.has(name));
      expect(repeated, pages[index]!.path).toEqual([]);
      expect(inline, pages[index]!.path).not.toContain('box-sizing:border-box;-webkit-text-size-adjust');
    }
  });

  test("a prerendered page's own styles come from a file of its own, which its head names without repeating", async ({ request }) => {
    for (const path of ['/', withLocalePrefix('/', 'en'), '/hizmetlerimiz/denizyolu-full-fcl']) {
      const { pageHref, inline, named, headingClass } = await stylesOf(request, path);
      expect(pageHref, path).toBeTruthy();
      const file = await request.get(pageHref!);
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toContain('text/css');
      expect(file.headers()['cache-control']).toContain('immutable');
      const classes = classesIn(await file.text());
      // The page's own parts: its heading among them.
      expect(classes.size, path).toBeGreaterThan(10);
      expect(headingClass, path).toBeTruthy();
      expect(classes.has(headingClass!), path).toBe(true);
      // Every class of the file is named in the head: the browser's emotion never inserts its rules again. Inline
      // only what the file lacks: nothing as built, a new part's rules once an edit has regenerated the page.
      expect([...classes].filter((name) => !named.has(name)), path).toEqual([]);
      expect([...classesIn(inline)].filter((name) => classes.has(name)), path).toEqual([]);
    }
    // The same page in both languages: the same file.
    expect((await stylesOf(request, '/')).pageHref).toBe((await stylesOf(request, withLocalePrefix('/', 'en'))).pageHref);
    // Rendered per request: its own styles inline, no page file.
    const perRequest = await stylesOf(request, `/lojistik-arama?q=${encodeURIComponent('{}')}`);
    expect(perRequest.pageHref).toBeUndefined();
    expect(classesIn(perRequest.inline).size).toBeGreaterThan(20);
  });
});

test('the frame is styled from the file, and a form coming alive inserts none of its rules again', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="stylesheet"][href*="/css/site-"]').getAttribute('href');
  expect(href).toMatch(/site-[0-9a-f]{16}\.css$/);
  const pageHref = await page.locator('link[rel="stylesheet"][href*="/css/page-"]').getAttribute('href');
  expect(pageHref).toMatch(/page-[0-9a-f]{16}\.css$/);
  // The header's bar: MUI's AppBar, styled by the file's rules only (no inline tag holds them).
  const header = page.locator('header').first();
  await expect(header).toBeVisible();
  expect(await header.evaluate((element) => getComputedStyle(element).display)).toBe('flex');
  // The search form comes alive on a focus (components/islands): MUI renders in the browser, and emotion inserts what the
  // server's tags don't name in tags of its own.
  const served = await page.locator('style[data-emotion]').count();
  await page.getByRole('combobox').first().focus();
  await expect.poll(() => page.locator('style[data-emotion]').count()).toBeGreaterThan(served);
  const { shared, insertedAgain } = await page.evaluate((files) => {
    const classesOf = (sheets: CSSStyleSheet[]) => sheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => /^\.(mui-[a-z0-9]+)\b/.exec((rule as CSSStyleRule).selectorText ?? '')?.[1]).filter((name): name is string => Boolean(name)));
    const fromFile = classesOf([...document.styleSheets].filter((sheet) => files.some((file) => sheet.href?.endsWith(file))));
    const fromTags = classesOf([...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')].flatMap((tag) => (tag.sheet ? [tag.sheet] : [])));
    return { shared: fromFile, insertedAgain: fromTags.filter((name) => fromFile.includes(name)) };
  }, [href!, pageHref!]);
  expect(shared.length).toBeGreaterThan(20);
  expect(insertedAgain).toEqual([]);
});
