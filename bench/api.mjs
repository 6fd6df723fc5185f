// [Q1] The API targets of `npm run bench` and their measurement: autocannon at 50 connections (the chat targets
// paced as conversations), against the product started on a port and data directory of its own. On PGlite by
// default; `BENCH_DATABASE=postgres` (or `--postgres`) runs the app on a private PostgreSQL (scripts/ci/postgres.sh,
// PG_PORT 55461) seeded with 1,000,000 milestones, and prints the tracking lookup's plan.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { tsImport } from 'tsx/esm/api';
import { startApp as startAppInstance } from '../scripts/ops/processes.mjs';

/** The one business-date helper and the demo tracking data's references (TypeScript), as the product and the tests use them. */
const { istanbulToday } = await tsImport('../lib/domain/business-date.ts', import.meta.url);
const { demoReference } = await tsImport('../lib/server/db/seed/demo-shipments.ts', import.meta.url);

const serviceKey = process.env.SERVICE_KEY ?? 'navlunport-embedded-service-key';
/** Set by runApi: the app under test and the sample of bulk tracking numbers. */
let origin = '';
let trackingSampleFile = '';
let duration = 10;

/** Each target with its budget (DESIGN/issues); a broken budget fails `npm run bench:check`. */
export const apiTargets = [
  { name: 'Lookup/GetAll (ETag revalidation → 304)', path: '/api/Lookup/GetAll', method: 'GET', etag: true, budget: { p95: 10 } },
  { name: 'Lookup/GetAll (full body, gzip)', path: '/api/Lookup/GetAll', method: 'GET', headers: { 'accept-encoding': 'gzip' } },
  { name: 'Language/GetList', path: '/api/Language/GetList', method: 'POST', headers: { 'x-service-key': serviceKey, 'content-type': 'application/json' }, body: '{}' },
  {
    name: 'Freight/Search (LCL Mersin → New York, pre-carriage, insurance)',
    path: '/api/Freight/Search',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(freightSearchBody()),
    budget: { p95: 25, rps: 500 },
  },
  {
    name: 'Freight/Search (24 searches over every mode and 24 lanes, in turn)',
    path: '/api/Freight/Search',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: mixedSearches().map((body) => ({ method: 'POST', path: '/api/Freight/Search', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })),
    budget: { p95: 25, rps: 500 },
  },
  {
    name: 'Tracking/Get (container, B/L, AWB and booking numbers in turn; 1,000,000 milestone rows)',
    path: '/api/Tracking/Get',
    method: 'GET',
    requests: trackingNumbers().map((number) => ({ method: 'GET', path: `/api/Tracking/Get?number=${encodeURIComponent(number)}` })),
    budget: { p95: 15 },
  },
  {
    name: 'Tracking/Get (2,000 different shipments among 1,000,000 milestone rows)',
    path: '/api/Tracking/Get',
    method: 'GET',
    requests: () => JSON.parse(readFileSync(trackingSampleFile, 'utf8')).map((number) => ({ method: 'GET', path: `/api/Tracking/Get?number=${encodeURIComponent(number)}` })),
    budget: { p95: 15 },
  },
  {
    // [M3] The database lookup itself: a second app instance with the anonymous answer cache off. Its budget is
    // PostgreSQL's (production); on PGlite (single-threaded, one query at a time) the row is reported only.
    name: 'Tracking/Get (2,000 different shipments, TRACKING_CACHE_SECONDS=0: every call reads the database)',
    path: '/api/Tracking/Get',
    method: 'GET',
    uncached: true,
    requests: () => JSON.parse(readFileSync(trackingSampleFile, 'utf8')).map((number) => ({ method: 'GET', path: `/api/Tracking/Get?number=${encodeURIComponent(number)}` })),
    budget: { p95: 15 },
    budgetOn: 'postgres',
  },
  {
    // [M6] 20 concurrent conversations asking the assistant (FAQ, tracking, quote and unanswerable questions in turn),
    // each sending 2 messages a second (far faster than anyone types), each on its own clock (see measurePaced);
    // unpaced, the run measures PGlite's queue instead.
    name: 'Chat: assistant answer (POST activity, 20 concurrent conversations × 2/s)',
    path: '/api/directline/conversations',
    method: 'POST',
    connections: 20,
    paced: 2,
    requests: () => chatBench.posts,
    budget: { p95: 50 },
  },
  {
    // Web Chat polls once a second; here each conversation polls 5 times a second.
    name: 'Chat: poll (GET activities?watermark=, 20 concurrent conversations × 5/s)',
    path: '/api/directline/conversations',
    method: 'GET',
    connections: 20,
    paced: 5,
    prepare: chatPolls,
    requests: () => chatBench.polls,
    budget: { p95: 10 },
  },
];

/** [M6] Conversations for the chat targets, opened once the server is up (chatSetup). */
const chatBench = { posts: [], polls: [], conversations: [] };
const chatQuestions = ['Gümrük işlemleri ne kadar sürer?', 'How long does customs clearance take?', 'CSQU3054383', "İstanbul'dan Hamburg'a 3 palet", 'konşimento nedir', 'qwxz plmok vbnrt', 'Navlun nasıl hesaplanır?', '3 pallets from Istanbul to Hamburg'];
async function chatSetup() {
  // Many conversations, so no one of them nears its 500 activities during the run.
  for (let index = 0; index < 200; index += 1) {
    const locale = index % 2 ? 'en-US' : 'tr-TR';
    const { token, conversationId } = await (await fetch(`${origin}/api/chat/token?locale=${locale}`)).json();
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const activities = `/api/directline/conversations/${encodeURIComponent(conversationId)}/activities`;
    await fetch(`${origin}${activities}`, { method: 'POST', headers, body: JSON.stringify({ type: 'event', name: 'startConversation', value: { locale } }) });
    chatBench.posts.push({ method: 'POST', path: activities, headers, body: JSON.stringify({ type: 'message', text: chatQuestions[index % chatQuestions.length] }) });
    chatBench.conversations.push({ activities, authorization: headers.authorization });
  }
}
/** Polls as Web Chat makes them: from the latest watermark (nothing new) or just before the last answer (one question and answer). */
async function chatPolls() {
  chatBench.polls = [];
  for (const [index, { activities, authorization }] of chatBench.conversations.entries()) {
    let watermark = '';
    for (;;) {
      const page = await (await fetch(`${origin}${activities}?watermark=${watermark}`, { headers: { authorization } })).json();
      if (page.activities.length === 0) break;
      watermark = page.watermark;
    }
    const from = index % 2 ? Number(watermark) : Math.max(0, Number(watermark) - 2);
    chatBench.polls.push({ method: 'GET', path: `${activities}?watermark=${from}`, headers: { authorization } });
  }
}

/** The showcase numbers of the demo tracking data (lib/server/db/seed/demo-shipments.ts), each kind of number. */
function trackingNumbers() {
  return ['CSQU3054383', 'msku 804215-8', 'HLXU2298719', '235-12345675', 'MROC0108815530', 'TCNU4809262', demoReference(800_003)];
}

/** A spread of real searches: sea LCL/FCL, air, minivan and parcels, exports and imports, provinces as origins. */
function mixedSearches() {
  const base = freightSearchBody();
  const pallets = base.orderDimensionList;
  const parcels = [{ packageType: 'BOX', length: 40, width: 30, height: 20, dimensionUnit: 'cm', weight: 2, weightUnit: 'kg', count: 3 }];
  const lanes = [
    ['SEA_LCL', 'TRMER', 'USNYC'], ['SEA_LCL', 'TRAMR', 'DEHAM'], ['SEA_LCL', 'TRIZM', 'NLRTM'], ['SEA_LCL', 'CNSHA', 'TRMER'], ['SEA_LCL', 'TR-27', 'USNYC'], ['SEA_LCL', 'TRALI', 'ITGOA'],
    ['SEA_FCL', 'TRMER', 'USNYC'], ['SEA_FCL', 'TRAMR', 'CNSHA'], ['SEA_FCL', 'TRGEM', 'ESVLC'], ['SEA_FCL', 'KRPUS', 'TRMER'], ['SEA_FCL', 'TR-16', 'DEHAM'], ['SEA_FCL', 'TRISK', 'AEJEA'],
    ['AIR', 'IST', 'JFK'], ['AIR', 'SAW', 'FRA'], ['AIR', 'ADB', 'LHR'], ['AIR', 'PVG', 'IST'], ['AIR', 'ESB', 'DXB'], ['AIR', 'IST', 'NRT'],
    ['ROAD', 'TRIST', 'DEHAM'], ['ROAD', 'TRIZM', 'ITGOA'], ['ROAD', 'TR-16', 'NLRTM'],
    ['PARCEL', 'IST', 'FRA'], ['PARCEL', 'SAW', 'JFK'], ['PARCEL', 'IST', 'DXB'],
  ];
  // Trucking from Gaziantep to a Turkish port; a province as the origin is trucked anyway.
  const trucked = (origin, mode) => /^TR[A-Z]{3}$/.test(origin) && mode !== 'PARCEL';
  return lanes.map(([mode, origin, destination]) => ({
    ...base,
    mode,
    origin,
    destination,
    earlyTransport: trucked(origin, mode),
    earlyTransportCityId: trucked(origin, mode) ? base.earlyTransportCityId : undefined,
    incoterm: mode === 'SEA_LCL' || mode === 'SEA_FCL' ? 'FOB' : 'FCA',
    orderDimensionList: mode === 'SEA_FCL' ? [] : mode === 'PARCEL' ? parcels : pallets,
    containers: mode === 'SEA_FCL' ? [{ type: '40HC', count: 2 }] : [],
  }));
}

/** A realistic LCL search: two pallet rows from Gaziantep via Mersin to New York, ready today in Istanbul. */
function freightSearchBody() {
  return {
    mode: 'SEA_LCL',
    origin: 'TRMER',
    destination: 'USNYC',
    readyDate: istanbulToday(),
    incoterm: 'FCA',
    earlyTransport: true,
    earlyTransportCityId: 27,
    departurePortService: true,
    arrivalPortService: false,
    orderDimensionList: [
      { packageType: 'PALLET', length: 120, width: 80, height: 150, dimensionUnit: 'cm', weight: 450, weightUnit: 'kg', count: 4 },
      { packageType: 'BOX', length: 60, width: 40, height: 40, dimensionUnit: 'cm', weight: 25, weightUnit: 'kg', count: 10 },
    ],
    isStackable: true,
    wantInsurance: true,
    productPrice: 48_000_00,
    productPriceCurrency: 'USD',
    hsCode: '620342',
  };
}

/** The p-th percentile of ascending `sorted` values (nearest rank). */
export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * [M6] Paced conversations: each of `connections` sends `paced` requests a second on its own clock, starting at a
 * random point of its first period (people don't type in step), and waits for each answer before its next turn.
 * autocannon's connectionRate starts every connection at the same instant, so its p95 measured one burst of 20
 * requests queued behind each other rather than 20 conversations.
 */
async function measurePaced(target) {
  const requests = typeof target.requests === 'function' ? target.requests() : target.requests;
  const period = 1000 / target.paced;
  const end = performance.now() + (target.duration ?? duration) * 1000;
  const latencies = [];
  let non2xx = 0;
  let errors = 0;
  const conversation = async (index) => {
    let next = performance.now() + Math.random() * period;
    for (let turn = 0; ; turn++) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
      if (performance.now() >= end) return;
      const request = requests[(index + turn * target.connections) % requests.length];
      const started = performance.now();
      try {
        const response = await fetch(`${origin}${request.path}`, { method: request.method, headers: request.headers, body: request.body });
        await response.arrayBuffer();
        if (response.status < 200 || response.status > 299) non2xx++;
        latencies.push(performance.now() - started);
      } catch {
        errors++;
      }
      next = Math.max(next + period, performance.now());
    }
  };
  await Promise.all(Array.from({ length: target.connections }, (_, index) => conversation(index)));
  return { latencies, total: latencies.length, rps: latencies.length / (target.duration ?? duration), non2xx, errors };
}

async function measure(target) {
  if (target.paced) return summarize(target, await measurePaced(target));
  const headers = { ...target.headers };
  if (target.etag) headers['if-none-match'] = (await fetch(`${origin}${target.path}`)).headers.get('etag');
  const latencies = [];
  const requests = typeof target.requests === 'function' ? target.requests() : target.requests;
  const instance = autocannon({ url: `${origin}${target.path}`, method: target.method, headers, body: target.body, requests, connections: target.connections ?? 50, duration: target.duration ?? duration });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  return summarize(target, { latencies, total: result.requests.total, rps: result.requests.average, non2xx: result.non2xx - (target.etag ? result['3xx'] ?? 0 : 0), errors: result.errors });
}

function summarize(target, { latencies, total, rps, non2xx, errors }) {
  latencies.sort((a, b) => a - b);
  const round = (n) => Math.round(n * 100) / 100;
  return {
    name: target.name,
    requests: total,
    rps: Math.round(rps),
    non2xx,
    errors,
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    budget: target.budget,
    withinBudget: !target.budget || (percentile(latencies, 95) <= target.budget.p95 && (!target.budget.rps || rps >= target.budget.rps) && non2xx === 0),
  };
}

/** The app (scripts/server.mjs: API and pages) on a port and data directory of its own; stop() ends it by its PID. */
export async function startApp({ port, dataDir, env = {} }) {
  mkdirSync(dataDir, { recursive: true });
  // One address sends everything: the per-address rate limits are scaled up for the measurement.
  return startAppInstance({ port, timeoutMs: 120_000, env: { DATA_DIR: dataDir, SERVICE_KEY: serviceKey, RATE_LIMIT_MULTIPLIER: '100000', ...env } });
}

const run = (command, args, options) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'], ...options });
    let out = '';
    child.stdout?.on('data', (chunk) => {
      out += chunk;
      if (options?.echo) process.stdout.write(chunk);
    });
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${command} ${args.join(' ')} failed (${code})`))));
  });

/**
 * A private PostgreSQL (scripts/ci/postgres.sh on PG_PORT 55461, its own PG_DIR) with a fresh database `name`
 * (kept from the last run instead when `keep`).
 */
export async function startPostgres(root, { name = 'navlun_bench', keep = process.env.BENCH_KEEP_DB === '1' } = {}) {
  const env = { ...process.env, PG_PORT: process.env.BENCH_PG_PORT ?? '55461', PG_DIR: process.env.BENCH_PG_DIR ?? '/tmp/navlun-bench-pg-55461' };
  const stop = () => run('bash', [path.join(root, 'scripts/ci/postgres.sh'), 'stop'], { cwd: root, env }).catch(() => undefined);
  // A cluster an interrupted run left behind (its own PG_DIR, stopped by its pid file) would refuse the start.
  await stop();
  const admin = (await run('bash', [path.join(root, 'scripts/ci/postgres.sh'), 'start'], { cwd: root, env })).trim().split('\n').at(-1);
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  // A kept database skips the 1,000,000-row seed on the next run (BENCH_KEEP_DB=1); otherwise it starts empty.
  const exists = (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount > 0;
  if (exists && !keep) await client.query(`drop database ${name} with (force)`);
  if (!exists || !keep) await client.query(`create database ${name}`);
  await client.end();
  return { url: admin.replace(/\/postgres$/, `/${name}`), stop };
}

/** EXPLAIN (ANALYZE, BUFFERS) of the tracking lookup (trackingQuery, anonymous) for a sample number of each kind, after ANALYZE. */
async function explainTracking(root, databaseUrl, numbers) {
  const { tsImport } = await import('tsx/esm/api');
  const { trackingQuery } = await tsImport(path.join(root, 'lib/server/tracking/get-tracking.ts'), import.meta.url);
  const { parseTrackingNumber } = await tsImport(path.join(root, 'lib/server/tracking/tracking-number.ts'), import.meta.url);
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const db = drizzle(pool);
  const plans = [];
  try {
    const byKind = new Map();
    for (const raw of numbers) {
      const number = parseTrackingNumber(raw);
      if (!byKind.has(number.kind)) byKind.set(number.kind, number);
    }
    for (const table of ['shipments', 'shipment_containers', 'tracking_milestones', 'shipment_eta_changes', 'uploaded_files']) await pool.query(`analyze ${table}`);
    for (const number of byKind.values()) {
      const { sql, params } = trackingQuery(db, number.kind, [number.number], false).toSQL();
      const { rows } = await pool.query(`explain (analyze, buffers, costs off) ${sql}`, params);
      const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
      // A sequential scan of a big table would be a missing index; shipment_eta_changes holds a few hundred rows,
      // where the planner rightly reads the table rather than its (shipment_id, changed_at) index.
      const bigTableScans = [...plan.matchAll(/Seq Scan on (shipments|shipment_containers|tracking_milestones)\b/g)].map((m) => m[1]);
      plans.push({ number: number.number, kind: number.kind, indexed: bigTableScans.length === 0, bigTableScans, plan });
    }
  } finally {
    await pool.end();
  }
  return plans;
}

/**
 * Measures the selected API targets; returns their rows and, on PostgreSQL, the tracking lookup's plans.
 * `select(target)` picks targets; `database` is 'pglite' (default) or 'postgres'.
 */
export async function runApi({ root, port, seconds = 10, select = () => true, database = 'pglite', workDir = path.join(root, 'bench', '.work') }) {
  duration = seconds;
  const selected = apiTargets.filter(select).map((target) => (target.budgetOn && target.budgetOn !== database ? { ...target, budget: undefined, note: `budget applies on ${target.budgetOn}` } : target));
  if (selected.length === 0) return { rows: [], database };
  const dataDir = path.join(workDir, 'data');
  trackingSampleFile = path.join(workDir, 'tracking-sample.json');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const postgres = database === 'postgres' ? await startPostgres(root) : null;
  const dbEnv = postgres ? { DATABASE_URL: postgres.url } : {};
  const rows = [];
  let plans;
  try {
    const tracking = selected.some((target) => target.name.startsWith('Tracking'));
    // The tracking targets look up among 1,000,000 milestone rows (seeded before the app opens the database).
    if (tracking) {
      const started = Date.now();
      await run(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/seed-bench-tracking.mts', '1000000', '--sample', trackingSampleFile], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...dbEnv },
        echo: true,
      });
      console.info(`tracking seed on ${database}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
      if (postgres) plans = await explainTracking(root, postgres.url, JSON.parse(readFileSync(trackingSampleFile, 'utf8')));
    }
    // Tracking runs as shipped (anonymous answers reused for TRACKING_CACHE_SECONDS, default 5), then, for the
    // `uncached` target, in a second instance with TRACKING_CACHE_SECONDS=0: the database lookup alone.
    for (const uncached of [false, true]) {
      const phase = selected.filter((target) => Boolean(target.uncached) === uncached);
      if (phase.length === 0) continue;
      const app = await startApp({ port, dataDir, env: { ...dbEnv, ...(uncached ? { TRACKING_CACHE_SECONDS: '0' } : {}) } });
      origin = app.origin;
      try {
        if (phase.some((target) => target.name.startsWith('Chat'))) await chatSetup();
        for (const target of phase) {
          await target.prepare?.();
          await measure({ ...target, duration: 2 }); // warm-up
          const row = { kind: 'api', database, ...(await measure(target)), ...(target.note ? { note: target.note } : {}) };
          rows.push(row);
          console.info(`${target.name} [${database}]: p95 ${row.p95} ms, ${row.rps} req/s`);
        }
      } finally {
        await app.stop();
      }
    }
  } finally {
    await postgres?.stop();
  }
  return { rows, database, plans };
}
