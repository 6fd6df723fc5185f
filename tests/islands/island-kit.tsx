import { act, type ReactNode } from 'react';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';

/** What the island tests share: a page under a router in a language, and waiting until React and the loads have settled. */

const routerFor = (locale: string) => ({ locale, locales: ['tr', 'en'], defaultLocale: 'tr', asPath: '/', pathname: '/', query: {}, isReady: true, events: { on() {}, off() {} } }) as unknown as NextRouter;

export function InPage({ locale = 'tr', children }: { locale?: string; children: ReactNode }) {
  return (
    <RouterContext.Provider value={routerFor(locale)}>
      <main>{children}</main>
    </RouterContext.Provider>
  );
}

/**
 * An island's live component arrives with the site's MUI frame (components/islands/load-framed.ts): its first
 * import in a test run takes longer than `settle` waits, so the island tests import it once beforehand.
 */
export async function warmUpMuiFrame() {
  await import('@/components/islands/MuiFrame');
}

export async function settle() {
  await act(async () => {
    for (let tick = 0; tick < 5; tick++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
