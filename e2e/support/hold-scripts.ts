import type { Page, Route } from '@playwright/test';

/**
 * Holds the site's scripts (all of them, or those the page's HTML doesn't list: the code that islands and lazy
 * parts load later) until the returned `release` is called: the way a slow network or a cold cache makes a visitor
 * wait for them, made exact.
 */
export async function holdScripts(page: Page, path: string, which: 'all' | 'later') {
  const html = await (await page.request.get(path)).text();
  const inPage = new Set([...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.js)"/g)].map((match) => match[1]!));
  const held: Route[] = [];
  let holding = true;
  await page.route('**/_next/static/**/*.js', (route) => {
    const hold = holding && (which === 'all' || !inPage.has(new URL(route.request().url()).pathname));
    return hold ? void held.push(route) : route.continue();
  });
  return {
    held: () => held.length,
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}
