#!/usr/bin/env node
// [P1] Memory of the embedded default, what `npm start` runs (scripts/start.mjs): the app and the identity provider,
// each with its own PGlite, on a fresh data directory. Resident memory (RSS) of both, sampled every 250 ms: the
// peak while the first start migrates and seeds, right when both answer, and after mixed traffic (public pages in
// both languages, the lookups, freight searches, tracking, a signed-in page and list), each against the budget.
// `node bench/memory.mjs` prints the table alone (BENCH_SECONDS: the traffic lasts three times as long).
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { tsImport } from 'tsx/esm/api';
import { signingKeys } from '../idp/keys.mjs';
import { rssKbOf, waitForHttp } from '../scripts/ops/processes.mjs';
import { demoToken, sessionCookie } from './demo-session.mjs';

const { istanbulToday } = await tsImport('../lib/domain/business-date.ts', import.meta.url);

/** Both processes together, in MB (10^6 bytes), after the first start and after the traffic. */
export const MEMORY_BUDGET = { mb: 600 };

const mb = (kb) => Math.round((kb * 1024) / 1e6);

/** The rest after the traffic before the row against the budget is taken. */
const SETTLE_SECONDS = 10;

/** The processes scripts/start.mjs started: the app (scripts/server.mjs) and the provider (idp/server.mjs). */
function childrenOf(pid) {
  let lines = [];
  try {
    lines = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)], { encoding: 'utf8' }).trim().split('\n');
  } catch {
    // ps ends with 1 when it finds none: between a start step's end and its server's start, or after the starter ended.
  }
  // A server's start step (`--prepare`) counts as the server while it runs.
  const find = (script) => Number(lines.find((line) => line.includes(script))?.trim().split(/\s+/)[0] ?? 0);
  return { app: find('scripts/server.mjs'), idp: find('idp/server.mjs') };
}

/** What the traffic asks for: the public pages in both languages, the API's busy calls, the customer's pages. */
function mixedRequests({ cookie, token, readyDate }) {
  const json = { 'content-type': 'application/json' };
  const pages = ['/', '/en', '/lojistik-sozlugu', '/en/logistics-dictionary', '/hizmetlerimiz/denizyolu-full-fcl', '/sikca-sorulan-sorular', '/en/faq'];
  return [
    ...pages.map((page) => ({ method: 'GET', path: page, headers: { 'accept-encoding': 'gzip' } })),
    { method: 'GET', path: '/api/Lookup/GetAll', headers: { 'accept-encoding': 'gzip' } },
    { method: 'POST', path: '/api/Freight/Search', headers: json, body: JSON.stringify({ mode: 'SEA_FCL', origin: 'TRAMR', destination: 'CNSHA', readyDate, incoterm: 'FOB', orderDimensionList: [], containers: [{ type: '40HC', count: 2 }] }) },
    { method: 'GET', path: '/api/Tracking/Get?number=CSQU3054383' },
    { method: 'GET', path: '/hesabim/panel', headers: { cookie } },
    { method: 'POST', path: '/api/Demand/GetList', headers: { ...json, authorization: `Bearer ${token}` }, body: '{}' },
  ];
}

/**
 * Starts `node scripts/start.mjs` on `port` (the provider on `idpPort`) with a fresh data directory, samples both
 * processes' memory through the first start, then runs the mixed traffic for `seconds` × 3 and samples every second
 * of the `SETTLE_SECONDS` after it. Stops both by the starter's PID whatever happens.
 * @returns {Promise<Array<{ kind: 'memory', name: string, appMb: number, idpMb: number, totalMb: number, budget?: { mb: number }, withinBudget: boolean }>>}
 */
export async function measureMemory({ root, port = 3870, idpPort = 3871, seconds = 10 }) {
  const dataDir = path.join(root, 'bench', '.work', 'data-memory');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  await signingKeys(dataDir);
  const origin = `http://127.0.0.1:${port}`;
  const starter = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), IDP_PORT: String(idpPort), DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_MULTIPLIER: '100000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => starter.once('exit', resolve));
  let peak = { app: 0, idp: 0, total: 0 };
  let pids = { app: 0, idp: 0 };
  // The processes of each server: first its start step (`--prepare`), which ends, then the server itself.
  const sample = () => {
    let now = { app: rssKbOf(pids.app), idp: rssKbOf(pids.idp) };
    if (!now.app || !now.idp) {
      pids = childrenOf(starter.pid);
      now = { app: rssKbOf(pids.app), idp: rssKbOf(pids.idp) };
    }
    if (now.app + now.idp > peak.total) peak = { ...now, total: now.app + now.idp };
    return now;
  };
  const sampler = setInterval(sample, 250);
  const row = (name, kb, budget) => {
    const totalMb = mb(kb.app + kb.idp);
    return { kind: 'memory', name, appMb: mb(kb.app), idpMb: mb(kb.idp), totalMb, ...(budget ? { budget, withinBudget: totalMb <= budget.mb } : { withinBudget: true }) };
  };
  try {
    await Promise.race([waitForHttp(`${origin}/api/Lookup/GetAll`, 300_000), exited.then(() => Promise.reject(new Error('npm start exited before answering')))]);
    const started = sample();
    const rows = [row('Peak during the first start (migrations and seed)', peak), row('After the first start', started, MEMORY_BUDGET)];
    const token = demoToken(root, dataDir, 'customer@navlunport.test', { IDP_PORT: String(idpPort) });
    const cookie = await sessionCookie(origin, token);
    const requests = mixedRequests({ cookie, token, readyDate: istanbulToday(7) });
    // Each request answers 200 before the run: a wrong fixture fails here, by name, not as a count under load.
    for (const request of requests) {
      const answer = await fetch(`${origin}${request.path}`, { method: request.method, headers: request.headers, body: request.body, redirect: 'manual' });
      await answer.arrayBuffer();
      if (answer.status !== 200) throw new Error(`${request.method} ${request.path} answered ${answer.status}`);
    }
    const traffic = await autocannon({ url: origin, connections: 50, duration: seconds * 3, requests });
    if (traffic.errors + traffic.timeouts + traffic.non2xx > 0) throw new Error(`mixed traffic: ${traffic.errors} errors, ${traffic.timeouts} timeouts, ${traffic.non2xx} answers not 2xx`);
    // What stays resident: V8's memory reducer hands the heap the traffic grew back 4–6 s after it ends (sampled every
    // second: docs/BENCHMARKS.md, memory), so the row is taken at 10 s; its highest sample until then is reported too.
    let settling = { app: 0, idp: 0 };
    for (let second = 0; second < SETTLE_SECONDS; second += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const now = sample();
      if (now.app + now.idp > settling.app + settling.idp) settling = now;
    }
    const name = `After ${seconds * 3} s of mixed traffic (${Math.round(traffic.requests.average)} req/s, 50 connections)`;
    rows.push(row(`${name}, its first ${SETTLE_SECONDS} s of rest at most`, settling), row(`${name}, settled ${SETTLE_SECONDS} s`, sample(), MEMORY_BUDGET));
    for (const r of rows) console.info(`${r.name}: app ${r.appMb} MB + provider ${r.idpMb} MB = ${r.totalMb} MB${r.budget ? ` (budget ≤ ${r.budget.mb} MB ${r.withinBudget ? '✓' : '✗'})` : ''}`);
    return rows;
  } finally {
    clearInterval(sampler);
    if (starter.exitCode === null && starter.signalCode === null) starter.kill('SIGTERM');
    await exited;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = await measureMemory({ root: path.resolve(import.meta.dirname, '..'), seconds: Number(process.env.BENCH_SECONDS ?? 10) });
  if (rows.some((r) => !r.withinBudget)) process.exitCode = 1;
}
