import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AirRates, FclRates, LclRates, ParcelRates, VanRates } from '@/lib/domain/pricing';
import airports from '@/lib/server/db/reference-data/airports.json';
import ports from '@/lib/server/db/reference-data/ports.json';
import { DEMO_CARRIAGE_BANDS, DEMO_REGIONS, demoFxRates, generateDemoTariffs, mondayOf } from '@/lib/server/db/seed/demo-tariffs';

const anchor = '2026-11-26'; // a Thursday: week 0 runs Monday 23 – Sunday 29 November
const full = generateDemoTariffs(anchor);
const digest = (rows: unknown) => createHash('sha256').update(JSON.stringify(rows)).digest('hex');
const dollars = (minor: number) => minor / 100;

describe('generateDemoTariffs', () => {
  it('generates at least 100,000 rows, the same every time', () => {
    expect(full.length).toBeGreaterThanOrEqual(100_000);
    expect(digest(generateDemoTariffs(anchor))).toBe(digest(full));
    expect(new Set(full.map((row) => row.id)).size).toBe(full.length);
    expect(full[0]!.id).toBe('T-000001');
  });

  it('anchors the same rows on any day of the week', () => {
    expect(digest(generateDemoTariffs('2026-11-29'))).toBe(digest(full));
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
  });

  it('keeps, at a smaller scale, exactly the full set’s rows of the lanes it keeps', () => {
    const small = generateDemoTariffs(anchor, 0.1);
    expect(small.length).toBeLessThan(10_000);
    const withoutId = ({ id: _id, ...row }: (typeof full)[number]) => row;
    const lane = (rows: typeof full) => rows.filter((row) => row.origin === 'TRMER' && row.destination === 'USNYC').map(withoutId);
    expect(lane(small)).toEqual(lane(full));
    expect(lane(small).length).toBeGreaterThan(0);
  });

  it('uses only codes of the reference data, every route country both ways', () => {
    const known = new Set([...ports.map((port) => port.locode), ...airports.map((airport) => airport.iata)]);
    const countryOf = new Map([...ports.map((port) => [port.locode, port.country] as const), ...airports.map((airport) => [airport.iata, airport.country] as const)]);
    expect(full.filter((row) => !known.has(row.origin) || !known.has(row.destination))).toEqual([]);
    const countries = new Set(full.flatMap((row) => [countryOf.get(row.origin), countryOf.get(row.destination)]));
    for (const country of ['US', 'MA', 'TN', 'AE', 'EG', 'CN', 'MX', 'PE', 'CL', 'TW', 'IN', 'JP', 'MY', 'SG', 'KR', 'NL', 'DE', 'ES', 'IT']) expect(countries, country).toContain(country);
    expect(full.every((row) => (countryOf.get(row.origin) === 'TR') !== (countryOf.get(row.destination) === 'TR'))).toBe(true);
    expect(new Set(full.map((row) => row.mode))).toEqual(new Set(['SEA_LCL', 'SEA_FCL', 'AIR', 'ROAD', 'PARCEL']));
  });

  it('gives every lane several carriers and weekly windows from 8 weeks back to 12 ahead', () => {
    const windows = new Set(full.map((row) => `${row.validFrom}/${row.validTo}`));
    expect(windows.size).toBe(21);
    expect([...windows].sort()[0]).toBe('2026-09-28/2026-10-04');
    expect([...windows].sort().at(-1)).toBe('2027-02-15/2027-02-21');
    const carriers = new Map<string, Set<string>>();
    for (const row of full) carriers.set(`${row.origin}-${row.destination}-${row.mode}`, (carriers.get(`${row.origin}-${row.destination}-${row.mode}`) ?? new Set()).add(row.carrier));
    expect(Math.min(...[...carriers.values()].map((set) => set.size))).toBeGreaterThanOrEqual(2);
  });

  it('prices realistically', () => {
    const fcl = full.filter((row) => row.mode === 'SEA_FCL' && row.origin === 'TRMER' && row.destination === 'USNYC');
    for (const row of fcl) {
      expect(dollars((row.rates as FclRates).perContainer['40HC']!)).toBeGreaterThanOrEqual(2300);
      expect(dollars((row.rates as FclRates).perContainer['40HC']!)).toBeLessThanOrEqual(4850);
    }
    for (const row of full.filter((candidate) => candidate.mode === 'SEA_LCL')) {
      expect(dollars((row.rates as LclRates).perRevenueTon)).toBeGreaterThanOrEqual(37);
      expect(dollars((row.rates as LclRates).perRevenueTon)).toBeLessThanOrEqual(120);
    }
    for (const row of full.filter((candidate) => candidate.mode === 'AIR' && candidate.currency !== 'CNY')) {
      const at100 = (row.rates as AirRates).breaks.find((rateBreak) => rateBreak.fromKg === 100)!.perKg;
      expect(dollars(at100)).toBeGreaterThanOrEqual(2.1);
      expect(dollars(at100)).toBeLessThanOrEqual(6.5);
    }
    for (const row of full.filter((candidate) => candidate.mode === 'ROAD' && candidate.origin === 'TRIST' && candidate.destination === 'DEHAM')) {
      // İstanbul–Hamburg is about 2,700 road km: 380 EUR + 0.95 EUR/km, ±10 % a carrier, ±4 % a week.
      expect(dollars((row.rates as VanRates).perVan)).toBeGreaterThanOrEqual(2400);
      expect(dollars((row.rates as VanRates).perVan)).toBeLessThanOrEqual(3500);
      expect(row.currency).toBe('EUR');
      expect(row.transitDays).toBeGreaterThanOrEqual(3);
      expect(row.transitDays).toBeLessThanOrEqual(5);
    }
    for (const row of full.filter((candidate) => candidate.mode === 'PARCEL')) {
      expect(dollars((row.rates as ParcelRates).firstHalfKg)).toBeGreaterThanOrEqual(8.5);
      expect(dollars((row.rates as ParcelRates).firstHalfKg)).toBeLessThanOrEqual(19);
      expect(['IST', 'SAW']).toContain(row.origin);
    }
    const sea = full.filter((row) => row.mode === 'SEA_LCL' || row.mode === 'SEA_FCL');
    const freeDays = new Set(sea.map((row) => row.freeDays));
    expect(Math.min(...freeDays)).toBe(7);
    expect(Math.max(...freeDays)).toBe(21);
    expect(full.every((row) => row.cutOffWeekdays.every((day) => day >= 0 && day <= 6))).toBe(true);
    const moneyValues = full.flatMap((row) => [...JSON.stringify(row.rates).matchAll(/"(perRevenueTon|minimum|perKg|perVan|firstHalfKg|perAdditionalHalfKg|\d\d[A-Z]{2})":(-?[\d.]+)/g)].map((match) => Number(match[2])));
    expect(moneyValues.every((value) => Number.isSafeInteger(value) && value > 0)).toBe(true);
  });

  it('imports from the Far East cost more than exports to it (trade imbalance)', () => {
    const week = (origin: string, destination: string) =>
      full.filter((row) => row.mode === 'SEA_FCL' && row.origin === origin && row.destination === destination && row.validFrom === '2026-11-23');
    const average = (rows: typeof full) => rows.reduce((total, row) => total + (row.rates as FclRates).perContainer['40HC']!, 0) / rows.length;
    expect(average(week('CNSHA', 'TRMER'))).toBeGreaterThan(1.8 * average(week('TRMER', 'CNSHA')));
  });
});

describe('demo FX and trucking bands', () => {
  it('has USD, EUR, GBP and CNY on the anchor Monday and the week before', () => {
    const rates = demoFxRates(anchor);
    expect(new Set(rates.map((rate) => rate.date))).toEqual(new Set(['2026-11-16', '2026-11-23']));
    expect(new Set(rates.map((rate) => rate.currency))).toEqual(new Set(['USD', 'EUR', 'GBP', 'CNY']));
    const currencies = new Set(full.map((row) => row.currency));
    expect([...currencies].every((currency) => rates.some((rate) => rate.currency === currency))).toBe(true);
  });

  it('prices both ends in growing bands that reach 2,200 km', () => {
    for (const kind of ['pre', 'on'] as const) {
      const bands = DEMO_CARRIAGE_BANDS.filter((band) => band.kind === kind);
      expect(bands.map((band) => band.upToKm)).toEqual([50, 150, 300, 600, 1000, 1500, 2200]);
      expect(bands.every((band, index) => index === 0 || band.price > bands[index - 1]!.price)).toBe(true);
    }
  });

  it('names regions once', () => {
    expect(new Set(DEMO_REGIONS.map((region) => region.name)).size).toBe(DEMO_REGIONS.length);
    const portList = DEMO_REGIONS.flatMap((region) => region.ports);
    expect(new Set(portList).size).toBe(portList.length);
  });
});
