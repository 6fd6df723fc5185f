#!/usr/bin/env node
// `npm run bench`: builds when needed, starts the product on a port of its own, measures the API
// targets with autocannon (50 connections, 10 s each) and writes bench/results.json + bench/results.md.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 3200);
const origin = `http://127.0.0.1:${port}`;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const serviceKey = process.env.SERVICE_KEY ?? 'navlunport-embedded-service-key';

/** Each target with its budget (DESIGN/issues); a broken budget fails `npm run bench:check`. */
const targets = [
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
  return ['CSQU3054383', 'msku 804215-8', 'HLXU2298719', '235-12345675', 'MROC0108815530', 'TCNU4809262', `BK-${new Date().getUTCFullYear()}-800003`];
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
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  return {
    mode: 'SEA_LCL',
    origin: 'TRMER',
    destination: 'USNYC',
    readyDate: today,
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

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${origin}/api/Lookup/GetAll`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
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

if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  await new Promise((resolve, reject) => spawn('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).on('exit', (code) => (code === 0 ? resolve() : reject(new Error('build failed')))));
}
/** BENCH_TARGETS=chat,lookup measures only the targets whose names contain one of the words (all by default). */
const selectedTargets = process.env.BENCH_TARGETS ? targets.filter((target) => process.env.BENCH_TARGETS.split(',').some((word) => target.name.toLowerCase().includes(word.trim().toLowerCase()))) : targets;
const dataDir = path.join(root, 'bench', '.work', 'data');
const trackingSampleFile = path.join(root, 'bench', '.work', 'tracking-sample.json');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
// The tracking target measures lookups among 1,000,000 milestone rows (before the app opens the database).
if (selectedTargets.some((target) => target.name.startsWith('Tracking'))) await new Promise((resolve, reject) =>
  spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/seed-bench-tracking.mts', '1000000', '--sample', trackingSampleFile], { cwd: root, env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, stdio: 'inherit' }).on('exit', (code) =>
    code === 0 ? resolve() : reject(new Error('tracking bench seed failed')),
  ),
);
const server = spawn(process.execPath, [path.join(root, 'scripts/server.mjs')], {
  cwd: root,
  // One address sends everything: the per-address rate limits are scaled up for the measurement. Tracking runs
  // as configured (anonymous answers reused for TRACKING_CACHE_SECONDS, default 5); `TRACKING_CACHE_SECONDS=0
  // npm run bench` measures the database lookup alone.
  env: { ...process.env, PORT: String(port), NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SERVICE_KEY: serviceKey, RATE_LIMIT_MULTIPLIER: '100000' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitForServer();
  const results = [];
  if (selectedTargets.some((target) => target.name.startsWith('Chat'))) await chatSetup();
  for (const target of selectedTargets) {
    await target.prepare?.();
    await measure({ ...target, duration: 2 }); // warm-up
    results.push(await measure(target));
    console.info(`${target.name}: p95 ${results.at(-1).p95} ms, ${results.at(-1).rps} req/s`);
  }
  const report = { date: new Date().toISOString(), machine: `${process.platform} ${process.arch}, node ${process.version}`, connections: 50, seconds: duration, results };
  writeFileSync(path.join(root, 'bench', 'results.json'), `${JSON.stringify(report, null, 2)}\n`);
  const table = [
    '| target | req/s | p50 ms | p95 ms | p99 ms | non-2xx | budget | ok |',
    '|---|---:|---:|---:|---:|---:|---:|:-:|',
    ...results.map((r) => `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.non2xx} | ${r.budget ? `p95 ≤ ${r.budget.p95} ms${r.budget.rps ? `, ≥ ${r.budget.rps} req/s` : ''}` : '–'} | ${r.withinBudget && r.errors === 0 ? '✓' : '✗'} |`),
  ].join('\n');
  writeFileSync(path.join(root, 'bench', 'results.md'), `# Benchmark results\n\n${report.date} · ${report.machine} · 50 connections · ${duration} s per target\n\n${table}\n`);
  console.info(`\n${table}`);
  if (process.argv.includes('--check') && results.some((r) => !r.withinBudget || r.errors > 0)) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
}
