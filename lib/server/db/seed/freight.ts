import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { daysBetween, istanbulDay } from '../../../domain/business-date';
import { tariffSeedScale } from '../../config';
import { log } from '../../log';
import type { Database } from '../client';
import * as schema from '../schema';
import {
  DEMO_CARRIAGE_BANDS,
  DEMO_REGIONS,
  DEMO_WAREHOUSE_RATES,
  demoFxRates,
  generateDemoTariffs,
  mondayOf,
  ROAD_REGIONS,
  TURKISH_AIRPORTS,
  TURKISH_PARCEL_HUBS,
  TURKISH_ROAD_HUBS,
  TURKISH_SEA_PORTS,
  WEEKS_AFTER,
  WEEKS_BEFORE,
} from './demo-tariffs';

/** Bump when the generator's logic changes (its data is fingerprinted below). */
const GENERATOR_REVISION = 2;

/** Reseeds the demo tariffs when their anchor week is this old, so at least 8 weeks ahead stay on sale. */
export const REFRESH_AFTER_DAYS = 28;

const META_KEY = 'freight_demo_seed';

/** Rows per INSERT … SELECT FROM jsonb_to_recordset: one parameter per batch (measured: 3× faster than bound VALUES). */
const BATCH_ROWS = 5000;

function fingerprint(scale: number): string {
  return createHash('sha256')
    .update(JSON.stringify([GENERATOR_REVISION, DEMO_REGIONS, DEMO_CARRIAGE_BANDS, TURKISH_SEA_PORTS, TURKISH_AIRPORTS, TURKISH_ROAD_HUBS, ROAD_REGIONS, TURKISH_PARCEL_HUBS, WEEKS_BEFORE, WEEKS_AFTER, scale]))
    .digest('hex')
    .slice(0, 16);
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

async function insertTariffs(tx: Tx, rows: ReturnType<typeof generateDemoTariffs>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const batch = JSON.stringify(rows.slice(start, start + BATCH_ROWS).map((row) => ({ ...row, cutOffWeekdays: `{${row.cutOffWeekdays.join(',')}}` })));
    await tx.execute(sql`
      insert into ${schema.tariffs} (id, mode, carrier, origin, destination, currency, valid_from, valid_to, transit_days, free_days, cut_off_weekdays, rates, surcharges, demo)
      select id, mode, carrier, origin, destination, currency, "validFrom", "validTo", "transitDays", "freeDays", "cutOffWeekdays", rates, surcharges, demo
      from jsonb_to_recordset(${batch}::jsonb) as r(id text, mode text, carrier text, origin text, destination text, currency text, "validFrom" date, "validTo" date,
        "transitDays" smallint, "freeDays" smallint, "cutOffWeekdays" smallint[], rates jsonb, surcharges jsonb, demo boolean)`);
  }
}

export interface FreightSeedOptions {
  /** The instant whose Istanbul week anchors the validity windows; now unless given. */
  now?: Date;
  /** TARIFF_SEED_SCALE unless given. */
  scale?: number;
  force?: boolean;
}

/**
 * The freight start seed, in one transaction: exchange rates and trucking bands when missing (never
 * overwriting rows someone maintains), and the generated demo tariffs (lib/server/db/seed/demo-tariffs.ts),
 * which replace the previous demo rows. Versioned in app_meta like the reference seed: it runs when the
 * generator, its data or the scale changed, or when the anchor week is REFRESH_AFTER_DAYS old; otherwise
 * it is one indexed read. Answers whether it wrote.
 */
export async function seedFreightData(db: Database, options: FreightSeedOptions = {}): Promise<boolean> {
  const scale = options.scale ?? tariffSeedScale();
  const today = istanbulDay(options.now ?? new Date());
  const version = fingerprint(scale);
  const [current] = await db.select({ value: schema.appMeta.value }).from(schema.appMeta).where(eq(schema.appMeta.key, META_KEY));
  const [storedVersion, storedAnchor] = (current?.value ?? '').split('@');
  if (!options.force && storedVersion === version && storedAnchor && daysBetween(storedAnchor, today) < REFRESH_AFTER_DAYS) return false;

  const anchor = mondayOf(today);
  const started = performance.now();
  const tariffs = scale > 0 ? generateDemoTariffs(anchor, scale) : [];
  await db.transaction(async (tx) => {
    await tx.insert(schema.fxRates).values(demoFxRates(anchor)).onConflictDoNothing();
    await tx.insert(schema.carriageBands).values([...DEMO_CARRIAGE_BANDS]).onConflictDoNothing();
    await tx.insert(schema.warehouseRates).values([...DEMO_WAREHOUSE_RATES]).onConflictDoNothing();
    await tx.delete(schema.tariffs).where(eq(schema.tariffs.demo, true));
    await insertTariffs(tx, tariffs);
    // Fresh statistics, so the planner sees 100,000 rows and picks the lane index straight away.
    await tx.execute(sql`analyze ${schema.tariffs}`);
    const value = `${version}@${anchor}`;
    await tx.insert(schema.appMeta).values({ key: META_KEY, value }).onConflictDoUpdate({ target: schema.appMeta.key, set: { value } });
  });
  log.info({ tariffs: tariffs.length, scale, anchor, ms: Math.round(performance.now() - started) }, 'freight demo data seeded');
  return true;
}
