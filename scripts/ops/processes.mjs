// Starting and stopping one built app instance (scripts/server.mjs) from the benchmarks and the reliability suite.
// Each instance is stopped through its own handle (by PID), never by name.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { appNodeFlags } from '../server-flags.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');

/** Waits until `url` answers (any HTTP status below 500), or throws after `timeoutMs`. */
export async function waitForHttp(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A process's resident memory in kB (Linux /proc), 0 once it has ended. */
export function rssKbOf(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/**
 * Starts the built product's server (no identity provider) on `port` with `env` added to the environment
 * (DATA_DIR or DATABASE_URL, REDIS_URL, TRUST_PROXY …) and waits until it answers.
 * Returns a handle: origin, pid, stop() (SIGTERM, waits for exit), kill9(), collectGarbage(), rssKb() (resident memory), exited.
 * `timeoutMs`: how long the first answer may take (a first start on an empty PostgreSQL migrates and seeds).
 */
export async function startApp({ port, env = {}, stdio = ['ignore', 'ignore', 'inherit'], timeoutMs = 60_000 }) {
  const childEnv = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', APP_ORIGIN: `http://localhost:${port}`, ...env, PORT: String(port) };
  // With the flags `npm start` gives it (scripts/server-flags.mjs): the instance measured is the one shipped.
  const child = spawn(process.execPath, [...appNodeFlags(childEnv), path.join(root, 'scripts/server.mjs')], {
    cwd: root,
    env: childEnv,
    stdio,
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const origin = `http://127.0.0.1:${port}`;
  try {
    await Promise.race([waitForHttp(`${origin}/api/Lookup/GetAll`, timeoutMs), exited.then(({ code, signal }) => Promise.reject(new Error(`app on ${port} exited (${code ?? signal}) before answering`)))]);
  } catch (error) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    throw error;
  }
  return {
    origin,
    pid: child.pid,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
    async kill9() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    /** A full garbage collection in the app (scripts/server.mjs; needs NODE_OPTIONS=--expose-gc). */
    collectGarbage() {
      process.kill(child.pid, 'SIGUSR2');
    },
    rssKb() {
      return rssKbOf(child.pid);
    },
  };
}
