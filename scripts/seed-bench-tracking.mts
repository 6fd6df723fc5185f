/**
 * `npm run db:seed:bench-tracking [-- <rows>]`: tops tracking_milestones up to <rows> (default 1,000,000)
 * with bulk demo shipments for the tracking benchmark (lib/server/db/seed/bulk-milestones.ts). Uses the
 * app's database: DATABASE_URL when set, otherwise PGlite in DATA_DIR/pglite (stop the app first: a PGlite
 * directory opens in one process only). Idempotent: a second run adds nothing.
 */
import { writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { closeDb } from '../lib/server/db/client';
import { startDatabase } from '../lib/server/db/start';
import { topUpMilestones } from '../lib/server/db/seed/bulk-milestones';

const total = Number(process.argv[2] ?? 1_000_000);
/** `--sample <file>`: also writes 2,000 numbers of the bulk shipments (every kind, spread over the table) for the benchmark. */
const sampleFile = process.argv.includes('--sample') ? process.argv[process.argv.indexOf('--sample') + 1] : undefined;
if (!Number.isInteger(total) || total < 0) {
  console.error(`Not a row count: ${process.argv[2]}`);
  process.exit(2);
}
const db = await startDatabase();
const result = await topUpMilestones(db, total, { onProgress: (rows) => console.info(`  ${rows.toLocaleString('en')} milestones`) });
console.info(
  result.shipments === 0
    ? `tracking_milestones already holds ${result.before.toLocaleString('en')} rows (≥ ${total.toLocaleString('en')}).`
    : `tracking_milestones: ${result.before.toLocaleString('en')} → ${result.after.toLocaleString('en')} rows (${result.shipments.toLocaleString('en')} bulk shipments) in ${(result.ms / 1000).toFixed(1)} s.`,
);
if (sampleFile) {
  const { rows } = (await db.execute(sql`
    select coalesce(c.container_number, s.air_waybill, s.bill_of_lading, s.reference) as number
    from shipments s left join lateral (select container_number from shipment_containers where shipment_id = s.id limit 1) c on s.id % 4 = 0
    where s.demo and s.id % 47 = 0 order by s.id limit 2000`)) as unknown as { rows: { number: string }[] };
  writeFileSync(sampleFile, JSON.stringify(rows.map((row, index) => (index % 5 === 0 ? row.number.toLowerCase() : row.number))));
  console.info(`${rows.length} sample numbers → ${sampleFile}`);
}
await closeDb();
