// The end-to-end run's own ports and data directory, chosen once in Playwright's main process (playwright.config.ts).
// The config file is evaluated again in every worker; the workers inherit process.env from the main process,
// so they see the values chosen here and choose nothing themselves.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { identityDefaults } from '../../lib/auth/identity-defaults';

/** Set once the main process has prepared the run (the workers inherit it). */
const PREPARED = 'NAVLUN_E2E_PREPARED';

/** A TCP port the OS reports free at this moment (listen on port 0), synchronously: the config is not async. */
function freePortSync(): number {
  const script = "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim());
}

/** Whether nothing listens on `port` (probed as the provider listens: every interface). */
function portIsFreeSync(port: number): boolean {
  const script = `require('node:net').createServer().once('error', () => process.exit(1)).listen(${port}, function () { this.close(() => process.exit(0)); })`;
  try {
    execFileSync(process.execPath, ['-e', script], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * The identity provider origin the build was made for: the CSP of the built pages (.next/routes-manifest.json)
 * names it in connect-src, from NEXT_PUBLIC_AUTH_AUTHORITY_HOST (which MSAL in the browser uses, inlined at
 * build time) or, without it, the embedded provider's port. Undefined without a build.
 */
export function builtIdentityOrigins(root = process.cwd()): string[] | undefined {
  const manifest = path.join(root, '.next', 'routes-manifest.json');
  if (!existsSync(manifest)) return undefined;
  const { headers = [] } = JSON.parse(readFileSync(manifest, 'utf8')) as { headers?: { headers: { key: string; value: string }[] }[] };
  const csp = headers.flatMap((rule) => rule.headers).find((header) => header.key.toLowerCase() === 'content-security-policy')?.value ?? '';
  const connectSrc = /connect-src ([^;]*)/.exec(csp)?.[1] ?? '';
  return connectSrc.split(' ').filter((source) => /^https:\/\//.test(source));
}

/**
 * Chooses this run's app port (E2E_PORT, else a free one), data directory (E2E_DATA_DIR, else a new temporary
 * directory, deleted when the run ends) and identity provider port. The provider's port cannot be picked
 * freely: the browser's MSAL authority is inlined at build time (NEXT_PUBLIC_AUTH_AUTHORITY_HOST), so the
 * provider must listen where the build points. It is IDP_PORT when set, else the build's; a build for
 * another port, or that port taken (another run's provider), stops the run here with what to do.
 */
export function prepareRun(env: NodeJS.ProcessEnv = process.env): void {
  if (env[PREPARED] || env.E2E_BASE_URL) return;
  env.E2E_PORT ||= String(freePortSync());
  if (!env.E2E_DATA_DIR) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'navlun-e2e-'));
    env.E2E_DATA_DIR = dir;
    // After Playwright has stopped the web server (the main process's last step).
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  }
  const built = builtIdentityOrigins();
  const embedded = built?.filter((origin) => /^https:\/\/localhost:\d+$/.test(origin)) ?? [];
  if (built && embedded.length !== 1)
    throw new Error(`e2e: the build's CSP names the identity providers [${built.join(', ')}], not one embedded provider on https://localhost:<port>; build with NEXT_PUBLIC_AUTH_AUTHORITY_HOST=https://localhost:<port> (npm run build).`);
  const builtPort = embedded[0] ? new URL(embedded[0]).port : new URL(identityDefaults.authorityHost).port;
  const port = env.IDP_PORT || builtPort;
  if (port !== builtPort)
    throw new Error(`e2e: IDP_PORT=${port}, but the build's browser signs in at https://localhost:${builtPort}; build with NEXT_PUBLIC_AUTH_AUTHORITY_HOST=https://localhost:${port} (npm run build) or drop IDP_PORT.`);
  if (!portIsFreeSync(Number(port)))
    throw new Error(
      `e2e: the identity provider's port ${port} is taken (another run's provider?). The browser's authority is fixed at build time: build with NEXT_PUBLIC_AUTH_AUTHORITY_HOST=https://localhost:<a free port> and run with IDP_PORT=<that port>, or wait for the other run.`,
    );
  env.IDP_PORT = port;
  env[PREPARED] = '1';
}
