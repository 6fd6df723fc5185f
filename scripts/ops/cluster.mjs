// A scaled-out deployment on one machine, for the reliability suite and the benchmark: N app instances
// (scripts/server.mjs via startApp) on one PostgreSQL, a Redis for the shared counters, and nginx in front
// rendered from deploy/nginx.conf. Everything it starts is stopped through its handle, by PID.
// It needs a build (.next) and Debian's nginx and redis-server (scripts/ci/ensure-ops-tools.sh installs them).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startApp, waitForHttp } from './processes.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
export const REDIS_BIN = process.env.REDIS_BIN ?? '/usr/bin/redis-server';

/** Runs scripts/ci/ensure-ops-tools.sh (installs nginx and redis-server from Debian when missing). */
export async function ensureOpsTools() {
  await new Promise((resolve, reject) =>
    spawn('bash', [path.join(root, 'scripts/ci/ensure-ops-tools.sh')], { stdio: 'inherit' }).on('exit', (code) => (code === 0 ? resolve(undefined) : reject(new Error(`ensure-ops-tools.sh exited ${code}`)))),
  );
}

/**
 * deploy/nginx.conf with this machine's ports and a private directory: listens on 127.0.0.1:`port`,
 * proxies to `upstreams` ("host:port"), keeps cache, temp files and logs under `dir`; run unprivileged
 * (as root, workers keep root so they can write `dir`).
 * @param {{ port: number, upstreams: string[], dir: string, accessLog?: boolean, template?: string }} options
 */
export function renderNginxConf({ port, upstreams, dir, accessLog = false, template = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8') }) {
  const servers = upstreams.map((upstream) => `    server ${upstream} max_fails=3 fail_timeout=10s;`).join('\n');
  const rendered = template
    .replace(/^user .*# render:user$/m, process.getuid?.() === 0 ? 'user root;' : '')
    .replace(/^(\s*)listen .*# render:listen$/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^(\s*)access_log .*# render:access_log$/m, accessLog ? `$1access_log ${dir}/access.log;` : '$1access_log off;')
    .replace(/# render:upstreams begin[\s\S]*?# render:upstreams end/, `# rendered\n${servers}\n    # rendered`)
    .replaceAll('/var/log/nginx/', `${dir}/`)
    .replaceAll('/var/cache/nginx/', `${dir}/cache/`);
  if (rendered.includes('# render:')) throw new Error('deploy/nginx.conf: a render marker was not replaced');
  return rendered;
}

/** Waits until a TCP port accepts connections. */
export async function waitForPort(port, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port }, () => {
        socket.destroy();
        resolve(true);
      }).on('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`nothing listens on ${port} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A child process handle stopped by its PID (SIGTERM, then SIGKILL after 5 s). */
function processHandle(child, name) {
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    pid: child.pid,
    exited,
    running,
    async stop() {
      if (!running()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => running() && child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
    toString: () => `${name} (pid ${child.pid})`,
  };
}

/**
 * Starts redis-server on 127.0.0.1:`port` without persistence, in the foreground (stopped by its PID).
 * @returns {Promise<{ url: string, port: number, pid: number, stop: () => Promise<void>, running: () => boolean }>}
 */
export async function startRedis({ port }) {
  const child = spawn(REDIS_BIN, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no', '--protected-mode', 'yes'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const handle = processHandle(child, 'redis-server');
  await Promise.race([waitForPort(port), handle.exited.then(({ code }) => Promise.reject(new Error(`redis-server on ${port} exited (${code})`)))]);
  return { ...handle, url: `redis://127.0.0.1:${port}`, port };
}

/**
 * Starts nginx with `conf` (rendered) under `dir`, in the foreground, its pid file in `dir`.
 * @returns {Promise<{ origin: string, pid: number, stop: () => Promise<void>, running: () => boolean, dir: string }>}
 */
export async function startNginx({ port, conf, dir }) {
  mkdirSync(path.join(dir, 'cache'), { recursive: true });
  const confFile = path.join(dir, 'nginx.conf');
  writeFileSync(confFile, conf);
  const args = ['-p', dir, '-c', confFile, '-e', path.join(dir, 'error.log'), '-g', `daemon off; pid ${path.join(dir, 'nginx.pid')};`];
  const test = spawn(NGINX_BIN, [...args, '-t', '-q'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let complaint = '';
  test.stderr.on('data', (chunk) => (complaint += chunk));
  const code = await new Promise((resolve) => test.on('exit', resolve));
  if (code !== 0) throw new Error(`nginx -t refused ${confFile}:\n${complaint}`);
  const child = spawn(NGINX_BIN, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  const handle = processHandle(child, 'nginx');
  // SIGQUIT: graceful stop of the master, which stops its workers.
  const stop = async () => {
    if (!handle.running()) return;
    child.kill('SIGQUIT');
    const timer = setTimeout(() => handle.running() && child.kill('SIGTERM'), 5_000);
    await handle.exited;
    clearTimeout(timer);
  };
  await Promise.race([waitForPort(port), handle.exited.then(({ code: exit }) => Promise.reject(new Error(`nginx on ${port} exited (${exit})`)))]);
  return { ...handle, stop, origin: `http://127.0.0.1:${port}`, dir };
}

/**
 * N app instances behind nginx (deploy/nginx.conf), on `databaseUrl` (PostgreSQL) with the shared counters
 * in `redisUrl`, or in a redis-server started here on `redisPort` (neither: per-instance counters). Instances listen on
 * `appPorts` when given (one per instance, e.g. free ports), else on basePort, basePort+1, …, with TRUST_PROXY=1.
 * Returns { nginx, apps, redis, dir, stop() }; stop() stops nginx, the apps and a Redis started here.
 * @param {{ instances?: number, basePort?: number, appPorts?: number[], nginxPort: number, databaseUrl?: string, redisUrl?: string,
 *   redisPort?: number, dataDir: string, env?: Record<string, string>, accessLog?: boolean, startTimeoutMs?: number }} options
 */
export async function startCluster({ instances = 2, basePort, appPorts, nginxPort, databaseUrl, redisUrl, redisPort, dataDir, env = {}, accessLog = false, startTimeoutMs = 180_000 }) {
  const ports = Array.from({ length: instances }, (_, index) => appPorts?.[index] ?? (basePort === undefined ? undefined : basePort + index));
  if (ports.some((port) => !Number.isInteger(port))) throw new Error(`startCluster: ${instances} instances need ${instances} appPorts or a basePort`);
  const dir = mkdtempSync(path.join(os.tmpdir(), `navlun-nginx-${nginxPort}-`));
  const started = [];
  const stopAll = async () => {
    for (const handle of started.reverse()) await handle.stop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    let redis = null;
    if (!redisUrl && redisPort) {
      redis = await startRedis({ port: redisPort });
      started.push(redis);
    }
    const sharedEnv = {
      DATA_DIR: dataDir,
      TRUST_PROXY: '1',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...((redisUrl ?? redis?.url) ? { REDIS_URL: redisUrl ?? redis.url } : {}),
      // Every instance must sign and check chat tokens with the same key.
      CHAT_TOKEN_SECRET: env.CHAT_TOKEN_SECRET ?? 'navlun-cluster-chat-token-secret-0123456789',
      PUBLIC_ORIGIN: `http://localhost:${nginxPort}`,
      // An editor's change regenerates the page on every instance (lib/server/content/revalidate-pages.ts).
      REVALIDATE_ORIGINS: ports.map((port) => `http://127.0.0.1:${port}`).join(','),
      ...env,
    };
    const apps = [];
    // One at a time: the first applies the migrations and the seed (under PostgreSQL's advisory lock).
    for (let index = 0; index < instances; index++) {
      const port = /** @type {number} */ (ports[index]);
      const app = await startApp({ port, timeoutMs: startTimeoutMs, env: { ...sharedEnv, APP_ORIGIN: `http://localhost:${port}` } });
      apps.push(app);
      started.push(app);
    }
    const conf = renderNginxConf({ port: nginxPort, upstreams: apps.map((app) => new URL(app.origin).host), dir, accessLog });
    const nginx = await startNginx({ port: nginxPort, conf, dir });
    started.push(nginx);
    await waitForHttp(`${nginx.origin}/api/Lookup/GetAll`);
    return { nginx, apps, redis, dir, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
