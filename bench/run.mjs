#!/usr/bin/env node
// `npm run bench` ([Q1]): builds when needed, then measures, each part on a port and data directory of its own:
//   pages       page throughput against nginx as the reference (bench/pages.mjs: measurePages)
//   api         API latency at 50 connections (bench/api.mjs; BENCH_DATABASE=postgres or --postgres: on PostgreSQL)
//   bundle      first-load JS per page, gzipped, against the budgets (bench/first-load.mjs)
//   lighthouse  Lighthouse 12.2.3 mobile on six Turkish pages (bench/lighthouse.mjs)
//   memory      `npm start`'s app and identity provider on a fresh data directory: after the first start, after traffic (bench/memory.mjs)
//   ingestion   [E1] signed carrier event pushes on PostgreSQL: events/s and latency a push (bench/ingestion.mjs)
//   outbox      [E1] 10,000 webhook events delivered to a local receiver through a kill -9 of the app (bench/outbox.mjs)
// and writes results.json + results.md (bench/report.mjs) into bench/, or BENCH_RESULTS_DIR for a partial run.
// `--check` (npm run bench:check) exits 1 when a measured budget is broken.
// BENCH_TARGETS=api,lighthouse picks parts; other words pick API targets / Lighthouse pages by name
// (BENCH_TARGETS=chat,tracking as before). BENCH_SECONDS (10) per target, BENCH_PORT (3200; Lighthouse's app on
// the next port; memory's on the next two; ingestion's and outbox's on the two after), LIGHTHOUSE_RUNS (3),
// BENCH_KEEP_DB=1 (PostgreSQL: keep the seeded bench database for the next run).
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiTargets, runApi, startApp } from './api.mjs';
import { firstLoadRows, printFirstLoad, printUnframedMui } from './first-load.mjs';
import { measureIngestion } from './ingestion.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { measureMemory } from './memory.mjs';
import { measureOutbox } from './outbox.mjs';
import { brokenBudgets, writeReport } from './report.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 3200);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const resultsDir = path.resolve(root, process.env.BENCH_RESULTS_DIR ?? 'bench');
const database = process.argv.includes('--postgres') || process.env.BENCH_DATABASE === 'postgres' ? 'postgres' : 'pglite';
const parts = ['pages', 'api', 'bundle', 'lighthouse', 'memory', 'ingestion', 'outbox'];

/** Which parts run, and which API targets / Lighthouse pages (by words of their names). */
function selection(spec) {
  const words = (spec ?? '').split(',').map((word) => word.trim().toLowerCase()).filter(Boolean);
  const partWords = words.filter((word) => parts.includes(word));
  const nameWords = words.filter((word) => !parts.includes(word));
  const named = (item) => nameWords.some((word) => (typeof item === 'string' ? item : item.name).toLowerCase().includes(word));
  const all = words.length === 0;
  const pick = (part) => (item) => all || partWords.includes(part) || named(item);
  const chosen = parts.filter((part) => all || partWords.includes(part) || (part === 'api' && apiTargets.some(named)) || (part === 'lighthouse' && nameWords.length > 0 && !apiTargets.some(named)));
  return { parts: chosen, api: pick('api'), lighthouse: pick('lighthouse') };
}

const selected = selection(process.env.BENCH_TARGETS);
if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  await new Promise((resolve, reject) => spawn('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).on('exit', (code) => (code === 0 ? resolve() : reject(new Error('build failed')))));
}

const report = { date: new Date().toISOString(), machine: `${process.platform} ${process.arch}, node ${process.version}`, connections: 50, seconds, database, parts: selected.parts, failures: [] };
/** A part that fails is reported (and fails --check) without losing the other parts' numbers. */
const attempt = async (kind, work) => {
  try {
    await work();
  } catch (error) {
    console.error(`${kind}: ${error.stack ?? error}`);
    report.failures.push({ kind, error: String(error.message ?? error) });
  }
};

if (selected.parts.includes('bundle')) {
  await attempt('bundle', async () => {
    report.bundle = firstLoadRows({ root });
    printFirstLoad(report.bundle);
    const unframed = printUnframedMui(report.bundle);
    if (unframed.length) throw new Error(`MUI without its frame on ${unframed.map((row) => row.page).join(', ')}`);
  });
}
if (selected.parts.includes('pages')) {
  await attempt('pages', async () => {
    const pagesModule = path.join(root, 'bench', 'pages.mjs');
    if (!existsSync(pagesModule)) throw new Error('bench/pages.mjs is missing (measurePages)');
    const { measurePages } = await import(pathToFileURL(pagesModule).href);
    report.pages = (await measurePages({ root, seconds, connections: 50 })).map((row) => ({ kind: 'pages', ...row }));
  });
}
if (selected.parts.includes('api')) {
  await attempt('api', async () => {
    const { rows, plans } = await runApi({ root, port, seconds, select: selected.api, database });
    report.api = rows;
    if (plans) {
      report.trackingPlans = plans;
      for (const plan of plans) console.info(`\nEXPLAIN ${plan.kind} ${plan.number} (${plan.indexed ? 'indexed' : `SEQUENTIAL SCAN of ${plan.bigTableScans.join(', ')}`}):\n${plan.plan}`);
    }
  });
}
if (selected.parts.includes('lighthouse')) {
  await attempt('lighthouse', async () => {
    // A fresh data directory of its own (PGlite, seeded on start): what a first visitor of a new install gets.
    const dataDir = path.join(root, 'bench', '.work', 'data-lighthouse');
    rmSync(dataDir, { recursive: true, force: true });
    const app = await startApp({ port: port + 1, dataDir });
    try {
      // The app's own origin name (APP_ORIGIN is http://localhost:<port>): canonical links and cookies match it.
      report.lighthouse = await measureLighthouse({ root, origin: app.origin.replace('127.0.0.1', 'localhost'), select: selected.lighthouse });
    } finally {
      await app.stop();
    }
  });
}

if (selected.parts.includes('memory')) {
  await attempt('memory', async () => {
    report.memory = await measureMemory({ root, port: port + 2, idpPort: port + 3, seconds });
  });
}

if (selected.parts.includes('ingestion')) {
  await attempt('ingestion', async () => {
    report.ingestion = await measureIngestion({ root, port: port + 4, seconds });
  });
}
if (selected.parts.includes('outbox')) {
  await attempt('outbox', async () => {
    report.outbox = await measureOutbox({ root, port: port + 5 });
  });
}

const md = writeReport(resultsDir, report);
console.info(`\n${md}\n→ ${path.relative(root, resultsDir) || '.'}/results.json, results.md`);
const broken = brokenBudgets(report);
if (process.argv.includes('--check') && broken.length) {
  console.error(`\n${broken.length} broken budget(s):\n${broken.map((line) => `  ${line}`).join('\n')}`);
  process.exitCode = 1;
}
