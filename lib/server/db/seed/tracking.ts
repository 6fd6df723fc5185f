import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { daysBetween, istanbulDay } from '../../../domain/business-date';
import { log } from '../../log';
import type { Database } from '../client';
import * as schema from '../schema';
import {
  DEMO_OWNER_EMAILS,
  DEMO_REFERENCE_FIRST,
  DEMO_REFERENCE_LAST,
  DEMO_SHIPMENT_COUNT,
  DEMO_TRACKING_SHOWCASE,
  demoTrackingAnchor,
  generateDemoShipments,
  type DemoShipment,
} from './demo-shipments';
import { DEMO_REGIONS, FCL_CARRIERS, TURKISH_SEA_PORTS } from './demo-tariffs';
import { generateDemoVoyages, type DemoVoyage, VOYAGE_WEEKS_AFTER, VOYAGE_WEEKS_BEFORE } from './demo-voyages';

/** Bump when the generators' logic changes (the tariff world they build on is fingerprinted below). */
const GENERATOR_REVISION = 1;

/** The demo ship program and shipments are regenerated when their anchor week is this old. */
export const TRACKING_REFRESH_AFTER_DAYS = 7;

export const TRACKING_META_KEY = 'tracking_demo_seed';

/** Rows per INSERT … SELECT FROM jsonb_to_recordset (one parameter per batch). */
const BATCH_ROWS = 5000;

function fingerprint(): string {
  return createHash('sha256')
    .update(JSON.stringify([GENERATOR_REVISION, DEMO_SHIPMENT_COUNT, DEMO_TRACKING_SHOWCASE, VOYAGE_WEEKS_BEFORE, VOYAGE_WEEKS_AFTER, DEMO_REGIONS, FCL_CARRIERS, TURKISH_SEA_PORTS]))
    .digest('hex')
    .slice(0, 16);
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

async function inBatches<T>(rows: T[], insert: (json: string) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_ROWS) await insert(JSON.stringify(rows.slice(start, start + BATCH_ROWS)));
}

async function insertVoyages(tx: Tx, voyages: DemoVoyage[]): Promise<void> {
  await inBatches(voyages, (batch) =>
    tx.execute(sql`
      insert into ${schema.voyages} (carrier, vessel, voyage_number, service, pol, pod, transshipment, cut_off_at, etd, eta, transit_days, demo)
      select carrier, vessel, "voyageNumber", service, pol, pod, transshipment, "cutOffAt", etd, eta, "transitDays", true
      from jsonb_to_recordset(${batch}::jsonb) as r(carrier text, vessel text, "voyageNumber" text, service text, pol text, pod text, transshipment text,
        "cutOffAt" timestamptz, etd timestamptz, eta timestamptz, "transitDays" smallint)
      on conflict do nothing`),
  );
}

interface Owners {
  customer?: { id: string; companyId: number | null };
  colleague?: { id: string; companyId: number | null };
}

async function insertShipments(tx: Tx, shipments: DemoShipment[], owners: Owners): Promise<void> {
  const rows = shipments.map(({ containers: _c, milestones: _m, etaChanges: _e, state: _s, owner, ...row }) => ({
    ...row,
    userId: owner ? (owners[owner]?.id ?? null) : null,
    companyId: owner ? (owners[owner]?.companyId ?? null) : null,
  }));
  // A clash with a real row (reference, bill of lading, air waybill) skips the demo row, never the real one.
  await inBatches(rows, (batch) =>
    tx.execute(sql`
      insert into ${schema.shipments} (reference, user_id, company_id, mode, origin, destination, carrier, vessel, voyage_number, flight_number,
        bill_of_lading, air_waybill, free_days, planned_eta, eta, last_event_at, parties, demo, created_at, updated_at)
      select reference, "userId", "companyId", mode, origin, destination, carrier, vessel, "voyageNumber", "flightNumber",
        "billOfLading", "airWaybill", "freeDays", "plannedEta", eta, "lastEventAt", parties, true, "createdAt", "lastEventAt"
      from jsonb_to_recordset(${batch}::jsonb) as r(reference text, "userId" text, "companyId" integer, mode text, origin text, destination text,
        carrier text, vessel text, "voyageNumber" text, "flightNumber" text, "billOfLading" text, "airWaybill" text, "freeDays" smallint,
        "plannedEta" timestamptz, eta timestamptz, "lastEventAt" timestamptz, parties jsonb, "createdAt" timestamptz)
      on conflict do nothing`),
  );
  const containers = shipments.flatMap((shipment) => shipment.containers.map((container) => ({ reference: shipment.reference, ...container })));
  await inBatches(containers, (batch) =>
    tx.execute(sql`
      insert into ${schema.shipmentContainers} (shipment_id, container_number, container_type, seal_number)
      select s.id, r."containerNumber", r."containerType", r."sealNumber"
      from jsonb_to_recordset(${batch}::jsonb) as r(reference text, "containerNumber" text, "containerType" text, "sealNumber" text)
      join ${schema.shipments} s on s.reference = r.reference and s.demo`),
  );
  const milestones = shipments.flatMap((shipment) => shipment.milestones.map((milestone) => ({ reference: shipment.reference, ...milestone })));
  await inBatches(milestones, (batch) =>
    tx.execute(sql`
      insert into ${schema.trackingMilestones} (shipment_id, code, location, planned_at, actual_at, public)
      select s.id, r.code, r.location, r."plannedAt", r."actualAt", r.public
      from jsonb_to_recordset(${batch}::jsonb) as r(reference text, code text, location text, "plannedAt" timestamptz, "actualAt" timestamptz, public boolean)
      join ${schema.shipments} s on s.reference = r.reference and s.demo`),
  );
  const changes = shipments.flatMap((shipment) => shipment.etaChanges.map((change) => ({ reference: shipment.reference, ...change })));
  await inBatches(changes, (batch) =>
    tx.execute(sql`
      insert into ${schema.shipmentEtaChanges} (shipment_id, previous_eta, new_eta, reason, note, changed_at)
      select s.id, r."previousEta", r."newEta", r.reason, r.note, r."changedAt"
      from jsonb_to_recordset(${batch}::jsonb) as r(reference text, "previousEta" timestamptz, "newEta" timestamptz, reason text, note text, "changedAt" timestamptz)
      join ${schema.shipments} s on s.reference = r.reference and s.demo`),
  );
}

export interface TrackingSeedOptions {
  /** The instant whose Istanbul week anchors the data; now unless given. */
  now?: Date;
  force?: boolean;
}

/**
 * The tracking start seed, in one transaction: the demo ship program (lib/server/db/seed/demo-voyages.ts)
 * and the demo shipments with their containers, milestones and ETA changes (demo-shipments.ts), owned in
 * part by the demo customer and colleague when those users exist. Versioned in app_meta: it writes when
 * the generators changed, the demo owners appeared or went, or the anchor week is 7 days old (so the
 * schedule always shows the coming 12 weeks); then it replaces the demo rows only (demo = true, and of
 * the shipments only the weekly series, not the benchmark's bulk ones; their children go with them by
 * cascade) and never touches other rows. Otherwise it is one
 * indexed read. Answers whether it wrote.
 */
export async function seedTrackingData(db: Database, options: TrackingSeedOptions = {}): Promise<boolean> {
  const now = options.now ?? new Date();
  const anchor = demoTrackingAnchor(now);
  const anchorDay = istanbulDay(anchor);
  const emails = Object.values(DEMO_OWNER_EMAILS);
  const found = await db.select({ id: schema.users.id, email: schema.users.email, companyId: schema.users.companyId }).from(schema.users).where(inArray(schema.users.email, emails));
  const owners: Owners = {};
  for (const [key, email] of Object.entries(DEMO_OWNER_EMAILS) as [keyof Owners, string][]) {
    const user = found.find((candidate) => candidate.email === email);
    if (user) owners[key] = { id: user.id, companyId: user.companyId };
  }
  const ownerKey = [owners.customer?.id ?? '-', owners.colleague?.id ?? '-'].join(',');
  const version = `${fingerprint()}@${ownerKey}`;
  const [current] = await db.select({ value: schema.appMeta.value }).from(schema.appMeta).where(eq(schema.appMeta.key, TRACKING_META_KEY));
  const stored = current?.value ?? '';
  const storedAnchor = stored.slice(stored.lastIndexOf('@') + 1);
  const storedVersion = stored.slice(0, stored.lastIndexOf('@'));
  // The anchor is this week's Monday: a stored anchor 7+ days old (or from a clock set back) regenerates.
  const age = storedAnchor ? daysBetween(storedAnchor, istanbulDay(now)) : Infinity;
  if (!options.force && storedVersion === version && age >= 0 && age < TRACKING_REFRESH_AFTER_DAYS) return false;

  const started = performance.now();
  const voyages = generateDemoVoyages(anchorDay);
  const shipments = generateDemoShipments(anchor);
  const generated = performance.now();
  await db.transaction(async (tx) => {
    // The weekly demo series only: the benchmark's bulk shipments (BULK_REFERENCE_FIRST and up) stay.
    await tx
      .delete(schema.shipments)
      .where(and(eq(schema.shipments.demo, true), sql`right(${schema.shipments.reference}, 6) between ${String(DEMO_REFERENCE_FIRST)} and ${String(DEMO_REFERENCE_LAST)}`));
    await tx.delete(schema.voyages).where(eq(schema.voyages.demo, true));
    await insertVoyages(tx, voyages);
    await insertShipments(tx, shipments, owners);
    await tx.execute(sql`analyze ${schema.voyages}, ${schema.shipments}, ${schema.shipmentContainers}, ${schema.trackingMilestones}, ${schema.shipmentEtaChanges}`);
    const value = `${version}@${anchorDay}`;
    await tx.insert(schema.appMeta).values({ key: TRACKING_META_KEY, value }).onConflictDoUpdate({ target: schema.appMeta.key, set: { value } });
  });
  log.info(
    { voyages: voyages.length, shipments: shipments.length, anchor: anchorDay, generateMs: Math.round(generated - started), ms: Math.round(performance.now() - started) },
    'tracking demo data seeded',
  );
  return true;
}
