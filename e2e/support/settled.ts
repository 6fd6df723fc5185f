import { expect, type Page } from '@playwright/test';

/** Waits until the page has hydrated: its app runs, and a link it renders is followed by the router. */
export async function hydrated(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => Boolean((window as unknown as { __navlunEarlyClick?: { hydrated: boolean } }).__navlunEarlyClick?.hydrated))).toBe(true);
}

/** Waits until the page has hydrated, the browser is idle and the network has been quiet: what loads by itself has loaded. */
export async function settled(page: Page): Promise<void> {
  await hydrated(page);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
  await page.waitForLoadState('networkidle');
}
