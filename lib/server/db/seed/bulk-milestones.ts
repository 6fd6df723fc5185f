import { sql } from 'drizzle-orm';
import { istanbulDay } from '../../../domain/business-date';
import type { Database } from '../client';
import * as schema from '../schema';
import { DEMO_REGIONS, laneCarriers, TURKISH_AIRPORTS } from './demo-tariffs';
import { BULK_REFERENCE_FIRST, DEMO_SCAC, demoTrackingAnchor } from './demo-shipments';
import { generateDemoVoyages } from './demo-voyages';

/**
 * The tracking benchmark's data: many more demo shipments (delivered ones of the past three years, four
 * in five by sea with a bill of lading and one or two containers, one in five by air with an air
 * waybill) and their milestones, until tracking_milestones holds at least `total` rows. Set-based:
 * generate_series makes the shipments, a join with the per-mode milestone plan makes the milestones, so
 * 1,000,000 rows take seconds, not minutes. References come from the bulk series (BK-YYYY-810000 and up,
 * see demo-shipments.ts) that neither reservations nor the weekly demo seed use; the rows are demo rows,
 * but the weekly regeneration of the demo set leaves them alone. Container numbers carry valid ISO 6346
 * check digits (owner codes the demo set doesn't use), air waybills valid check digits (serial mod 7).
 */

/** Owner codes of the bulk containers (lessors' prefixes the weekly demo set doesn't use). */
const BULK_OWNERS = ['BSIU', 'GLDU', 'TEMU', 'CAXU', 'INKU', 'UETU', 'FSCU', 'DRYU'] as const;

/** Shipments per INSERT (about 105,000 milestones). */
const BATCH_SHIPMENTS = 10_000;

/** ISO 6346 letter values (A = 10, skipping multiples of 11). */
function letterValue(letter: string): number {
  let value = 10;
  for (const candidate of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
    if (value % 11 === 0) value++;
    if (candidate === letter) return value;
    value++;
  }
  throw new RangeError(letter);
}

/** The owner code's share of the check-digit sum: Σ value × 2^position over its four letters. */
const ownerSum = (code: string) => [...code].reduce((sum, letter, position) => sum + letterValue(letter) * 2 ** position, 0);

interface Lane {
  mode: 'SEA_FCL' | 'AIR';
  origin: string;
  destination: string;
  carrier: string;
  vessel: string | null;
  /** Voyage number (sea) or flight number (air). */
  trip: string;
  hub: string | null;
  transit: number;
  /** SCAC (sea) or airline prefix (air). */
  issuer: string;
}

const AIR_ISSUERS = [
  { prefix: '235', flight: 'TK6' },
  { prefix: '176', flight: 'EK9' },
  { prefix: '057', flight: 'AF6' },
  { prefix: '020', flight: 'LH8' },
] as const;

/** The lanes the bulk shipments cycle through: every demo sea lane, and with every fifth shipment an air lane. */
function bulkLanes(anchorDay: string): Lane[] {
  const sea = new Map<string, Lane>();
  for (const voyage of generateDemoVoyages(anchorDay)) {
    const key = `${voyage.carrier}|${voyage.pol}|${voyage.pod}`;
    if (!sea.has(key)) {
      sea.set(key, {
        mode: 'SEA_FCL',
        origin: voyage.pol,
        destination: voyage.pod,
        carrier: voyage.carrier,
        vessel: voyage.vessel,
        trip: voyage.voyageNumber,
        hub: voyage.transshipment,
        transit: voyage.transitDays,
        issuer: DEMO_SCAC[voyage.carrier] ?? 'NAVL',
      });
    }
  }
  const air: Lane[] = [];
  for (const region of DEMO_REGIONS) {
    const pairs: [string, string][] = [
      [TURKISH_AIRPORTS[0], region.airports[0]!],
      [region.airports[0]!, TURKISH_AIRPORTS[0]],
    ];
    for (const [index, [origin, destination]] of pairs.entries()) {
      const terms = laneCarriers(origin, destination, 'AIR', region, index === 0)[0]!;
      const issuer = AIR_ISSUERS[(air.length + index) % AIR_ISSUERS.length]!;
      air.push({ mode: 'AIR', origin, destination, carrier: terms.carrier, vessel: null, trip: `${issuer.flight}${String(100 + air.length).slice(-3)}`, hub: null, transit: terms.transitDays, issuer: issuer.prefix });
    }
  }
  const seaLanes = [...sea.values()];
  const lanes: Lane[] = [];
  for (let index = 0; index < seaLanes.length * 5; index++) lanes.push(index % 5 === 4 ? air[Math.floor(index / 5) % air.length]! : seaLanes[index % seaLanes.length]!);
  return lanes;
}

/** Milestone plan per mode: code, its order, what its time is measured from, hours after that, public? */
const PLAN: readonly [mode: string, code: string, order: number, from: 'booked' | 'etd' | 'mid' | 'eta', hours: number, isPublic: boolean][] = [
  ['SEA_FCL', 'booked', 0, 'booked', 0, true],
  ['SEA_FCL', 'pickedUp', 1, 'etd', -96, false],
  ['SEA_FCL', 'gateIn', 2, 'etd', -48, true],
  ['SEA_FCL', 'loaded', 3, 'etd', -6, true],
  ['SEA_FCL', 'departed', 4, 'etd', 0, true],
  ['SEA_FCL', 'transshipment', 5, 'mid', 0, true],
  ['SEA_FCL', 'arrived', 6, 'eta', 0, true],
  ['SEA_FCL', 'discharged', 7, 'eta', 12, true],
  ['SEA_FCL', 'customsCleared', 8, 'eta', 60, true],
  ['SEA_FCL', 'outForDelivery', 9, 'eta', 84, false],
  ['SEA_FCL', 'delivered', 10, 'eta', 91, true],
  ['AIR', 'booked', 0, 'booked', 0, true],
  ['AIR', 'pickedUp', 1, 'etd', -24, false],
  ['AIR', 'gateIn', 2, 'etd', -8, true],
  ['AIR', 'departed', 4, 'etd', 0, true],
  ['AIR', 'arrived', 6, 'eta', 0, true],
  ['AIR', 'customsCleared', 8, 'eta', 20, true],
  ['AIR', 'outForDelivery', 9, 'eta', 36, false],
  ['AIR', 'delivered', 10, 'eta', 42, true],
];

export interface TopUpResult {
  before: number;
  after: number;
  shipments: number;
  ms: number;
}

const countMilestones = async (db: Database) => Number(((await db.execute(sql`select count(*)::int as n from ${schema.trackingMilestones}`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);

/**
 * Adds bulk demo shipments (with containers, bills of lading, air waybills) and their milestones until
 * tracking_milestones has at least `total` rows; continues the bulk series where a previous run stopped.
 */
export async function topUpMilestones(db: Database, total: number, options: { now?: Date; onProgress?: (rows: number) => void } = {}): Promise<TopUpResult> {
  const started = performance.now();
  const before = await countMilestones(db);
  const anchor = demoTrackingAnchor(options.now ?? new Date());
  const lanes = JSON.stringify(bulkLanes(istanbulDay(anchor)).map((lane, index) => ({ index, ...lane })));
  const laneCount = JSON.parse(lanes).length as number;
  const owners = JSON.stringify(BULK_OWNERS.map((code, index) => ({ index, code, sum: ownerSum(code) })));
  const plan = JSON.stringify(PLAN.map(([mode, code, order, from, hours, isPublic]) => ({ mode, code, order, from, hours, public: isPublic })));
  const [{ next }] = ((await db.execute(sql`
    select coalesce(max(right(reference, 6)::int) + 1, ${BULK_REFERENCE_FIRST})::int as next from ${schema.shipments}
    where demo and right(reference, 6) >= ${String(BULK_REFERENCE_FIRST)}`)) as unknown as { rows: [{ next: number }] }).rows;
  let ordinal = next - BULK_REFERENCE_FIRST;
  let rows = before;
  let shipments = 0;
  while (rows < total) {
    // Ten and a half milestones a shipment on average; the last batch asks for just enough.
    const count = Math.min(BATCH_SHIPMENTS, Math.ceil((total - rows) / 10) + 1);
    if (BULK_REFERENCE_FIRST + ordinal + count > 999_999) throw new Error('the bulk reference series is full');
    await db.transaction(async (tx) => {
      const [{ first }] = ((await tx.execute(sql`select coalesce(max(id), 0)::int as first from ${schema.shipments}`)) as unknown as { rows: [{ first: number }] }).rows;
      // Delivered shipments of the past three years: sailed 60 to 1,150 days before the anchor.
      await tx.execute(sql`
        with lanes as (
          select * from jsonb_to_recordset(${lanes}::jsonb) as l(index int, mode text, origin text, destination text, carrier text, vessel text, trip text, hub text, transit int, issuer text)
        ), source as (
          select g as ordinal, l.*,
            ${anchor.toISOString()}::timestamptz - interval '60 days' - ((g * 7919) % 1090) * interval '1 day' - ((g * 31) % 24) * interval '1 hour' as etd
          from generate_series(${ordinal}::int, ${ordinal + count - 1}::int) g
          join lanes l on l.index = g % ${laneCount}
        )
        insert into ${schema.shipments} (reference, mode, origin, destination, carrier, vessel, voyage_number, flight_number, bill_of_lading, air_waybill,
          free_days, planned_eta, eta, last_event_at, demo, created_at, updated_at)
        select 'BK-' || extract(year from etd - interval '10 days')::int || '-' || lpad((${BULK_REFERENCE_FIRST} + ordinal)::text, 6, '0'),
          mode, origin, destination, carrier,
          case when mode = 'SEA_FCL' then vessel end,
          case when mode = 'SEA_FCL' then trip end,
          case when mode = 'AIR' then trip end,
          case when mode = 'SEA_FCL' then issuer || (1000000000 + (ordinal::bigint * 7919 + 104729) % 1000000000)::text end,
          case when mode = 'AIR' then issuer || '-' || (1000000 + ordinal::bigint * 7919 % 9000000)::text || ((1000000 + ordinal::bigint * 7919 % 9000000) % 7)::text end,
          case when mode = 'SEA_FCL' then 7 + ordinal % 15 else 3 end,
          etd + transit * interval '1 day', etd + transit * interval '1 day',
          etd + transit * interval '1 day' + case when mode = 'SEA_FCL' then interval '91 hours' else interval '42 hours' end,
          true, etd - interval '10 days', etd + transit * interval '1 day' + interval '4 days'
        from source
        on conflict do nothing`);
      // One or two containers a sea shipment: owner code, six-digit serial (a permutation: unique), ISO 6346 check digit.
      await tx.execute(sql`
        with owners as (select * from jsonb_to_recordset(${owners}::jsonb) as o(index int, code text, sum int)),
        boxes as (
          select s.id, n, ((n / 8) * 7919 + 104729) % 1000000 as serial, n % 8 as owner
          from ${schema.shipments} s
          cross join lateral generate_series(0, (right(s.reference, 6)::int % 2)) j
          cross join lateral (select (right(s.reference, 6)::int - ${BULK_REFERENCE_FIRST}) * 2 + j as n) k
          where s.id > ${first} and s.mode = 'SEA_FCL'
        )
        insert into ${schema.shipmentContainers} (shipment_id, container_number, container_type)
        select b.id,
          o.code || lpad(b.serial::text, 6, '0') || ((o.sum
            + (b.serial / 100000 % 10) * 16 + (b.serial / 10000 % 10) * 32 + (b.serial / 1000 % 10) * 64
            + (b.serial / 100 % 10) * 128 + (b.serial / 10 % 10) * 256 + (b.serial % 10) * 512) % 11 % 10)::text,
          case when b.n % 5 = 0 then '20DC' else '40HC' end
        from boxes b join owners o on o.index = b.owner`);
      await tx.execute(sql`
        with plan as (select * from jsonb_to_recordset(${plan}::jsonb) as p(mode text, code text, "order" int, "from" text, hours int, public boolean)),
        lanes as (select * from jsonb_to_recordset(${lanes}::jsonb) as l(index int, hub text)),
        trips as (
          select s.id, s.mode, s.origin, s.destination, s.created_at as booked, s.created_at + interval '10 days' as etd, s.eta, l.hub
          from ${schema.shipments} s
          join lanes l on l.index = (right(s.reference, 6)::int - ${BULK_REFERENCE_FIRST}) % ${laneCount}
          where s.id > ${first}
        ), timed as (
          select t.id, p.code, p."order", p.public,
            case p.code when 'transshipment' then t.hub else case when p."order" <= 4 then t.origin else t.destination end end as location,
            case p."from" when 'booked' then t.booked when 'etd' then t.etd when 'eta' then t.eta else t.etd + (t.eta - t.etd) * 0.45 end
              + p.hours * interval '1 hour' as planned
          from trips t join plan p on p.mode = t.mode
          where p.code <> 'transshipment' or t.hub is not null
        )
        insert into ${schema.trackingMilestones} (shipment_id, code, location, planned_at, actual_at, public)
        select id, code, location, planned,
          planned + case when code = 'booked' then interval '0' else ((id * 37 + "order" * 11) % 210 - 60) * interval '1 minute' end, public
        from timed`);
    });
    ordinal += count;
    shipments += count;
    rows = await countMilestones(db);
    options.onProgress?.(rows);
  }
  if (shipments > 0) await db.execute(sql`analyze ${schema.shipments}, ${schema.shipmentContainers}, ${schema.trackingMilestones}`);
  return { before, after: rows, shipments, ms: Math.round(performance.now() - started) };
}
