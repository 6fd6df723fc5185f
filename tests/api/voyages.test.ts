import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, istanbulDay, istanbulDayStart } from '@/lib/domain/business-date';
import { isoWeekAt, nextIsoWeeks } from '@/lib/domain/iso-week';
import type { Role } from '@/lib/auth/roles';
import type { VoyageSearchAnswer } from '@/lib/schemas/voyage';
import { bookingKit } from './booking-fixtures';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;

interface Fixture {
  carrier: string;
  voyageNumber: string;
  service: string;
  pol: string;
  pod: string;
  transshipment: string | null;
  etd: Date;
  transitDays: number;
}

const now = new Date();
/** Monday of the current ISO week (Istanbul). */
const monday = nextIsoWeeks(now, 1)[0]!.from;
/** The ISO week `offset` weeks from the current one. */
const weekAt = (offset: number) => isoWeekAt(istanbulDayStart(addDays(monday, offset * 7 + 3)));
/** 10:00 in Istanbul on a day of the week `offset` weeks from now (0 Monday … 6 Sunday). */
const sailingTime = (offset: number, weekday: number) => new Date(istanbulDayStart(addDays(monday, offset * 7 + weekday)).getTime() + 10 * 3_600_000);

const fixtures: Fixture[] = [];
for (let offset = -3; offset <= 13; offset++) {
  const code = String(offset + 10).padStart(2, '0');
  fixtures.push({ carrier: 'MSC', voyageNumber: `M${code}W`, service: 'MED-USEC', pol: 'TRMER', pod: 'USNYC', transshipment: 'ESVLC', etd: sailingTime(offset, 2), transitDays: 21 });
  fixtures.push({ carrier: 'CMA CGM', voyageNumber: `C${code}W`, service: 'MEX2', pol: 'TRMER', pod: 'USNYC', transshipment: null, etd: sailingTime(offset, 2), transitDays: 18 });
}
fixtures.push({ carrier: 'Hapag-Lloyd', voyageNumber: '601N', service: 'TMX', pol: 'TRAMR', pod: 'DEHAM', transshipment: null, etd: sailingTime(1, 4), transitDays: 12 });
fixtures.push({ carrier: 'MSC', voyageNumber: '777W', service: 'AEGEAN-US', pol: 'TRIZM', pod: 'USNYC', transshipment: 'GRPIR', etd: sailingTime(1, 3), transitDays: 24 });

const literal = (value: string | null) => (value === null ? 'null' : `'${value.replace(/'/g, "''")}'`);

async function insert(rows: readonly Fixture[]) {
  const values = rows.map((row) => {
    const cutOff = new Date(row.etd.getTime() - 2 * 86_400_000);
    const eta = new Date(row.etd.getTime() + row.transitDays * 86_400_000);
    return `(${[row.carrier, `V. ${row.carrier}`, row.voyageNumber, row.service, row.pol, row.pod, row.transshipment].map(literal).join(', ')}, '${cutOff.toISOString()}', '${row.etd.toISOString()}', '${eta.toISOString()}', ${row.transitDays})`;
  });
  await api.sql(`insert into voyages (carrier, vessel, voyage_number, service, pol, pod, transshipment, cut_off_at, etd, eta, transit_days) values ${values.join(',\n')}`);
}

const search = async (query: Record<string, string | number>, headers: Record<string, string> = { 'Accept-Language': 'en' }) => {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await api.call('GET', `/api/Voyage/Search?${params.toString()}`, { headers });
  return { ...response, page: response.json.data as VoyageSearchAnswer };
};

const inDays = (fixture: Fixture, from: string, to: string) => fixture.etd >= istanbulDayStart(from) && fixture.etd < istanbulDayStart(addDays(to, 1));

beforeAll(async () => {
  api = await startTestApi();
  // The demo schedule (if seeded) would blur exact counts: this suite owns the table.
  await api.sql('delete from voyages');
  await insert(fixtures);
});
afterAll(async () => api?.close());

describe('GET /api/Voyage/Search', () => {
  it('finds the sailings of a port pair in an ISO week, by ETD then carrier, with port names', async () => {
    const { status, page, headers } = await search({ pol: 'trmer', pod: 'USNYC', week: weekAt(1) });
    expect(status).toBe(200);
    expect(page.totalCount).toBe(2);
    expect(page.items.map((item) => item.carrier)).toEqual(['CMA CGM', 'MSC']);
    expect(page.items[1]).toMatchObject({
      voyageNumber: 'M11W',
      service: 'MED-USEC',
      pol: 'TRMER',
      polName: 'Mersin',
      pod: 'USNYC',
      podName: 'New York',
      transshipment: 'ESVLC',
      transshipmentName: 'Valencia',
      transitDays: 21,
      etd: sailingTime(1, 2).toISOString(),
    });
    expect(page.items[0]!.transshipmentName).toBeNull();
    expect(new Date(page.items[1]!.cutOffAt).getTime()).toBe(sailingTime(1, 2).getTime() - 2 * 86_400_000);
    expect({ from: page.from, to: page.to }).toEqual({ from: addDays(monday, 7), to: addDays(monday, 13) });
    expect(headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=600');
  });

  it('searches by one end only, and by carrier', async () => {
    const toNewYork = await search({ pod: 'USNYC', week: weekAt(1) });
    expect(toNewYork.page.items.map((item) => `${item.pol}:${item.carrier}`)).toEqual(['TRMER:CMA CGM', 'TRMER:MSC', 'TRIZM:MSC']);
    expect(toNewYork.page.items[2]!.transshipmentName).toBe('Piraeus');
    const fromAmbarli = await search({ pol: 'TRAMR', week: weekAt(1) });
    expect(fromAmbarli.page.items.map((item) => item.pod)).toEqual(['DEHAM']);
    const msc = await search({ carrier: 'MSC', week: weekAt(1) });
    expect(msc.page.items.map((item) => item.voyageNumber)).toEqual(['M11W', '777W']);
  });

  it('searches the next four weeks from today without a week', async () => {
    const today = istanbulDay(now);
    const last = addDays(today, 27);
    const { page } = await search({ pol: 'TRMER', pod: 'USNYC', pageSize: 100 });
    const expected = fixtures.filter((fixture) => fixture.pol === 'TRMER' && inDays(fixture, today, last));
    expect(expected.length).toBeGreaterThanOrEqual(6);
    expect({ from: page.from, to: page.to }).toEqual({ from: today, to: last });
    expect(page.totalCount).toBe(expected.length);
    expect(page.items.every((item) => new Date(item.etd) >= istanbulDayStart(today))).toBe(true);
    const all = await search({ pageSize: 100 });
    expect(all.page.totalCount).toBe(fixtures.filter((fixture) => inDays(fixture, today, last)).length);
  });

  it('pages through the results', async () => {
    const first = await search({ pol: 'TRMER', pod: 'USNYC', week: weekAt(2), pageSize: 1 });
    const second = await search({ pol: 'TRMER', pod: 'USNYC', week: weekAt(2), pageSize: 1, page: 2 });
    const third = await search({ pol: 'TRMER', pod: 'USNYC', week: weekAt(2), pageSize: 1, page: 3 });
    expect([first.page.totalCount, second.page.totalCount]).toEqual([2, 2]);
    expect(first.page.items.map((item) => item.carrier)).toEqual(['CMA CGM']);
    expect(second.page.items.map((item) => item.carrier)).toEqual(['MSC']);
    expect(second.page).toMatchObject({ page: 2, pageSize: 1 });
    expect(third.page.items).toEqual([]);
  });

  it('accepts weeks from two back to twelve ahead, refuses the rest in the caller’s language', async () => {
    expect((await search({ pol: 'TRMER', week: weekAt(-2) })).page.totalCount).toBe(2);
    expect((await search({ pol: 'TRMER', week: weekAt(12) })).page.totalCount).toBe(2);
    for (const offset of [-3, 13]) {
      const refused = await search({ pol: 'TRMER', week: weekAt(offset) });
      expect(refused.status).toBe(400);
      expect(refused.json.errors).toEqual([{ field: 'week', code: 'schedule.week.outOfRange', params: { back: 2, ahead: 12 }, message: 'Choose a week from 2 weeks ago to 12 weeks ahead.' }]);
    }
    const turkish = await search({ week: weekAt(20) }, { 'Accept-Language': 'tr-TR' });
    expect(turkish.json.errors?.[0]?.message).toBe('2 hafta öncesiyle 12 hafta sonrası arasında bir hafta seçin.');
    const malformed = await search({ week: '2026-49' });
    expect(malformed.json.errors?.[0]).toMatchObject({ field: 'week', code: 'schedule.week.invalid' });
    const missingWeek = await search({ week: '2027-W53' });
    expect(missingWeek.status).toBe(400);
    expect(missingWeek.json.errors?.[0]).toMatchObject({ field: 'week', code: 'schedule.week.invalid' });
  });

  it('refuses unknown or malformed ports, an equal pair and oversized pages with field errors', async () => {
    const unknown = await search({ pol: 'XXZZZ', pod: 'USNYC' });
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors).toEqual([{ field: 'pol', code: 'schedule.port.unknown', message: 'This port is not in our list of sea ports.' }]);
    const unknownTr = await search({ pol: 'TRMER', pod: 'XXZZZ' }, { 'Accept-Language': 'tr' });
    expect(unknownTr.json.errors).toEqual([{ field: 'pod', code: 'schedule.port.unknown', message: 'Bu liman deniz limanları listemizde yok.' }]);
    expect(unknownTr.json.message).toBe('Gönderilen bilgilerde hatalar var. Lütfen işaretli alanları düzeltin.');
    const airport = await search({ pol: 'IST' });
    expect(airport.json.errors?.[0]).toMatchObject({ field: 'pol', code: 'schedule.port.invalid' });
    const same = await search({ pol: 'TRMER', pod: 'trmer' });
    expect(same.status).toBe(400);
    expect(same.json.errors).toEqual([expect.objectContaining({ field: 'pod', code: 'schedule.pair.same', message: 'The ports of loading and discharge must differ.' })]);
    const big = await search({ pageSize: 101 });
    expect(big.status).toBe(400);
    expect(big.json.errors?.[0]).toMatchObject({ field: 'pageSize', code: 'validation.tooLarge' });
    expect(big.headers.get('cache-control')).toBe('no-store');
    const extra = await search({ origin: 'TRMER' });
    expect(extra.status).toBe(400);
  });

  it('answers signed-in callers privately', async () => {
    const tokens = await api.demoTokens();
    const response = await api.call('GET', `/api/Voyage/Search?pol=TRMER&week=${weekAt(1)}`, { bearer: tokens.customer });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, max-age=60');
  });
});

describe('lane pages and booking sailings', () => {
  it('builds a lane: ports, sailings of the next twelve weeks by week, carriers, typical transit, country route', async () => {
    const { getDb } = await import('@/lib/server/db/client');
    const { getLane } = await import('@/lib/server/voyages/get-lane');
    const db = await getDb();
    const lane = await getLane(db, 'trmer-usnyc', now);
    expect(lane).not.toBeNull();
    expect(lane!.pol).toMatchObject({ code: 'TRMER', name: 'Mersin', countryCode: 'TR' });
    expect(lane!.pod).toMatchObject({ code: 'USNYC', name: 'New York', countryCode: 'US' });
    expect(lane!.pod.countryName).toEqual({ tr: 'ABD', en: 'United States of America' });
    expect(lane!.carriers).toEqual(['CMA CGM', 'MSC']);
    expect(lane!.countryRoute).toBe('turkeyAmerica');
    expect(lane!.direct).toBe(true);
    expect(lane!.fastestTransitDays).toBe(18);
    // Every week of the window has one MSC sailing (21 days) and one CMA CGM sailing (18 days) at the same hour,
    // so the count is even and the typical value is the lower of the middle two (lib/domain/ship-lane.ts): 18.
    expect(lane!.typicalTransitDays).toBe(18);
    expect(lane!.weeks.at(-1)!.week).toBe(weekAt(11));
    expect(lane!.weeks.every((week) => week.sailings.every((sailing) => isoWeekAt(new Date(sailing.etd)) === week.week))).toBe(true);
    expect(lane!.weeks.flatMap((week) => week.sailings).every((sailing) => new Date(sailing.etd) >= istanbulDayStart(istanbulDay(now)))).toBe(true);
    const direct = await getLane(db, 'tramr-deham', now);
    expect(direct!.countryRoute).toBeNull();
    expect(direct!.weeks).toHaveLength(1);
    for (const code of ['TRMER-USNYC', 'trmer-usnyc-x', 'xxzzz-usnyc', 'trmer-trmer', 'usnyc-trmer', 'trmer-ist'])
      expect(await getLane(db, code, now), code).toBeNull();
  });

  it('ranks the busiest lanes', async () => {
    const { getDb } = await import('@/lib/server/db/client');
    const { busiestLanes } = await import('@/lib/server/voyages/busiest-lanes');
    const lanes = await busiestLanes(await getDb(), 2, now);
    expect(lanes).toHaveLength(2);
    expect(lanes[0]).toMatchObject({ pol: 'TRMER', pod: 'USNYC' });
    expect(lanes[0]!.sailings).toBeGreaterThanOrEqual(22);
  });

  it('shows a customer the next sailings on their approved lanes, and nobody else’s', async () => {
    const { getDb } = await import('@/lib/server/db/client');
    const { bookingSailings } = await import('@/lib/server/voyages/booking-sailings');
    const db = await getDb();
    const kit = await bookingKit(api);
    const users = await api.sql<{ id: string; email: string; company_id: number | null }>(`select id, email, company_id from users`);
    const viewer = (email: string, roles: Role[]) => {
      const user = users.find((row) => row.email === email)!;
      return { userId: user.id, roles, companyId: user.company_id };
    };
    const customer = viewer('customer@navlunport.test', ['Customer']);
    const before = await bookingSailings(db, customer, now);
    expect(before.find((lane) => lane.pol === 'TRMER' && lane.pod === 'USNYC')).toBeUndefined();
    await kit.approvedRequest('customer');
    const after = await bookingSailings(db, customer, now);
    const lane = after.find((entry) => entry.pol === 'TRMER' && entry.pod === 'USNYC');
    expect(lane?.sailings.length).toBe(3);
    expect(lane!.sailings.map((sailing) => sailing.etd)).toEqual([...lane!.sailings.map((sailing) => sailing.etd)].sort());
    const onLane = (lanes: Awaited<ReturnType<typeof bookingSailings>>) => lanes.find((entry) => entry.pol === 'TRMER' && entry.pod === 'USNYC');
    const colleague = viewer('colleague@navlunport.test', ['Customer']);
    expect(onLane(await bookingSailings(db, colleague, now))).toBeUndefined();
    // The company admin sees the company's bookings, as on the other account screens.
    const companyAdmin = viewer('companyadmin@navlunport.test', ['CompanyAdmin']);
    expect(onLane(await bookingSailings(db, companyAdmin, now))?.sailings).toHaveLength(3);
    // A reservation counts too (its request is converted, no longer approved).
    await kit.reservation('colleague');
    expect(onLane(await bookingSailings(db, colleague, now))?.sailings).toHaveLength(3);
  });
});

describe('schedule query plans', () => {
  it('serves the port-pair search from the lane index, never a sequential scan', async () => {
    // A realistic table: 40 lanes × a sailing a day for 200 days, then fresh statistics.
    await api.sql(`insert into voyages (carrier, vessel, voyage_number, service, pol, pod, cut_off_at, etd, eta, transit_days)
      select 'Filler Line', 'Filler', 'F' || lane || '-' || day, 'FILL', 'TRMER', (array['DEHAM','NLRTM','ITGOA','EGALY','CNSHA','GRPIR','ESVLC','MAPTM'])[1 + lane % 8],
        now() + (day || ' days')::interval - interval '2 days', now() + (day || ' days')::interval + (lane || ' minutes')::interval, now() + ((day + 20) || ' days')::interval, 20
      from generate_series(1, 40) as lane, generate_series(-30, 170) as day`);
    await api.sql('analyze voyages');
    const { connection } = await import('@/lib/server/db/client');
    const { voyageSearchQuery } = await import('@/lib/server/voyages/search-voyages');
    const { db } = await connection();
    const plan = (query: Parameters<typeof voyageSearchQuery>[1]) => api.explain(voyageSearchQuery(db, query).toSQL());
    const week = nextIsoWeeks(now, 3)[2]!;
    const pair = await plan({ pols: ['TRMER'], pods: ['DEHAM'], from: week.from, to: week.to, page: 1, pageSize: 20 });
    expect(pair).toMatch(/voyages_lane_etd_idx/);
    expect(pair).not.toMatch(/Seq Scan/);
    const toPort = await plan({ pods: ['USNYC'], from: week.from, to: week.to, page: 1, pageSize: 20 });
    expect(toPort).toMatch(/voyages_pod_etd_idx|voyages_lane_etd_idx/);
    expect(toPort).not.toMatch(/Seq Scan/);
    const byWeek = await plan({ from: week.from, to: week.to, page: 1, pageSize: 20 });
    expect(byWeek).toMatch(/voyages_etd_idx/);
    expect(byWeek).not.toMatch(/Seq Scan/);
  });
});
