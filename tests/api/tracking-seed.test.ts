import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import demoUsers from '@/lib/auth/demo-users.json';
import type { Database } from '@/lib/server/db/client';
import { DEMO_SHIPMENT_COUNT, DEMO_TRACKING_SHOWCASE, demoReference, demoTrackingAnchor } from '@/lib/server/db/seed/demo-shipments';
import { startTestApi, type TestApi } from './harness';

/** The start seed's tracking data on a real database: what it writes, that it writes once a week, and only demo rows. */
let api: TestApi;
let db: Database;
let seedTrackingData: typeof import('@/lib/server/db/seed/tracking').seedTrackingData;

const DAY = 86_400_000;
const count = async (query: string) => Number((await api.sql<{ n: number }>(query))[0]!.n);

beforeAll(async () => {
  api = await startTestApi();
  await api.sql('select 1'); // opens, migrates and seeds the database
  ({ db } = await (await import('@/lib/server/db/client')).connection());
  ({ seedTrackingData } = await import('@/lib/server/db/seed/tracking'));
});

afterAll(async () => {
  await api?.close();
});

describe('seedTrackingData on the start database', () => {
  it('seeds the ship program and the demo shipments with their containers, milestones and ETA changes', async () => {
    const monday = demoTrackingAnchor(new Date()).getTime();
    expect(await count(`select count(*)::int n from voyages where demo and etd >= to_timestamp(${(monday + 7 * DAY) / 1000})`)).toBeGreaterThanOrEqual(2000);
    expect(await count('select count(*)::int n from shipments where demo')).toBe(DEMO_SHIPMENT_COUNT);
    expect(await count('select count(*)::int n from shipment_containers')).toBeGreaterThan(DEMO_SHIPMENT_COUNT * 0.5);
    expect(await count('select count(*)::int n from tracking_milestones')).toBeGreaterThan(DEMO_SHIPMENT_COUNT * 6);
    expect(await count('select count(*)::int n from shipment_eta_changes')).toBeGreaterThan(DEMO_SHIPMENT_COUNT * 0.15);
    // Every shipment has its full milestone list, and the database checks hold (they would have refused the rows otherwise).
    expect(await count('select count(*)::int n from shipments s where not exists (select 1 from tracking_milestones m where m.shipment_id = s.id)')).toBe(0);
  });

  it('finds the showcase numbers, and gives the owned one to the demo customer and company', async () => {
    const [delayed] = await api.sql<{ reference: string; eta: Date; planned_eta: Date }>(
      `select s.reference, s.eta, s.planned_eta from shipment_containers c join shipments s on s.id = c.shipment_id where c.container_number = '${DEMO_TRACKING_SHOWCASE.delayed.container}'`,
    );
    expect(delayed!.reference).toBe(demoReference(DEMO_TRACKING_SHOWCASE.delayed.serial));
    expect(new Date(delayed!.eta).getTime()).toBeGreaterThan(new Date(delayed!.planned_eta).getTime());
    expect(await count(`select count(*)::int n from shipments where air_waybill = '${DEMO_TRACKING_SHOWCASE.air.airWaybill}'`)).toBe(1);

    const customer = demoUsers.find((user) => user.email === DEMO_TRACKING_SHOWCASE.owned.ownerEmail)!;
    const [owned] = await api.sql<{ user_id: string; company: string }>(
      `select s.user_id, c.name company from shipments s join companies c on c.id = s.company_id where s.bill_of_lading = '${DEMO_TRACKING_SHOWCASE.owned.billOfLading}'`,
    );
    expect(owned).toEqual({ user_id: customer.oid, company: customer.company });
    const share = (await count('select count(*)::int n from shipments where demo and user_id is not null')) / DEMO_SHIPMENT_COUNT;
    expect(share).toBeGreaterThan(0.2);
    expect(share).toBeLessThan(0.3);
  });

  it('is a no-op the second time in the same week', async () => {
    const before = await api.sql('select max(id) voyages, (select max(id) from shipments) shipments, (select value from app_meta where key = $$tracking_demo_seed$$) meta from voyages');
    const started = performance.now();
    expect(await seedTrackingData(db)).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
    expect(await api.sql('select max(id) voyages, (select max(id) from shipments) shipments, (select value from app_meta where key = $$tracking_demo_seed$$) meta from voyages')).toEqual(before);
  });

  it('regenerates only the demo rows once the anchor week is 7 days old', async () => {
    // Rows someone else owns: a real voyage, and a real shipment with a milestone.
    await api.sql(`insert into voyages (carrier, vessel, voyage_number, service, pol, pod, cut_off_at, etd, eta, transit_days)
      values ('Real Carrier', 'Real Vessel', '001W', 'REAL', 'TRMER', 'USNYC', now(), now() + interval '1 hour', now() + interval '20 days', 20)`);
    await api.sql(`insert into shipments (reference, mode, origin, destination, carrier, planned_eta, eta) values ('BK-2026-000777', 'SEA_FCL', 'TRMER', 'USNYC', 'Real Carrier', now(), now())`);
    await api.sql(`insert into tracking_milestones (shipment_id, code, planned_at) select id, 'booked', now() from shipments where reference = 'BK-2026-000777'`);
    const [before] = await api.sql<{ shipment: number; etd: Date }>(`select (select min(id) from shipments where demo) shipment, (select min(etd) from voyages where demo) etd`);

    const sixDaysOn = new Date(demoTrackingAnchor(new Date()).getTime() + 6.5 * DAY);
    expect(await seedTrackingData(db, { now: sixDaysOn })).toBe(false);

    const nextWeek = new Date(Date.now() + 7 * DAY);
    const started = performance.now();
    expect(await seedTrackingData(db, { now: nextWeek })).toBe(true);
    console.info(`seedTrackingData (regenerate on the test database): ${Math.round(performance.now() - started)} ms`);

    const [after] = await api.sql<{ shipment: number; etd: Date }>(`select (select min(id) from shipments where demo) shipment, (select min(etd) from voyages where demo) etd`);
    expect(after!.shipment).toBeGreaterThan(before!.shipment);
    // The window moved a week on (the first sailing's hour may differ).
    const moved = new Date(after!.etd).getTime() - new Date(before!.etd).getTime();
    expect(moved).toBeGreaterThan(6 * DAY);
    expect(moved).toBeLessThan(8 * DAY);
    expect(await count('select count(*)::int n from shipments where demo')).toBe(DEMO_SHIPMENT_COUNT);
    expect(await count(`select count(*)::int n from voyages where not demo and carrier = 'Real Carrier'`)).toBe(1);
    expect(await count(`select count(*)::int n from shipments s join tracking_milestones m on m.shipment_id = s.id where s.reference = 'BK-2026-000777' and not s.demo`)).toBe(1);
    // The old demo rows' children went with them.
    expect(await count('select count(*)::int n from tracking_milestones m where not exists (select 1 from shipments s where s.id = m.shipment_id)')).toBe(0);
    expect(await count(`select count(*)::int n from shipment_containers where container_number = '${DEMO_TRACKING_SHOWCASE.delayed.container}'`)).toBe(1);
  });

  it('tops the milestones up with bulk shipments whose numbers are valid, which the weekly regeneration keeps', async () => {
    const { topUpMilestones } = await import('@/lib/server/db/seed/bulk-milestones');
    const before = await count('select count(*)::int n from tracking_milestones');
    const result = await topUpMilestones(db, before + 4000);
    expect(result.before).toBe(before);
    expect(result.after).toBeGreaterThanOrEqual(before + 4000);
    expect(result.after).toBeLessThan(before + 4000 + 200);
    expect(await count('select count(*)::int n from tracking_milestones')).toBe(result.after);
    expect((await topUpMilestones(db, before + 4000)).shipments).toBe(0);

    const bulk = await api.sql<{ reference: string; mode: string; bill_of_lading: string | null; air_waybill: string | null; containers: string[] | null; codes: string[] }>(`
      select s.reference, s.mode, s.bill_of_lading, s.air_waybill,
        (select array_agg(container_number) from shipment_containers c where c.shipment_id = s.id) containers,
        (select array_agg(code order by planned_at) from tracking_milestones m where m.shipment_id = s.id) codes
      from shipments s where s.demo and right(s.reference, 6) >= '810000'`);
    expect(bulk.length).toBe(result.shipments);
    const { classifyTrackingNumber, milestoneCodes } = await import('@/lib/domain/tracking');
    for (const shipment of bulk) {
      expect(classifyTrackingNumber(shipment.reference)).toMatchObject({ ok: true, kind: 'booking' });
      if (shipment.mode === 'SEA_FCL') {
        expect(classifyTrackingNumber(shipment.bill_of_lading!)).toMatchObject({ ok: true, kind: 'billOfLading' });
        expect(shipment.containers!.length).toBeGreaterThanOrEqual(1);
        for (const container of shipment.containers!) expect(classifyTrackingNumber(container)).toMatchObject({ ok: true, kind: 'container' });
      } else {
        expect(shipment.mode).toBe('AIR');
        expect(classifyTrackingNumber(shipment.air_waybill!)).toMatchObject({ ok: true, kind: 'airWaybill' });
      }
      const order = shipment.codes.map((code) => milestoneCodes.indexOf(code as (typeof milestoneCodes)[number]));
      expect(order).toEqual([...order].sort((a, b) => a - b));
      expect(shipment.codes.at(-1)).toBe('delivered');
    }
    expect(new Set(bulk.map((shipment) => shipment.mode))).toEqual(new Set(['SEA_FCL', 'AIR']));

    expect(await seedTrackingData(db, { force: true })).toBe(true);
    expect(await count(`select count(*)::int n from shipments where demo and right(reference, 6) >= '810000'`)).toBe(bulk.length);
    expect(await count('select count(*)::int n from shipments where demo')).toBe(DEMO_SHIPMENT_COUNT + bulk.length);
  });

  it('looks a container up through its index', async () => {
    const plan = (await api.sql<{ 'QUERY PLAN': string }>(`explain select shipment_id from shipment_containers where container_number = '${DEMO_TRACKING_SHOWCASE.delayed.container}'`))
      .map((row) => row['QUERY PLAN'])
      .join('\n');
    expect(plan).toContain('shipment_containers_number_idx');
    expect(plan).not.toContain('Seq Scan');
  });
});

describe('seedTrackingData without the demo users', () => {
  it('seeds the same shipments, owned by nobody', async () => {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const schema = await import('@/lib/server/db/schema');
    const client = await PGlite.create();
    try {
      const bare = drizzle(client, { schema });
      await migrate(bare, { migrationsFolder: 'lib/server/db/migrations' });
      const { seedTrackingData: seed } = await import('@/lib/server/db/seed/tracking');
      expect(await seed(bare as unknown as Database)).toBe(true);
      const { rows } = await client.query<{ shipments: number; owned: number }>('select count(*)::int shipments, count(user_id)::int owned from shipments');
      expect(rows[0]).toEqual({ shipments: DEMO_SHIPMENT_COUNT, owned: 0 });
    } finally {
      await client.close();
    }
  });
});
