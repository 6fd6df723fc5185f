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
 * Starts a browser session with an access token as POST /api/login does (a server-side session): its cookies.
 * `userAgent` names the browser the session is listed as on the profile.
 */
export async function startSession(baseURL: string, token: string, userAgent?: string): Promise<{ session: string; xsrf: string }> {
  const headers = { 'content-type': 'application/json', origin: new URL(baseURL).origin, ...(userAgent ? { 'user-agent': userAgent } : {}) };
  const login = await fetch(`${baseURL}/api/login`, { method: 'POST', headers, body: JSON.stringify({ token }) });
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${(await login.text()).slice(0, 300)}`);
  const value = (name: string) => decodeURIComponent(login.headers.getSetCookie().find((line) => line.startsWith(`${name}=`))?.split(';')[0]?.slice(name.length + 1) ?? '');
  return { session: value('navlun_session'), xsrf: value('XSRF-TOKEN') };
}

/** The Cookie header of a demo user's browser session (for request contexts outside a browser). */
export async function sessionHeader(baseURL: string, role: DemoRole): Promise<string> {
  return `navlun_session=${(await startSession(baseURL, await tokenFor(role))).session}`;
}

/** Signs the browser context in with an access token: the cookies /api/login sets (the session and the XSRF double-submit token). */
export async function signInContextWithToken(context: BrowserContext, baseURL: string, token: string): Promise<void> {
  const { session, xsrf } = await startSession(baseURL, token);
  await context.addCookies([
    { name: 'navlun_session', value: session, url: baseURL, httpOnly: true, sameSite: 'Lax' },
    { name: 'XSRF-TOKEN', value: xsrf, url: baseURL, httpOnly: false, sameSite: 'Strict' },
  ]);
}

/** Signs the browser context in as a demo user by email. */
export async function signInContextAs(context: BrowserContext, baseURL: string, email: string): Promise<void> {
  await signInContextWithToken(context, baseURL, await demoAccessToken(email, { dataDir: e2eDataDir }));
}

/** Signs the browser context in as a demo user. */
export function signInContext(context: BrowserContext, baseURL: string, role: DemoRole): Promise<void> {
  return signInContextAs(context, baseURL, demoEmails[role]);
}
