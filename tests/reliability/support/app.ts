// The built product for the reliability suite: built when `.next` is missing (as bench/run.mjs does), started
// with scripts/ops/processes.mjs on PostgreSQL with a data directory of its own, and demo tokens signed
// with that directory's embedded-provider key.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import demoUsers from '../../../lib/auth/demo-users.json';
import { demoAccessToken } from '../../../scripts/lib/demo-token';
import { signingKeys } from '../../../idp/keys.mjs';
import { startApp } from '../../../scripts/ops/processes.mjs';

export const root = path.resolve(import.meta.dirname, '..', '..', '..');

/** Builds the product (pages and the API bundle) unless a build is there. */
export function ensureBuilt(): void {
  if (existsSync(path.join(root, '.next', 'BUILD_ID')) && existsSync(path.join(root, '.next', 'api-routes.cjs'))) return;
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
}

/** A fresh data directory (uploads, the embedded provider's keys) under data/reliability. */
export async function freshDataDir(name: string): Promise<string> {
  const dir = path.join(root, 'data', 'reliability', name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  await signingKeys(dir); // the key pair the app verifies demo tokens with (jwks.public.json)
  return dir;
}

export type App = Awaited<ReturnType<typeof startApp>>;

export interface AppOptions {
  port: number;
  databaseUrl: string;
  dataDir: string;
  env?: Record<string, string>;
}

/** One app instance; a single address sends all the load, so the per-address rate limits are scaled up. */
export function startReliabilityApp({ port, databaseUrl, dataDir, env = {} }: AppOptions): Promise<App> {
  return startApp({ port, timeoutMs: 180_000, env: { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, RATE_LIMIT_MULTIPLIER: '100000', ...env } });
}

export type DemoRole = 'customer' | 'companyAdmin' | 'operator';
const emails: Record<DemoRole, string> = { customer: 'customer@navlunport.test', companyAdmin: 'companyadmin@navlunport.test', operator: 'operator@navlunport.test' };

/** Bearer tokens of the demo users, signed with the data directory's key (valid for two hours). */
export async function demoTokens(dataDir: string): Promise<Record<DemoRole, string>> {
  for (const email of Object.values(emails)) if (!demoUsers.some((user) => user.email === email)) throw new Error(`${email} is no demo user`);
  const entries = await Promise.all(Object.entries(emails).map(async ([role, email]) => [role, await demoAccessToken(email, { dataDir, lifetimeSeconds: 7200 })] as const));
  return Object.fromEntries(entries) as Record<DemoRole, string>;
}
