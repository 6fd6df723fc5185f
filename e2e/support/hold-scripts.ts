import type { Page, Route } from '@playwright/test';
import { APP_SCRIPTS_ID } from '../../lib/app-boot-script';

/** The scripts the page's boot script starts after the first paint (lib/app-boot-script.js), in their order. */
export function bootListOf(html: string): string[] {
  const listed = new RegExp(`<script id="${APP_SCRIPTS_ID}" type="application/json">([^<]*)</script>`).exec(html)?.[1];
  return listed ? (JSON.parse(listed) as string[]) : [];
}

/**
 * Holds the site's scripts (all of them, or those the page's HTML doesn't list: the code that islands and lazy
 * parts load later) until the returned `release` is called: the way a slow network or a cold cache makes a visitor
 * wait for them, made exact.
 */
export async function holdScripts(page: Page, path: string, which: 'all' | 'later') {
  const html = await (await page.request.get(path)).text();
  // The page's own scripts: those its tags name, and those the boot script starts.
  const inPage = new Set([...[...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.js)"/g)].map((match) => match[1]!), ...bootListOf(html)]);
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
