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
import { tsImport } from 'tsx/esm/api';
import pg from 'pg';
import { signingKeys } from '../idp/keys.mjs';
import { ensureOpsTools, startCluster, startNginx } from '../scripts/ops/cluster.mjs';
import { startApp } from '../scripts/ops/processes.mjs';
import { createAccountRecords } from './account-records.mjs';
import { demoToken, sessionCookie } from './demo-session.mjs';
import { barePaths, startBareNext } from './bare-next.mjs';
import { budgetText } from './report.mjs';

const { istanbulToday } = await tsImport('../lib/domain/business-date.ts', import.meta.url);

/** The public pages measured (statically generated, revalidated); `htmlKb`: the budget of the page's HTML as sent, uncompressed. */
export const pageTargets = [
  { name: 'Home', path: '/', htmlKb: 60 },
  { name: 'Service page (sea freight FCL)', path: '/hizmetlerimiz/denizyolu-full-fcl', htmlKb: 60 },
  { name: 'Blog post', path: '/bloglar/demuraj-ve-detention-konteyner-cezalarindan-nasil-kacinilir' },
  { name: 'Logistics dictionary', path: '/lojistik-sozlugu' },
];

/** The signed-in account pages measured (server-rendered per request), given the records bench/account-records.mjs made. */
export const signedInTargets = [
  { name: 'Account dashboard', path: () => '/hesabim/panel', screen: () => 'dashboard' },
  { name: 'My requests (list)', path: () => '/hesabim/talepler', screen: () => 'requests' },
  { name: 'Request detail', path: ({ requestId }) => `/hesabim/talepler/talep-detayi?id=${requestId}`, screen: ({ requestId }) => `requestDetail&id=${requestId}` },
  { name: 'Reservation detail', path: ({ reservationId }) => `/hesabim/rezervasyonlar/rezervasyon-detaylari?id=${reservationId}`, screen: ({ reservationId }) => `reservationDetails&id=${reservationId}` },
];

/** The budget of a public page through deploy/nginx.conf: as fast as nginx serving the same HTML file, within 5 %. */
export const FRONT_BUDGET = { ratioToNginx: 0.95 };
/** A public page from one app instance: at least half of a bare Next.js static page (bench/bare-next.mjs) in the same run. */
export const PUBLIC_PAGE_BUDGET = { ratioToBare: 0.5 };
/** A signed-in page from one instance, on PGlite and on PostgreSQL: a tenth of a bare Next.js server-rendered page, p95 ≤ 250 ms. */
export const SIGNED_IN_BUDGET = { ratioToBare: 0.1, p95: 250 };

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

/** The budget check of a row: every key of `budget` held, no non-2xx answer, no error. */
function withinBudget(row, budget) {
  const ratios = ['ratioToNginx', 'ratioToBare'].every((key) => budget[key] === undefined || (row[key] !== null && row[key] >= budget[key]));
  const html = budget.htmlKb === undefined || row.htmlKb <= budget.htmlKb;
  return ratios && html && (budget.p95 === undefined || (row.p95 !== null && row.p95 <= budget.p95)) && row.non2xx === 0 && row.errors === 0;
}

const ratioOf = (rps, reference) => (reference ? Math.round((rps / reference) * 100) / 100 : null);

/**
 * Page throughput: autocannon (`connections`, `seconds`, `Accept-Encoding: gzip` as every browser sends it) against
 *   0. a bare Next.js app built in this run (bench/bare-next.mjs): its static and its server-rendered page, the floor
 *      the product's pages are stated against;
 *   for each public page
 *   1. nginx serving that page's HTML (saved from the app, gzip-compressed once) as a static file — the ceiling;
 *   2. one app instance (scripts/server.mjs, what `next start` serves, plus the API) directly: ≥ 0.5 × the bare static page;
 *   3. the shipped front, deploy/nginx.conf (proxy_cache) in front of 2 instances: ≥ 0.5 × nginx;
 *   and for each signed-in page (the demo customer's session), one instance on PostgreSQL and one on PGlite (the
 *   embedded default): ≥ 0.1 × the bare server-rendered page, p95 ≤ 250 ms.
 * Self-contained: starts a private PostgreSQL (port 55452), Redis (6391), two instances (3840, 3841), the front
 * (8835), the static nginx (8836), a PGlite instance (3845) and the bare app (3846), and stops them all by PID
 * whatever happens. Needs a build (.next).
 *
 * @param {{ root: string, seconds?: number, connections?: number }} options
 * @returns {Promise<Array<{ name: string, url: string, rps: number, p50: number|null, p95: number|null, p99: number|null,
 *   non2xx: number, errors: number, ratioToNginx: number|null, ratioToBare: number|null,
 *   budget?: { ratioToNginx?: number, ratioToBare?: number, p95?: number }, withinBudget: boolean }>>}
 *   `ratioToNginx` is rps over the nginx row's rps for the same page; `ratioToBare` over the bare page of the same
 *   kind (static for public pages, server-rendered for signed-in ones); `withinBudget` is true on rows without one.
 */
export async function measurePages({ root, seconds = 10, connections = 50 }) {
  await ensureOpsTools();
  const ports = { app: 3840, front: 8835, ceiling: 8836, redis: 6391, pg: 55452, pglite: 3845, bare: 3846 };
  const dataDir = path.join(root, 'bench', '.work', 'data-pages');
  const pgliteDir = path.join(root, 'bench', '.work', 'data-pages-pglite');
  for (const dir of [dataDir, pgliteDir]) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    await signingKeys(dir);
  }
  const staticDir = mkdtempSync(path.join(os.tmpdir(), 'navlun-bench-static-'));
  const stops = [];
  /** Stops one of the servers now (the rest are stopped at the end whatever happens). */
  const release = async (stop) => {
    stops.splice(stops.indexOf(stop), 1);
    await stop();
  };
  const options = { seconds, connections };
  const rows = [];
  const report = (row) => {
    rows.push(row);
    console.info(`${row.name}: ${row.rps} req/s, p50 ${row.p50} / p95 ${row.p95} ms${row.ratioToNginx ? `, × nginx ${row.ratioToNginx}` : ''}${row.ratioToBare ? `, × bare ${row.ratioToBare}` : ''}${row.htmlKb ? `, HTML ${row.htmlKb} kB` : ''}`);
  };
  try {
    const bare = await startBareNext({ root, port: ports.bare });
    const stopBare = () => bare.stop();
    stops.push(stopBare);
    const bareRps = {};
    for (const [kind, label] of [['ssg', 'static (getStaticProps)'], ['ssr', 'server-rendered (getServerSideProps)']]) {
      const measured = await run(`${bare.origin}${barePaths[kind]}`, options);
      bareRps[kind] = measured.rps;
      report({ name: `Bare Next.js page, ${label}`, url: barePaths[kind], ...measured, ratioToNginx: null, ratioToBare: 1, withinBudget: true });
    }
    await release(stopBare);

    const postgres = await startPostgres(root, ports.pg);
    const stopPostgres = async () => postgres.stop();
    stops.push(stopPostgres);
    const env = { RATE_LIMIT_MULTIPLIER: '100000', TARIFF_SEED_SCALE: '0.1', LOG_LEVEL: 'warn' };
    const cluster = await startCluster({ instances: 2, basePort: ports.app, nginxPort: ports.front, redisPort: ports.redis, databaseUrl: postgres.url, dataDir, env });
    const stopCluster = () => cluster.stop();
    stops.push(stopCluster);
    const [app] = cluster.apps;
    const cookie = await sessionCookie(app.origin, demoToken(root, dataDir, 'customer@navlunport.test'));

    // The ceiling's files: each public page's HTML as the app serves it.
    const htmlKb = {};
    for (const page of pageTargets) {
      const response = await fetch(`${app.origin}${page.path}`, { headers: { 'accept-encoding': 'identity' }, redirect: 'manual' });
      if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}`);
      const file = path.join(staticDir, 'html', page.path, 'index.html');
      mkdirSync(path.dirname(file), { recursive: true });
      const html = Buffer.from(await response.arrayBuffer());
      htmlKb[page.path] = Math.round(html.length / 100) / 10;
      writeFileSync(file, html);
      writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
    }
    const ceiling = await startNginx({ port: ports.ceiling, dir: staticDir, conf: staticNginxConf({ port: ports.ceiling, dir: staticDir, user: process.getuid?.() === 0 ? 'root' : null }) });
    const stopCeiling = () => ceiling.stop();
    stops.push(stopCeiling);
    const probe = await fetch(`${ceiling.origin}${pageTargets[0].path}`, { headers: { 'accept-encoding': 'gzip' } });
    if (probe.headers.get('content-encoding') !== 'gzip') throw new Error('the static nginx does not serve the pre-compressed file');

    for (const page of pageTargets) {
      const reference = await run(`${ceiling.origin}${page.path}`, options);
      report({ name: `${page.name} — nginx static file`, url: page.path, ...reference, ratioToNginx: 1, ratioToBare: null, withinBudget: true });
      const direct = await run(`${app.origin}${page.path}`, options);
      const budget = { ...PUBLIC_PAGE_BUDGET, ...(page.htmlKb ? { htmlKb: page.htmlKb } : {}) };
      const directRow = { name: `${page.name} — app instance`, url: page.path, ...direct, htmlKb: htmlKb[page.path], ratioToNginx: ratioOf(direct.rps, reference.rps), ratioToBare: ratioOf(direct.rps, bareRps.ssg), budget };
      report({ ...directRow, withinBudget: withinBudget(directRow, budget) });
      await (await fetch(`${cluster.nginx.origin}${page.path}`)).arrayBuffer(); // fills the cache
      const front = await run(`${cluster.nginx.origin}${page.path}`, options);
      const frontRow = { name: `${page.name} — nginx front, 2 instances`, url: page.path, ...front, ratioToNginx: ratioOf(front.rps, reference.rps), ratioToBare: null, budget: FRONT_BUDGET };
      report({ ...frontRow, withinBudget: withinBudget(frontRow, FRONT_BUDGET) });
    }
    await measureSignedIn({ database: 'PostgreSQL', origin: app.origin, cookie, root, dataDir, options, bareRps, report });
    // The PGlite instance is measured alone on the machine.
    for (const stop of [stopCeiling, stopCluster, stopPostgres]) await release(stop);

    const pglite = await startApp({ port: ports.pglite, env: { DATA_DIR: pgliteDir, ...env }, timeoutMs: 180_000 });
    stops.push(() => pglite.stop());
    const pgliteCookie = await sessionCookie(pglite.origin, demoToken(root, pgliteDir, 'customer@navlunport.test'));
    await measureSignedIn({ database: 'PGlite', origin: pglite.origin, cookie: pgliteCookie, root, dataDir: pgliteDir, options, bareRps, report });
    return rows;
  } finally {
    for (const stop of stops.reverse()) await stop().catch((error) => console.error(`stopping: ${error}`));
    rmSync(staticDir, { recursive: true, force: true });
  }
}

/**
 * The signed-in pages on the app at `origin` (records made first), each against the bare server-rendered page: the
 * full page load (the shell filled by the server) and the data a navigation from another screen loads.
 */
async function measureSignedIn({ database, origin, cookie, root, dataDir, options, bareRps, report }) {
  const records = await createAccountRecords({
    origin,
    customerToken: demoToken(root, dataDir, 'customer@navlunport.test'),
    operatorToken: demoToken(root, dataDir, 'operator@navlunport.test'),
    readyDate: istanbulToday(7),
    validUntil: istanbulToday(10),
  });
  for (const page of signedInTargets) {
    const url = page.path(records);
    const check = await fetch(`${origin}${url}`, { headers: { cookie }, redirect: 'manual' });
    await check.arrayBuffer();
    if (check.status !== 200) throw new Error(`${url} answered ${check.status} on ${database}`);
    for (const [what, address] of [
      ['page', url],
      ['data on a navigation', `/api/Account/Screen?screen=${page.screen(records)}`],
    ]) {
      const measured = await run(`${origin}${address}`, { ...options, headers: { cookie } });
      const row = { name: `${page.name} (signed in), ${what} — app instance, ${database}`, url: address, ...measured, ratioToNginx: null, ratioToBare: ratioOf(measured.rps, bareRps.ssr), budget: SIGNED_IN_BUDGET };
      report({ ...row, withinBudget: withinBudget(row, SIGNED_IN_BUDGET) });
    }
  }
}

/** The rows as a Markdown table. */
export function pagesTable(rows) {
  return [
    '| page | req/s | p50 / p95 / p99 ms | non-2xx | errors | × nginx | × bare Next | HTML kB | budget |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows.map((r) => `| ${r.name} | ${r.rps} | ${r.p50} / ${r.p95} / ${r.p99} | ${r.non2xx} | ${r.errors} | ${r.ratioToNginx ?? '–'} | ${r.ratioToBare ?? '–'} | ${r.htmlKb ?? '–'} | ${r.budget ? `${budgetText(r.budget)} ${r.withinBudget ? '✓' : '✗'}` : '–'} |`),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.resolve(import.meta.dirname, '..');
  const rows = await measurePages({ root, seconds: Number(process.env.BENCH_SECONDS ?? 10), connections: 50 });
  console.info(`\n${pagesTable(rows)}`);
  if (rows.some((row) => !row.withinBudget)) process.exitCode = 1;
}
