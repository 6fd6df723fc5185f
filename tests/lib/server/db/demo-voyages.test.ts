import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import ports from '@/lib/server/db/reference-data/ports.json';
import { DEMO_REGIONS, generateDemoTariffs, TURKISH_SEA_PORTS } from '@/lib/server/db/seed/demo-tariffs';
import { demoSailings, generateDemoVoyages, portUtcOffsetHours } from '@/lib/server/db/seed/demo-voyages';

const anchor = '2026-11-26'; // a Thursday: week 0 runs Monday 23 – Sunday 29 November (Istanbul)
const voyages = generateDemoVoyages(anchor);
const monday = Date.parse('2026-11-23T00:00:00+03:00');
const DAY = 86_400_000;
const HOUR = 3_600_000;
const digest = (rows: unknown) => createHash('sha256').update(JSON.stringify(rows)).digest('hex');
const turkish = (code: string) => (TURKISH_SEA_PORTS as readonly string[]).includes(code);

describe('generateDemoVoyages', () => {
  it('gives at least 2,000 sailings in the 12 weeks after the anchor week, from 2 weeks before it', () => {
    const ahead = voyages.filter((voyage) => voyage.etd.getTime() >= monday + 7 * DAY);
    expect(ahead.length).toBeGreaterThanOrEqual(2000);
    const etds = voyages.map((voyage) => voyage.etd.getTime());
    expect(Math.min(...etds)).toBeGreaterThanOrEqual(monday - 14 * DAY);
    expect(Math.min(...etds)).toBeLessThan(monday - 12 * DAY);
    expect(Math.max(...etds)).toBeLessThan(monday + 91 * DAY);
    expect(Math.max(...etds)).toBeGreaterThan(monday + 84 * DAY);
    // Every week of the window has sailings.
    for (let week = -2; week <= 12; week++) {
      const count = etds.filter((etd) => etd >= monday + week * 7 * DAY && etd < monday + (week + 1) * 7 * DAY).length;
      expect(count, `week ${week}`).toBeGreaterThan(300);
    }
  });

  it('is deterministic and anchors the same rows on any day of the week', () => {
    expect(digest(generateDemoVoyages(anchor))).toBe(digest(voyages));
    expect(digest(generateDemoVoyages('2026-11-29'))).toBe(digest(voyages));
    expect(digest(generateDemoVoyages('2026-11-30'))).not.toBe(digest(voyages));
  });

  it('satisfies the table checks and the unique sailing key', () => {
    for (const voyage of voyages) {
      expect(voyage.cutOffAt.getTime()).toBeLessThanOrEqual(voyage.etd.getTime());
      expect(voyage.etd.getTime()).toBeLessThan(voyage.eta.getTime());
      expect(voyage.transitDays).toBeGreaterThan(0);
      expect(voyage.eta.getTime() - voyage.etd.getTime()).toBe(voyage.transitDays * DAY);
    }
    const keys = new Set(voyages.map((voyage) => `${voyage.carrier}|${voyage.voyageNumber}|${voyage.pol}|${voyage.pod}`));
    expect(keys.size).toBe(voyages.length);
  });

  it('closes cargo 1–2 days before an afternoon or evening departure (Istanbul time at Turkish ports)', () => {
    for (const voyage of voyages) {
      const lead = (voyage.etd.getTime() - voyage.cutOffAt.getTime()) / HOUR;
      expect(lead).toBeGreaterThanOrEqual(20);
      expect(lead).toBeLessThanOrEqual(60);
      const localHour = (voyage.etd.getUTCHours() + portUtcOffsetHours(voyage.pol) + 24) % 24;
      expect(localHour).toBeGreaterThanOrEqual(14);
      expect(localHour).toBeLessThanOrEqual(22);
    }
    expect(portUtcOffsetHours('TRMER')).toBe(3);
    const mersin = voyages.find((voyage) => voyage.pol === 'TRMER')!;
    const istanbulHour = Number(new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Istanbul' }).format(mersin.etd));
    expect(istanbulHour).toBe((mersin.etd.getUTCHours() + 3) % 24);
  });

  it('uses carrier-style codes: voyage numbers like 248W, service codes like MED-USEC, named vessels', () => {
    for (const voyage of voyages) {
      expect(voyage.voyageNumber).toMatch(/^\d{3}[EW]$/);
      expect(voyage.service).toMatch(/^[A-Z]{3}-[A-Z]{3,4}$/);
      expect(voyage.vessel.length).toBeGreaterThan(4);
      expect(voyage.demo).toBe(true);
    }
    expect(new Set(voyages.map((voyage) => voyage.service)).size).toBeGreaterThan(50);
    expect(new Set(voyages.map((voyage) => voyage.vessel)).size).toBeGreaterThan(300);
    // A round voyage: out westbound as 123W, home as 123E (or the other way round for the Far East).
    const mersinNewYork = voyages.filter((voyage) => voyage.pol === 'TRMER' && voyage.pod === 'USNYC');
    expect(mersinNewYork.length).toBeGreaterThan(0);
    expect(mersinNewYork.every((voyage) => voyage.voyageNumber.endsWith('W'))).toBe(true);
    expect(voyages.filter((voyage) => voyage.pol === 'TRMER' && voyage.pod === 'CNSHA').every((voyage) => voyage.voyageNumber.endsWith('E'))).toBe(true);
  });

  it('sails each service weekly with the next voyage number', () => {
    const lane = voyages.filter((voyage) => voyage.service === 'TMX-USEC' && voyage.pol === 'TRMER' && voyage.pod === 'USNYC');
    expect(lane.length).toBe(15);
    for (let index = 1; index < lane.length; index++) {
      expect(lane[index]!.etd.getTime() - lane[index - 1]!.etd.getTime()).toBeGreaterThan(6 * DAY);
      expect(lane[index]!.etd.getTime() - lane[index - 1]!.etd.getTime()).toBeLessThan(8 * DAY);
      expect(Number.parseInt(lane[index]!.voyageNumber, 10) - Number.parseInt(lane[index - 1]!.voyageNumber, 10)).toBe(1);
    }
  });

  it('only uses ports of the reference data; far lanes transship at a hub', () => {
    const known = new Set(ports.map((port) => port.locode));
    const regionOf = new Map(DEMO_REGIONS.flatMap((region) => region.ports.map((port) => [port, region.name] as const)));
    for (const voyage of voyages) {
      expect(known.has(voyage.pol) && known.has(voyage.pod), `${voyage.pol}→${voyage.pod}`).toBe(true);
      expect(turkish(voyage.pol) !== turkish(voyage.pod)).toBe(true);
      if (voyage.transshipment) {
        expect(known.has(voyage.transshipment)).toBe(true);
        expect([voyage.pol, voyage.pod]).not.toContain(voyage.transshipment);
      }
      const region = regionOf.get(turkish(voyage.pol) ? voyage.pod : voyage.pol);
      if (region === 'china' || region === 'northeastAsia' || region === 'usWest' || region === 'southAmericaWest') expect(voyage.transshipment, `${voyage.pol}→${voyage.pod}`).not.toBeNull();
    }
    const hubs = new Set(voyages.map((voyage) => voyage.transshipment));
    for (const hub of ['EGPSD', 'ESALG', 'SGSIN', 'LKCMB']) expect(hubs).toContain(hub);
  });

  it('sails both ways: exports from Türkiye and imports to it', () => {
    const exports = voyages.filter((voyage) => turkish(voyage.pol)).length;
    const imports = voyages.filter((voyage) => turkish(voyage.pod)).length;
    expect(exports + imports).toBe(voyages.length);
    expect(exports / voyages.length).toBeGreaterThan(0.3);
    expect(imports / voyages.length).toBeGreaterThan(0.3);
  });

  it('tells the tariffs’ story: a carrier sails a lane only where its FCL tariff is, with the tariff’s transit time', () => {
    const transit = new Map<string, number>();
    for (const row of generateDemoTariffs(anchor)) if (row.mode === 'SEA_FCL') transit.set(`${row.carrier}|${row.origin}|${row.destination}`, row.transitDays);
    for (const voyage of voyages) expect(transit.get(`${voyage.carrier}|${voyage.pol}|${voyage.pod}`), `${voyage.carrier} ${voyage.pol}→${voyage.pod}`).toBe(voyage.transitDays);
  });

  it('extends to past weeks with the same sailings where the windows overlap', () => {
    const past = demoSailings(anchor, -12, 0);
    const key = (voyage: (typeof voyages)[number]) => `${voyage.carrier}|${voyage.voyageNumber}|${voyage.pol}|${voyage.pod}|${voyage.etd.toISOString()}`;
    const current = new Set(voyages.map(key));
    const overlap = past.filter((voyage) => voyage.etd.getTime() >= monday - 14 * DAY);
    expect(overlap.length).toBeGreaterThan(0);
    expect(overlap.every((voyage) => current.has(key(voyage)))).toBe(true);
    expect(Math.min(...past.map((voyage) => voyage.etd.getTime()))).toBeLessThan(monday - 80 * DAY);
  });
});
