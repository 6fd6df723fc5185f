import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istanbulToday } from '@/lib/domain/business-date';
import type { Database } from '@/lib/server/db/client';
import { startTestApi, type TestApi } from './harness';

/**
 * The lane pages' server functions (lib/server/lanes) against a seeded test database: the demo tariffs at
 * the test scale keep the main port and airport of each region (TRMER, IST ↔ USNYC, USHOU, USLAX, JFK …;
 * NLRTM for north Europe), so the USA and the Netherlands have lanes, Brazil and Tunisia none.
 */
let api: TestApi;
let db: Database;
const today = istanbulToday();
beforeAll(async () => {
  api = await startTestApi();
  db = (await (await import('@/lib/server/db/client')).connection()).db;
});
afterAll(async () => api?.close());

const usCodes = async () => (await api.sql<{ code: string }>(`select locode as code from ports where country_code = 'US' union select iata from airports where country_code = 'US'`)).map((row) => `'${row.code}'`).join(',');
const trCodes = async () => (await api.sql<{ code: string }>(`select locode as code from ports where country_code = 'TR' union select iata from airports where country_code = 'TR'`)).map((row) => `'${row.code}'`).join(',');

describe('getLaneSummary', () => {
  it('ranges the prices and transit of the tariffs valid today, exactly as the table holds them', async () => {
    const { getLaneSummary } = await import('@/lib/server/lanes/get-lane-summary');
    const summary = await getLaneSummary(db, { countryCode: 'US', direction: 'export' }, today);
    expect(summary.asOf).toBe(today);
    expect(summary.modes.map((mode) => mode.mode)).toEqual(['SEA_FCL', 'SEA_LCL', 'AIR', 'PARCEL']);
    const valid = `origin in (${await trCodes()}) and destination in (${await usCodes()}) and valid_from <= '${today}' and valid_to >= '${today}'`;
    const [fcl] = await api.sql<{ min: number; max: number; tmin: number; tmax: number; n: number }>(
      `select min((rates->'perContainer'->>'40HC')::int) as min, max((rates->'perContainer'->>'40HC')::int) as max, min(transit_days) as tmin, max(transit_days) as tmax, count(*)::int as n from tariffs where mode = 'SEA_FCL' and ${valid}`,
    );
    const fclMode = summary.modes[0]!;
    expect(fclMode.tariffs).toBe(fcl!.n);
    expect(fclMode.transitDays).toEqual({ min: fcl!.tmin, max: fcl!.tmax });
    expect(fclMode.prices.find((range) => range.basis === 'container40HC')).toEqual({ basis: 'container40HC', currency: 'USD', min: fcl!.min, max: fcl!.max });
    const [lcl] = await api.sql<{ min: number; max: number }>(`select min((rates->>'perRevenueTon')::int) as min, max((rates->>'perRevenueTon')::int) as max from tariffs where mode = 'SEA_LCL' and ${valid}`);
    expect(summary.modes[1]!.prices).toEqual([{ basis: 'revenueTon', currency: 'USD', min: lcl!.min, max: lcl!.max }]);
    // the demo's stated levels: LCL 40–120 per W/M, air 2.5–6 per kg at +100 kg
    expect(lcl!.min).toBeGreaterThanOrEqual(4_000);
    const air = summary.modes[2]!.prices[0]!;
    expect(air.basis).toBe('kg100');
    expect(air.min).toBeGreaterThanOrEqual(250);
    expect(air.max).toBeLessThanOrEqual(700);
    expect(summary.gateways.turkish).toEqual(expect.arrayContaining(['TRMER', 'IST']));
    expect(summary.gateways.foreign).toEqual(expect.arrayContaining(['USNYC', 'JFK']));
    expect(fclMode.mainGateways.turkish).toBe('TRMER');
  });

  it('summarises the import direction from the tariffs to Türkiye, and nothing for a country without tariffs', async () => {
    const { getLaneSummary } = await import('@/lib/server/lanes/get-lane-summary');
    const imports = await getLaneSummary(db, { countryCode: 'US', direction: 'import' }, today);
    expect(imports.modes.length).toBeGreaterThan(0);
    expect(imports.gateways.turkish).toContain('TRMER');
    expect(imports.gateways.foreign.every((code) => code.startsWith('US') || ['JFK', 'IAH', 'LAX', 'ORD', 'ATL', 'MIA', 'DFW', 'SFO'].includes(code))).toBe(true);
    expect((await getLaneSummary(db, { countryCode: 'BR', direction: 'export' }, today)).modes).toEqual([]);
  });
});

describe('listLaneCountries and listLanes', () => {
  it('lists the countries with tariffs valid today in each direction', async () => {
    const { listLaneCountries } = await import('@/lib/server/lanes/list-lane-countries');
    const countries = await listLaneCountries(db, today);
    const byCode = new Map(countries.map((country) => [country.countryCode, country]));
    expect(byCode.get('US')).toEqual({ countryCode: 'US', export: true, import: true });
    expect(byCode.get('NL')).toMatchObject({ export: true, import: true });
    expect(byCode.has('BR')).toBe(false);
    expect(byCode.has('TR')).toBe(false);
    const [expected] = await api.sql<{ n: number }>(
      `select count(distinct c)::int as n from (select p.country_code as c from tariffs t join ports p on p.locode = t.destination where t.valid_from <= '${today}' and t.valid_to >= '${today}' and p.country_code <> 'TR' union select a.country_code from tariffs t join airports a on a.iata = t.destination where t.valid_from <= '${today}' and t.valid_to >= '${today}' and a.country_code <> 'TR') x`,
    );
    expect(countries.filter((country) => country.export)).toHaveLength(expected!.n);
  });

  it('names each lane with its slugs, the fixed ones featured', async () => {
    const { listLanes } = await import('@/lib/server/lanes/list-lanes');
    const lanes = await listLanes(db);
    expect(lanes.find((lane) => lane.lane.countryCode === 'US' && lane.lane.direction === 'export')).toMatchObject({ featured: true, slugs: { en: 'turkey-america-logistics' } });
    expect(lanes.find((lane) => lane.lane.countryCode === 'NL' && lane.lane.direction === 'export')).toMatchObject({ featured: false, slugs: { en: 'turkey-netherlands-logistics', tr: 'turkiye-hollanda-lojistigi' } });
  });
});

describe('loadLanePage', () => {
  it('loads a fixed lane under its English slug in both languages, and redirects the other spellings', async () => {
    const { loadLanePage } = await import('@/lib/server/lanes/load-lane-page');
    const page = await loadLanePage(db, 'turkey-america-logistics', 'tr');
    expect(page.kind).toBe('page');
    if (page.kind !== 'page') return;
    expect(page.data.slugs.fixedKey).toBe('turkeyAmerica');
    expect(page.data.places.TRMER).toMatchObject({ kind: 'port', countryCode: 'TR' });
    expect(await loadLanePage(db, 'turkiye-amerika-lojistigi', 'en')).toEqual({ kind: 'redirect', destination: '/en/routes/turkey-america-logistics' });
    expect(await loadLanePage(db, 'turkey-united-states-logistics', 'tr')).toEqual({ kind: 'redirect', destination: '/rotalar/turkiye-amerika-lojistigi' });
  });

  it('keeps a fixed lane without tariffs (its intro stands), but 404s a generated one', async () => {
    const { loadLanePage } = await import('@/lib/server/lanes/load-lane-page');
    const tunisia = await loadLanePage(db, 'turkey-tunisia-logistics', 'en');
    expect(tunisia.kind).toBe('page');
    if (tunisia.kind === 'page') expect(tunisia.data.summary.modes).toEqual([]);
    expect(await loadLanePage(db, 'turkey-brazil-logistics', 'en')).toEqual({ kind: 'notFound' });
    expect(await loadLanePage(db, 'turkey-atlantis-logistics', 'en')).toEqual({ kind: 'notFound' });
  });

  it('serves a generated lane under the current language’s spelling and redirects the other', async () => {
    const { loadLanePage } = await import('@/lib/server/lanes/load-lane-page');
    const tr = await loadLanePage(db, 'turkiye-hollanda-lojistigi', 'tr');
    expect(tr.kind).toBe('page');
    if (tr.kind === 'page') expect(tr.data.summary.modes.map((mode) => mode.mode)).toContain('ROAD');
    expect(await loadLanePage(db, 'turkey-netherlands-logistics', 'tr')).toEqual({ kind: 'redirect', destination: '/rotalar/turkiye-hollanda-lojistigi' });
    expect(await loadLanePage(db, 'turkiye-hollanda-lojistigi', 'en')).toEqual({ kind: 'redirect', destination: '/en/routes/turkey-netherlands-logistics' });
  });

  it('lists the next sailings of the lane’s ports, by departure', async () => {
    const { listLaneSailings } = await import('@/lib/server/lanes/list-lane-sailings');
    const at = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    await api.sql(`insert into voyages (carrier, vessel, voyage_number, service, pol, pod, cut_off_at, etd, eta, transit_days) values
      ('Lane Test Line', 'MV Later', '602W', 'MED-USEC', 'TRMER', 'USNYC', '${at(4)}', '${at(6)}', '${at(26)}', 20),
      ('Lane Test Line', 'MV Sooner', '601W', 'MED-USEC', 'TRAMR', 'USNYC', '${at(1)}', '${at(2)}', '${at(22)}', 20),
      ('Lane Test Line', 'MV Elsewhere', '603W', 'MED-NEU', 'TRMER', 'NLRTM', '${at(1)}', '${at(3)}', '${at(13)}', 10),
      ('Lane Test Line', 'MV Too Late', '604W', 'MED-USEC', 'TRMER', 'USNYC', '${at(59)}', '${at(60)}', '${at(80)}', 20)`);
    const sailings = await listLaneSailings(db, { countryCode: 'US', direction: 'export' }, today);
    const window = `etd >= '${today}T00:00:00+03:00'::timestamptz and etd < ('${today}T00:00:00+03:00'::timestamptz + interval '43 days')`;
    const [expected] = await api.sql<{ n: number; first: string }>(
      `select count(*)::int as n, min(etd)::text as first from voyages v join ports a on a.locode = v.pol and a.country_code = 'TR' join ports b on b.locode = v.pod and b.country_code = 'US' where ${window}`,
    );
    expect(sailings.totalCount).toBe(expected!.n);
    expect(sailings.items.length).toBe(Math.min(6, expected!.n));
    expect(sailings.items.every((sailing) => sailing.pol.startsWith('TR') && sailing.pod.startsWith('US'))).toBe(true);
    const departures = sailings.items.map((sailing) => Date.parse(sailing.etd));
    expect(departures).toEqual([...departures].sort((a, b) => a - b));
    expect(departures[0]).toBe(Date.parse(expected!.first.replace(' ', 'T').replace(/\+00$/, 'Z')));
    expect(sailings.items.some((sailing) => sailing.vessel === 'MV Too Late' || sailing.vessel === 'MV Elsewhere')).toBe(false);
    expect(sailings.items[0]!.polName).not.toBe(sailings.items[0]!.pol);
    const imports = await listLaneSailings(db, { countryCode: 'US', direction: 'import' }, today);
    expect(imports.items.every((sailing) => sailing.pol.startsWith('US') && sailing.pod.startsWith('TR'))).toBe(true);
    expect(imports.items.some((sailing) => sailing.carrier === 'Lane Test Line')).toBe(false);
  });
});

describe('lane queries use the indexes', () => {
  async function plan(text: string, params: unknown[]) {
    await api.sql('set enable_seqscan = off');
    const withoutSeq = await api.explain({ sql: text, params });
    await api.sql('set enable_seqscan = on');
    const chosen = await api.explain({ sql: text, params });
    return { chosen, withoutSeq };
  }

  it('reads a lane’s tariffs through a tariff index, never a sequential scan', async () => {
    const { laneTariffRowsQuery } = await import('@/lib/server/lanes/get-lane-summary');
    const { laneDirectory, laneEnds } = await import('@/lib/server/lanes/lane-directory');
    const ends = laneEnds(await laneDirectory(db), { countryCode: 'US', direction: 'export' });
    const query = laneTariffRowsQuery(db, ends, today).toSQL();
    const { chosen } = await plan(query.sql, query.params);
    expect(chosen).toMatch(/tariffs_(lane|destination)_idx/);
    expect(chosen).not.toMatch(/Seq Scan on tariffs/);
  });

  it('probes the countries on sale through the indexes', async () => {
    const { locationsOnSaleSql } = await import('@/lib/server/lanes/list-lane-countries');
    const query = new PgDialect().sqlToQuery(locationsOnSaleSql(['USNYC', 'JFK', 'NLRTM', 'DEHAM'], ['TRMER', 'IST', 'TRIST'], today));
    const { chosen } = await plan(query.sql, query.params);
    expect(chosen).toMatch(/Index Scan using tariffs_(lane|destination)_idx on tariffs t\b/);
    expect(chosen).toMatch(/Index Scan using tariffs_(lane|destination)_idx on tariffs t_1\b/);
    expect(chosen).not.toMatch(/Seq Scan on tariffs/);
  });
});
