// A demo user's session for the benchmarks: the access token the embedded provider would issue, and the session
// cookie a browser gets for it.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** A demo user's access token signed with `dataDir`'s embedded-provider key (scripts/token.mts); `env`: the provider's (IDP_PORT names its issuer). */
export function demoToken(root, dataDir, email, env = {}) {
  return execFileSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/token.mts', email], { cwd: root, env: { ...process.env, ...env, DATA_DIR: dataDir }, encoding: 'utf8' }).trim();
}

/** A server-side session started as a browser does (POST /api/login with the provider's token): its cookie. */
export async function sessionCookie(origin, token) {
  const login = await fetch(`${origin}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify({ token }) });
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${await login.text()}`);
  return login.headers.getSetCookie().find((line) => line.startsWith('navlun_session=')).split(';')[0];
}
