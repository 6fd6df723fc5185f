import { randomBytes } from 'node:crypto';
import type { BrowserContext } from '@playwright/test';
import { demoAccessToken } from '../../scripts/lib/demo-token';

/** The run's data directory (playwright.config.ts: E2E_DATA_DIR, else a temporary one of this run). */
export const e2eDataDir = process.env.E2E_DATA_DIR ?? 'data/e2e';

export const demoEmails = {
  Customer: 'customer@navlunport.test',
  CompanyAdmin: 'companyadmin@navlunport.test',
  Operator: 'operator@navlunport.test',
  Editor: 'editor@navlunport.test',
  Admin: 'admin@navlunport.test',
} as const;
export type DemoRole = keyof typeof demoEmails;

export function tokenFor(role: DemoRole): Promise<string> {
  return demoAccessToken(demoEmails[role], { dataDir: e2eDataDir });
}

/**
 * Signs the browser context in as a demo user by setting the cookies /api/login would set: the session
 * and the XSRF double-submit token the HTTP client echoes on writes.
 */
export async function signInContext(context: BrowserContext, baseURL: string, role: DemoRole): Promise<void> {
  await context.addCookies([
    { name: 'navlun_session', value: await tokenFor(role), url: baseURL, httpOnly: true, sameSite: 'Lax' },
    { name: 'XSRF-TOKEN', value: randomBytes(24).toString('base64url'), url: baseURL, httpOnly: false, sameSite: 'Strict' },
  ]);
}
