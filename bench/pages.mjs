#!/usr/bin/env node
// [Q1] Page throughput of `npm run bench` (bench/run.mjs calls measurePages), or alone: `node bench/pages.mjs`
// prints the table (BENCH_SECONDS, default 10). Needs a build (.next), PostgreSQL (scripts/ci/postgres.sh),
// nginx and redis-server (scripts/ci/ensure-ops-tools.sh installs what is missing).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { signingKeys } from '../idp/keys.mjs';
import { ensureOpsTools, startCluster, startNginx } from '../scripts/ops/cluster.mjs';

/** The pages measured: four public ones (statically generated, revalidated) and the signed-in dashboard. */
export const pageTargets = [
  { name: 'Home', path: '/' },
  { name: 'Service page (sea freight FCL)', path: '/hizmetlerimiz/denizyolu-full-fcl' },
  { name: 'Blog post', path: '/bloglar/demuraj-ve-detention-konteyner-cezalarindan-nasil-kacinilir' },
  { name: 'Logistics dictionary', path: '/lojistik-sozlugu' },
  { name: 'Account dashboard (signed in, server-rendered)', path: '/hesabim/panel', signedIn: true },
];

/** The budget of a public page through deploy/nginx.conf: at least half of nginx serving the same HTML file. */
export const FRONT_BUDGET = { ratioToNginx: 0.5 };

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null);
const round2 = (n) => (n === null ? null : Math.round(n * 100) / 100);

/** One autocannon run of `url`: req/s and latency percentiles (from every response, not autocannon's buckets). */
async function run(url, { seconds, connections, headers = {} }) {
  const latencies = [];
  const instance = autocannon({ url, connections, duration: seconds, headers: { 'accept-encoding': 'gzip', ...headers } });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    rps: Math.round(result.requests.average),
    p50: round2(percentile(latencies, 50)),
    p95: round2(percentile(latencies, 95)),
    p99: round2(percentile(latencies, 99)),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** A private PostgreSQL on `port` (its own directory) with a fresh database; stop() stops it by its pid file. */
async function startPostgres(root, port) {
  const env = { ...process.env, PG_PORT: String(port), PG_DIR: `/tmp/navlun-bench-pages-pg-${port}` };
  const script = path.join(root, 'scripts/ci/postgres.sh');
  const stop = () => void execFileSync('bash', [script, 'stop'], { env, stdio: 'ignore' });
  stop();
  const adminUrl = execFileSync('bash', [script, 'start'], { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
  const admin = new pg.Pool({ connectionString: adminUrl, max: 1 });
  try {
    await admin.query('drop database if exists navlun_bench_pages with (force)');
    await admin.query('create database navlun_bench_pages');
  } finally {
    await admin.end();
  }
  return { url: adminUrl.replace(/\/postgres$/, '/navlun_bench_pages'), stop };
}

/** A demo user's access token signed with `dataDir`'s embedded-provider key (scripts/token.mts). */
function demoToken(root, dataDir, email) {
  return execFileSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/token.mts', email], { cwd: root, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' }).trim();
}

/**
 * nginx serving each page's saved HTML as a static file, compressed once beforehand (gzip_static): the ceiling
 * of this machine, with the front's worker settings.
 */
function staticNginxConf({ port, dir, user }) {
  return `${user ? `user ${user};\n` : ''}worker_processes auto;
events { worker_connections 4096; multi_accept on; }
http {
  default_type text/html;
  sendfile on; tcp_nopush on; tcp_nodelay on; server_tokens off;
  keepalive_timeout 65s; keepalive_requests 10000;
  access_log off;
  gzip_static on;
  gzip_vary on;
  client_body_temp_path ${dir}/body-temp; proxy_temp_path ${dir}/proxy-temp; fastcgi_temp_path ${dir}/fastcgi-temp; uwsgi_temp_path ${dir}/uwsgi-temp; scgi_temp_path ${dir}/scgi-temp;
  server {
    listen 127.0.0.1:${port};
    root ${dir}/html;
    location / { try_files $uri/index.html =404; }
  }
}
`;
}

/**
 * Page throughput: for each page, autocannon (`connections`, `seconds`, `Accept-Encoding: gzip` as every browser
 * sends it) against
 *   1. nginx serving that page's HTML (saved from the app, gzip-compressed once) as a static file — the ceiling;
 *   2. one app instance (scripts/server.mjs, what `next start` serves, plus the API) directly;
 *   3. public pages only: the shipped front, deploy/nginx.conf (proxy_cache) in front of 2 instances.
 * Self-contained: starts a private PostgreSQL (port 55452), Redis (6391), two instances (3840, 3841), the front
 * (8835) and the static nginx (8836), and stops them all by PID whatever happens. Needs a build (.next).
 *
 * @param {{ root: string, seconds?: number, connections?: number }} options
 * @returns {Promise<Array<{ name: string, url: string, rps: number, p50: number|null, p95: number|null, p99: number|null,
 *   non2xx: number, errors: number, ratioToNginx: number|null, budget?: { ratioToNginx: number }, withinBudget: boolean }>>}
 *   One row per page and server, named "<page> — nginx static file" / "— app instance" / "— nginx front, 2 instances";
 *   `url` is the path measured; `ratioToNginx` is rps over the nginx row's rps for the same page (1 on that row);
 *   only front rows of public pages carry a budget (ratioToNginx ≥ 0.5, no non-2xx, no errors); `withinBudget`
 *   is true on rows without one.
 */
export async function measurePages({ root, seconds = 10, connections = 50 }) {
  await ensureOpsTools();
  const ports = { app: 3840, front: 8835, ceiling: 8836, redis: 6391, pg: 55452 };
  const dataDir = path.join(root, 'bench', '.work', 'data-pages');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  await signingKeys(dataDir);
  const staticDir = mkdtempSync(path.join(os.tmpdir(), 'navlun-bench-static-'));
  const stops = [];
  try {
    const postgres = await startPostgres(root, ports.pg);
    stops.push(async () => postgres.stop());
    const cluster = await startCluster({
      instances: 2,
      basePort: ports.app,
      nginxPort: ports.front,
      redisPort: ports.redis,
      databaseUrl: postgres.url,
      dataDir,
      env: { RATE_LIMIT_MULTIPLIER: '100000', TARIFF_SEED_SCALE: '0.1', LOG_LEVEL: 'warn' },
    });
    stops.push(() => cluster.stop());
    const token = demoToken(root, dataDir, 'customer@navlunport.test');
    const [app] = cluster.apps;
    // A server-side session started as a browser does (POST /api/login); its cookie opens it on either instance.
    const login = await fetch(`${app.origin}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: app.origin }, body: JSON.stringify({ token }) });
    if (login.status !== 200) throw new Error(`login answered ${login.status}`);
    const cookie = login.headers.getSetCookie().find((line) => line.startsWith('navlun_session=')).split(';')[0];

    // The ceiling's files: each page's HTML as the app serves it.
    for (const page of pageTargets) {
      const response = await fetch(`${app.origin}${page.path}`, { headers: { 'accept-encoding': 'identity', ...(page.signedIn ? { cookie } : {}) }, redirect: 'manual' });
      if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}`);
      const file = path.join(staticDir, 'html', page.path, 'index.html');
      mkdirSync(path.dirname(file), { recursive: true });
      const html = Buffer.from(await response.arrayBuffer());
      writeFileSync(file, html);
      writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
    }
    const ceiling = await startNginx({ port: ports.ceiling, dir: staticDir, conf: staticNginxConf({ port: ports.ceiling, dir: staticDir, user: process.getuid?.() === 0 ? 'root' : null }) });
    stops.push(() => ceiling.stop());
    const probe = await fetch(`${ceiling.origin}${pageTargets[0].path}`, { headers: { 'accept-encoding': 'gzip' } });
    if (probe.headers.get('content-encoding') !== 'gzip') throw new Error('the static nginx does not serve the pre-compressed file');

    const rows = [];
    const options = { seconds, connections };
    for (const page of pageTargets) {
      const headers = page.signedIn ? { cookie } : {};
      const reference = await run(`${ceiling.origin}${page.path}`, options);
      const ratio = (rps) => (reference.rps ? Math.round((rps / reference.rps) * 100) / 100 : null);
      rows.push({ name: `${page.name} — nginx static file`, url: page.path, ...reference, ratioToNginx: 1, withinBudget: true });
      const direct = await run(`${app.origin}${page.path}`, { ...options, headers });
      rows.push({ name: `${page.name} — app instance`, url: page.path, ...direct, ratioToNginx: ratio(direct.rps), withinBudget: true });
      if (!page.signedIn) {
        await (await fetch(`${cluster.nginx.origin}${page.path}`)).arrayBuffer(); // fills the cache
        const front = await run(`${cluster.nginx.origin}${page.path}`, options);
        const ratioToNginx = ratio(front.rps);
        rows.push({
          name: `${page.name} — nginx front, 2 instances`,
          url: page.path,
          ...front,
          ratioToNginx,
          budget: FRONT_BUDGET,
          withinBudget: ratioToNginx !== null && ratioToNginx >= FRONT_BUDGET.ratioToNginx && front.non2xx === 0 && front.errors === 0,
        });
      }
      for (const row of rows.slice(-3)) if (row.url === page.path) console.info(`${row.name}: ${row.rps} req/s, p50 ${row.p50} / p95 ${row.p95} ms, × nginx ${row.ratioToNginx}`);
    }
    return rows;
  } finally {
    for (const stop of stops.reverse()) await stop().catch((error) => console.error(`stopping: ${error}`));
    rmSync(staticDir, { recursive: true, force: true });
  }
}

/** The rows as a Markdown table. */
export function pagesTable(rows) {
  return [
    '| page | req/s | p50 / p95 / p99 ms | non-2xx | errors | × nginx | budget |',
    '|---|---:|---:|---:|---:|---:|---|',
    ...rows.map((r) => `| ${r.name} | ${r.rps} | ${r.p50} / ${r.p95} / ${r.p99} | ${r.non2xx} | ${r.errors} | ${r.ratioToNginx ?? '–'} | ${r.budget ? `≥ ${r.budget.ratioToNginx} ${r.withinBudget ? '✓' : '✗'}` : '–'} |`),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.resolve(import.meta.dirname, '..');
  const rows = await measurePages({ root, seconds: Number(process.env.BENCH_SECONDS ?? 10), connections: 50 });
  console.info(`\n${pagesTable(rows)}`);
  if (rows.some((row) => !row.withinBudget)) process.exitCode = 1;
}
