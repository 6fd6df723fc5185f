// [Q1] Writes `npm run bench`'s results: results.json (everything measured) and results.md (one section per kind:
// pages, API, first-load JS, Lighthouse, memory, carrier event ingestion, webhook outbox), and lists the broken
// budgets that fail `npm run bench:check`.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ok = (row) => (row.withinBudget === false || row.errors > 0 || row.error ? '✗' : row.budget ? '✓' : '–');
const cell = (value) => (value === undefined || value === null ? '–' : String(value).replace(/\|/g, '\\|').replace(/\n/g, ' '));

/** Every row whose budget is broken (or whose measurement failed), with its kind and name. */
export function brokenBudgets(report) {
  const broken = [];
  for (const row of report.pages ?? []) if (row.withinBudget === false || row.errors > 0) broken.push(`pages: ${row.name}`);
  for (const row of report.api ?? []) if (row.withinBudget === false || row.errors > 0) broken.push(`api: ${row.name}${row.database ? ` [${row.database}]` : ''}`);
  for (const row of report.bundle ?? []) if (row.withinBudget === false) broken.push(`bundle: ${row.page} (${row.kb} kB${row.msal ? ', MSAL' : ''}${row.webChat ? ', Web Chat' : ''})`);
  for (const row of report.lighthouse ?? []) if (row.withinBudget === false) broken.push(`lighthouse: ${row.name} (${row.failed?.join(', ') ?? row.error})`);
  for (const row of report.memory ?? []) if (row.withinBudget === false) broken.push(`memory: ${row.name} (${row.totalMb} MB)`);
  for (const row of report.ingestion ?? []) if (row.withinBudget === false) broken.push(`ingestion: ${row.name} (${row.eventsPerSecond} events/s, p95 ${row.p95} ms, ${row.non2xx} refused)`);
  for (const row of report.outbox ?? []) if (row.withinBudget === false) broken.push(`outbox: ${row.name} (${row.missing} lost, ${row.unique} unique, ${row.outOfOrder} out of order)`);
  for (const plan of report.trackingPlans ?? []) if (!plan.indexed) broken.push(`api: tracking lookup by ${plan.kind} scans ${plan.bigTableScans.join(', ')} sequentially`);
  for (const failure of report.failures ?? []) broken.push(`${failure.kind}: ${failure.error}`);
  return broken;
}

/** A row's budget in words: "≥ 0.5 × nginx", "≥ 0.1 × bare Next", "p95 ≤ 250 ms". */
export function budgetText(budget) {
  if (!budget) return '–';
  const parts = [];
  if (budget.ratioToNginx !== undefined) parts.push(`≥ ${budget.ratioToNginx} × nginx`);
  if (budget.ratioToBare !== undefined) parts.push(`≥ ${budget.ratioToBare} × bare Next`);
  if (budget.p95 !== undefined) parts.push(`p95 ≤ ${budget.p95} ms`);
  if (budget.htmlKb !== undefined) parts.push(`HTML ≤ ${budget.htmlKb} kB`);
  return parts.join(', ');
}

function pagesSection(rows) {
  return [
    '## Pages (throughput, 50 connections; nginx serving static files as the ceiling, a bare Next.js app built in the same run as the floor)',
    '',
    '| page | url | req/s | p50 ms | p95 ms | p99 ms | non-2xx | errors | × nginx | × bare Next | HTML kB | budget | ok |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|:-:|',
    ...rows.map((r) => `| ${cell(r.name)} | ${cell(r.url)} | ${cell(r.rps)} | ${cell(r.p50)} | ${cell(r.p95)} | ${cell(r.p99)} | ${cell(r.non2xx)} | ${cell(r.errors)} | ${cell(r.ratioToNginx)} | ${cell(r.ratioToBare)} | ${cell(r.htmlKb)} | ${cell(budgetText(r.budget))} | ${ok(r)} |`),
  ];
}

function apiSection(rows) {
  const budget = (r) => (r.budget ? `p95 ≤ ${r.budget.p95} ms${r.budget.rps ? `, ≥ ${r.budget.rps} req/s` : ''}` : r.note ? `(${r.note})` : '–');
  return [
    '## API (autocannon, 50 connections; chat targets paced as conversations)',
    '',
    '| target | database | req/s | p50 ms | p95 ms | p99 ms | non-2xx | budget | ok |',
    '|---|---|---:|---:|---:|---:|---:|---|:-:|',
    ...rows.map((r) => `| ${cell(r.name)} | ${cell(r.database)} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.non2xx} | ${budget(r)} | ${ok(r)} |`),
  ];
}

function bundleSection(rows) {
  return [
    `## First-load JS per page (gzipped, from the build manifest)`,
    '',
    'Public pages: ≤ the budget, no MSAL, no Web Chat (its bundle is /webchat.js, loaded when the chat opens). Signed-in pages are listed without a budget.',
    '',
    '| page | kB | MSAL | Web Chat | budget | ok |',
    '|---|---:|:-:|:-:|---|:-:|',
    ...rows.map((r) => `| ${r.page} | ${r.kb} | ${r.msal ? 'yes' : 'no'} | ${r.webChat ? 'yes' : 'no'} | ${r.budget ? `≤ ${r.budget.kb} kB, no MSAL, no Web Chat` : '– (signed-in)'} | ${ok(r)} |`),
  ];
}

function lighthouseSection(rows) {
  const ms = (value) => (value === undefined || value === null ? '–' : Math.round(value));
  return [
    '## Lighthouse 12.2.3 (mobile, Debian Chromium; Turkish pages, first-time visitor)',
    '',
    `Budgets: performance ≥ 98 (median of the runs), accessibility, best practices and SEO 100, LCP ≤ 1.8 s. Host CPU benchmark index: ${[...new Set(rows.map((r) => r.benchmarkIndex).filter(Boolean).map(Math.round))].join(', ') || '–'}.`,
    '',
    '| page | url | perf (runs) | a11y | BP | SEO | FCP ms | LCP ms | TBT ms | CLS | SI ms | LCP element | notes | ok |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|:-:|',
    ...rows.map(
      (r) =>
        `| ${cell(r.name)} | ${cell(r.url)} | ${cell(r.performance)} (${(r.runs ?? []).map((run) => cell(run.performance)).join(', ')}) | ${cell(r.accessibility)} | ${cell(r.bestPractices)} | ${cell(r.seo)} | ${ms(r.metrics?.fcp)} | ${ms(r.metrics?.lcp)} | ${ms(r.metrics?.tbt)} | ${r.metrics?.cls === undefined ? '–' : Number(r.metrics.cls).toFixed(3)} | ${ms(r.metrics?.si)} | ${cell(r.lcpElement)}${r.lcpIsConsentBanner ? ' (cookie banner)' : ''} | ${cell([r.failed?.length ? `below budget: ${r.failed.join(', ')}` : '', ...(r.runtimeErrors ?? []), r.error ?? ''].filter(Boolean).join('; ') || '')} | ${ok(r)} |`,
    ),
  ];
}

function memorySection(rows) {
  return [
    "## Memory of `npm start` (the app and the embedded identity provider, each with its own PGlite; resident, MB)",
    '',
    '| when | app | identity provider | both | budget | ok |',
    '|---|---:|---:|---:|---|:-:|',
    ...rows.map((r) => `| ${cell(r.name)} | ${r.appMb} | ${r.idpMb} | ${r.totalMb} | ${r.budget ? `≤ ${r.budget.mb} MB` : '–'} | ${ok(r)} |`),
  ];
}

function ingestionSection(rows) {
  const statuses = (r) => Object.entries(r.statuses ?? {}).map(([status, n]) => `${status}: ${n}`).join(', ');
  const kept = (r) => Object.entries(r.kept ?? {}).map(([status, n]) => `${status} ${n}`).join(', ');
  const budget = (r) => [`≥ ${r.budget.eventsPerSecond} events/s`, ...(r.budget.p95 !== undefined ? [`p95 ≤ ${r.budget.p95} ms`] : [])].join(', ');
  return [
    '## Carrier event ingestion (signed DCSA pushes to POST /api/CarrierEvents, one instance)',
    '',
    '| pushes | database | events/s | p50 ms | p95 ms | p99 ms | answers | events kept | budget | ok |',
    '|---|---|---:|---:|---:|---:|---|---|---|:-:|',
    ...rows.map((r) => `| ${cell(r.name)} | ${r.database} | ${r.eventsPerSecond} | ${r.p50} | ${r.p95} | ${r.p99} | ${cell(statuses(r))} | ${cell(kept(r))} | ${budget(r)} | ${ok(r)} |`),
  ];
}

function outboxSection(rows) {
  return [
    '## Webhook outbox through a kill -9 (local receiver, idempotent by webhook-id)',
    '',
    '| run | database | unique / events | lost | duplicates | out of order | events/s before / after the kill | delivering again after | budget | ok |',
    '|---|---|---:|---:|---:|---:|---:|---:|---|:-:|',
    ...rows.map((r) => `| ${cell(r.name)} | ${r.database} | ${r.unique} / ${r.events} | ${r.missing} | ${r.duplicates} | ${r.outOfOrder} | ${cell(r.eventsPerSecondBeforeKill)} / ${cell(r.eventsPerSecondAfterRecovery)} | ${r.recoverySeconds} s | no loss, ${r.events} unique, in order | ${ok(r)} |`),
  ];
}

/** Writes results.json and results.md into `dir` (bench/ by default; BENCH_RESULTS_DIR for partial runs). */
export function writeReport(dir, report) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'results.json'), `${JSON.stringify(report, null, 2)}\n`);
  const sections = [];
  if (report.pages?.length) sections.push(pagesSection(report.pages));
  if (report.api?.length) sections.push(apiSection(report.api));
  if (report.trackingPlans?.length)
    sections.push([
      '### Tracking lookup plan on PostgreSQL (EXPLAIN ANALYZE, anonymous, one number of each kind)',
      '',
      ...report.trackingPlans.flatMap((p) => [`${p.kind} ${p.number}: ${p.indexed ? 'indexed (no sequential scan of shipments, containers or milestones)' : `SEQUENTIAL SCAN of ${p.bigTableScans.join(', ')}`}`, '', '```', p.plan, '```', '']),
    ]);
  if (report.bundle?.length) sections.push(bundleSection(report.bundle));
  if (report.lighthouse?.length) sections.push(lighthouseSection(report.lighthouse));
  if (report.memory?.length) sections.push(memorySection(report.memory));
  if (report.ingestion?.length) sections.push(ingestionSection(report.ingestion));
  if (report.outbox?.length) sections.push(outboxSection(report.outbox));
  const broken = brokenBudgets(report);
  const summary = broken.length ? `**${broken.length} broken budget(s):**\n\n${broken.map((b) => `- ${b}`).join('\n')}` : 'All measured budgets hold.';
  const md = [`# Benchmark results`, '', `${report.date} · ${report.machine} · parts: ${report.parts.join(', ')}`, '', summary, '', ...sections.map((section) => `${section.join('\n')}\n`)].join('\n');
  writeFileSync(path.join(dir, 'results.md'), md);
  return md;
}
