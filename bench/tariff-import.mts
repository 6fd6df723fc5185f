/**
 * [M5] The 200,000-line tariff CSV, end to end on an embedded database of its own:
 * `npx tsx bench/tariff-import.mts [rows=200000]` writes a valid CSV (streamed to a temporary file), dry-runs
 * it as an upload would (dryRunImport), confirms it and waits for the batched import, sampling the process's
 * RSS and heap every 50 ms. Prints and writes bench/tariff-import.json. Not part of the default test run.
 */
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const rows = Number(process.argv[2] ?? 200_000);
const dataDir = mkdtempSync(path.join(tmpdir(), 'navlun-tariff-bench-'));
Object.assign(process.env, { DATA_DIR: dataDir, TARIFF_SEED_SCALE: process.env.TARIFF_SEED_SCALE ?? '0.1', LOG_LEVEL: 'warn' });

const { closeDb } = await import('../lib/server/db/client');
const { startDatabase } = await import('../lib/server/db/start');
const { TARIFF_CSV_COLUMNS } = await import('../lib/domain/tariff-csv');
const { knownLocations } = await import('../lib/server/freight/known-locations');
const { dryRunImport } = await import('../lib/server/tariffs/dry-run-import');
const { confirmImport, runningImports } = await import('../lib/server/tariffs/confirm-import');
const { getImport } = await import('../lib/server/tariffs/get-import');

const db = await startDatabase();
const ports = [...(await knownLocations(db)).values()].filter((location) => location.kind === 'port').map((location) => location.code);
const origins = ports.filter((code) => code.startsWith('TR')).slice(0, 4);
const destinations = ports.filter((code) => !code.startsWith('TR')).slice(0, 5);
const lanes = origins.flatMap((origin) => destinations.map((destination) => [origin, destination] as const)); // 20 lanes
const carriers = 1_000;
const weeks = Math.ceil(rows / (lanes.length * carriers));

// One line per carrier × lane × week: never overlapping, every line valid.
const file = path.join(dataDir, 'tariffs-200k.csv');
const out = createWriteStream(file);
const day = (offset: number) => new Date(Date.UTC(2030, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
out.write(`\uFEFF${TARIFF_CSV_COLUMNS.join(';')}\r\n`);
let written = 0;
for (let week = 0; week < weeks && written < rows; week++) {
  for (let carrier = 0; carrier < carriers && written < rows; carrier++) {
    for (const [origin, destination] of lanes) {
      if (written >= rows) break;
      const values: Record<string, string> = {
        mode: 'SEA_LCL', carrier: `Şile Hat ${carrier}`, origin, destination, currency: 'USD', valid_from: day(week * 7), valid_to: day(week * 7 + 6),
        transit_days: '18', free_days: '7', cut_off_weekdays: '2|5', lcl_per_revenue_ton: `${40 + (written % 50)}.50`, lcl_minimum: '90', baf: '6,25',
      };
      if (!out.write(`${TARIFF_CSV_COLUMNS.map((column) => values[column] ?? '').join(';')}\r\n`)) await new Promise((resolve) => out.once('drain', resolve));
      written++;
    }
  }
}
await new Promise((resolve) => out.end(resolve));
const bytes = statSync(file).size;

let peakRss = 0;
let peakHeap = 0;
const sampler = setInterval(() => {
  const usage = process.memoryUsage();
  peakRss = Math.max(peakRss, usage.rss);
  peakHeap = Math.max(peakHeap, usage.heapUsed);
}, 50);
const mb = (value: number) => Math.round(value / 1048576);
const resetPeaks = () => {
  global.gc?.();
  const usage = process.memoryUsage();
  peakRss = usage.rss;
  peakHeap = usage.heapUsed;
  return usage;
};

// The upload arrives as one buffer from the multipart reader (≤ 50 MB); the dry run streams over it.
const content = readFileSync(file);
const before = resetPeaks();
let started = performance.now();
const report = await dryRunImport(db, null as unknown as string, { fileName: 'tariffs-200k.csv', declaredType: 'text/csv', content });
const dryRunMs = performance.now() - started;
const dryRun = { ms: Math.round(dryRunMs), peakRssMb: mb(peakRss), peakHeapMb: mb(peakHeap), startRssMb: mb(before.rss), status: report.status, totalRows: report.totalRows, validRows: report.validRows };
console.info('dry run', dryRun);
if (report.status !== 'validated') throw new Error(`the bench file should be clean: ${JSON.stringify(report.report.slice(0, 3))}`);

const importStart = resetPeaks();
started = performance.now();
await confirmImport(db, null as unknown as string, report.id);
await runningImports.get(report.id);
const importMs = performance.now() - started;
const done = await getImport(db, report.id);
const imported = { ms: Math.round(importMs), peakRssMb: mb(peakRss), peakHeapMb: mb(peakHeap), startRssMb: mb(importStart.rss), status: done.status, importedRows: done.importedRows };
console.info('import', imported);
clearInterval(sampler);

const result = { rows: written, fileMb: Math.round((bytes / 1048576) * 10) / 10, database: process.env.DATABASE_URL ? 'postgresql' : 'pglite', dryRun, import: imported, at: new Date().toISOString() };
writeFileSync(path.resolve('bench/tariff-import.json'), `${JSON.stringify(result, null, 2)}\n`);
await closeDb();
rmSync(dataDir, { recursive: true, force: true });
if (done.status !== 'imported' || done.importedRows !== written) process.exit(1);
