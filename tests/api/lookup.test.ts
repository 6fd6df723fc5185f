import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lookups } from '@/lib/schemas/lookup';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

describe('GET /api/Lookup/GetAll', () => {
  it('answers every lookup from the seeded reference data', async () => {
    const response = await api.call('GET', '/api/Lookup/GetAll');
    expect(response.status).toBe(200);
    const data = response.json.data as Lookups;
    expect(data.cityList).toHaveLength(81);
    const provinces = data.cityList.map((c) => c.name);
    expect(provinces[0]).toBe('Adana');
    expect(provinces.indexOf('Çanakkale')).toBe(provinces.indexOf('Bursa') + 1);
    expect(provinces.indexOf('İzmir')).toBeGreaterThan(provinces.indexOf('Iğdır'));
    expect(data.locations.filter((l) => l.kind === 'port').length).toBeGreaterThanOrEqual(300);
    expect(data.locations.filter((l) => l.kind === 'airport').length).toBeGreaterThanOrEqual(200);
    expect(data.locations.find((l) => l.code === 'TRMER')).toMatchObject({ kind: 'port', countryCode: 'TR' });
    expect(data.locations.find((l) => l.code === 'IST')).toMatchObject({ kind: 'airport', countryCode: 'TR' });
    expect(data.containerTypes.map((c) => c.code)).toEqual(['20DC', '40DC', '40HC', '20RF', '40RF']);
    expect(data.containerTypes.find((c) => c.code === '40HC')!.internalHeightMm).toBeGreaterThan(data.containerTypes.find((c) => c.code === '40DC')!.internalHeightMm);
    expect(data.incoterms.filter((i) => i.seaOnly).map((i) => i.code).sort()).toEqual(['CFR', 'CIF', 'FAS', 'FOB']);
    expect(data.incoterms).toHaveLength(11);
    expect(data.currencies.map((c) => c.code)).toEqual(expect.arrayContaining(['TRY', 'USD', 'EUR']));
    expect(data.countries.find((c) => c.code === 'TR')).toMatchObject({ nameTr: 'Türkiye' });
    expect(data.countries.find((c) => c.code === 'DE')).toMatchObject({ nameTr: 'Almanya', nameEn: 'Germany' });
    for (const list of [data.packageTypes, data.transportTypes, data.documentTypes, data.companyTypes, data.companyScopes, data.loadTypeOfYears, data.categories]) {
      expect(list.length).toBeGreaterThan(3);
      expect(list[0]).toMatchObject({ code: expect.any(String), nameTr: expect.any(String), nameEn: expect.any(String) });
    }
    const categoryIds = new Set(data.categories.map((c) => c.id));
    expect(data.secondCategories.every((type) => categoryIds.has(type.categoryId))).toBe(true);
  });

  it('stays within 30 kB gzipped for the home page', async () => {
    const response = await api.call('GET', '/api/Lookup/GetAll');
    expect(gzipSync(response.text).length).toBeLessThanOrEqual(30 * 1024);
  });

  it('serves the body gzipped once in memory to callers that accept gzip', async () => {
    const gzipped = await api.call('GET', '/api/Lookup/GetAll', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')).toContain('Accept-Encoding');
    expect((gzipped.json.data as Lookups).cityList).toHaveLength(81);
    const plain = await api.call('GET', '/api/Lookup/GetAll', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.text).toBe(gzipped.text);
  });

  it('answers 304 to a matching If-None-Match and is cacheable', async () => {
    const first = await api.call('GET', '/api/Lookup/GetAll');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.get('cache-control')).toContain('public');
    const second = await api.call('GET', '/api/Lookup/GetAll', { headers: { 'If-None-Match': etag! } });
    expect(second.status).toBe(304);
    expect(second.text).toBe('');
    const stale = await api.call('GET', '/api/Lookup/GetAll', { headers: { 'If-None-Match': '"other"' } });
    expect(stale.status).toBe(200);
  });
});

describe('GET /api/Lookup/GetTowns', () => {
  it('answers the districts of a province in Turkish order', async () => {
    const response = await api.call('GET', '/api/Lookup/GetTowns?cityId=35');
    expect(response.status).toBe(200);
    const towns = response.json.data as { name: string; provinceId: number }[];
    expect(towns.length).toBe(30);
    expect(towns.every((town) => town.provinceId === 35)).toBe(true);
    const names = towns.map((town) => town.name);
    expect(names).toContain('Aliağa');
    expect(names.indexOf('Çeşme')).toBeGreaterThan(names.indexOf('Buca'));
    expect(names.indexOf('Çeşme')).toBeLessThan(names.indexOf('Dikili'));
  });

  it.each(['0', '82', 'abc', '', '35;drop'])('rejects cityId=%s', async (cityId) => {
    const response = await api.call('GET', `/api/Lookup/GetTowns?cityId=${cityId}`);
    expect(response.status).toBe(400);
    expect(response.json.errors?.[0]?.field).toBe('cityId');
  });

  it('rejects unknown query parameters', async () => {
    const response = await api.call('GET', '/api/Lookup/GetTowns?cityId=6&x=1');
    expect(response.status).toBe(400);
    expect(response.json.errors?.[0]).toMatchObject({ field: 'x', code: 'validation.unknownField' });
  });
});

describe('GET /api/Location/Suggest', () => {
  const suggest = async (query: string, language = 'tr') => {
    const response = await api.call('GET', `/api/Location/Suggest?${query}`, { headers: { 'Accept-Language': language } });
    expect(response.status).toBe(200);
    return (response.json.data as { suggestions: { code: string; kind: string; onSale: boolean; role: string; countryName: string; distanceKm?: number }[] }).suggestions;
  };

  it('resolves a city to the gateways of the mode, those on sale first (the test set sells from Mersin only): İstanbul by sea is the province for trucking, then Mersin by road', async () => {
    const found = await suggest(`text=${encodeURIComponent('İstanbul')}&mode=SEA_LCL&end=origin`);
    expect(found[0]).toMatchObject({ code: 'TR-34', kind: 'province', role: 'door', onSale: true, countryName: 'Türkiye' });
    expect(found.find((item) => item.role === 'nearestOnSale')).toMatchObject({ code: 'TRMER', onSale: true });
    expect(found.find((item) => item.code === 'TRAMR')).toMatchObject({ onSale: false, role: 'gateway' });
    expect(found.map((item) => item.code)).not.toContain('TRIST');
  });

  it('on sale means on sale to the other end when it is chosen, and country names follow the language', async () => {
    const toRotterdam = await suggest('text=Mersin&mode=SEA_FCL&end=origin&other=NLRTM', 'en');
    expect(toRotterdam[0]).toMatchObject({ code: 'TRMER', onSale: true, countryName: 'Türkiye' });
    const toNowhere = await suggest('text=Mersin&mode=SEA_FCL&end=origin&other=DEHAM');
    expect(toNowhere.find((item) => item.code === 'TRMER')).toMatchObject({ onSale: false });
    const hamburg = await suggest('text=hamburg&mode=AIR&end=destination', 'en');
    expect(hamburg.every((item) => item.kind === 'airport')).toBe(true);
    expect(hamburg[0]).toMatchObject({ countryName: 'Germany' });
  });

  it.each([
    ['mode=SEA_LCL&end=origin', 'text'],
    ['text=ist&mode=SHIP&end=origin', 'mode'],
    ['text=ist&mode=AIR&end=middle', 'end'],
    ['text=ist&mode=AIR&end=origin&other=x', 'other'],
    ['text=ist&mode=AIR&end=origin&date=tomorrow', 'date'],
    [`text=${'a'.repeat(81)}&mode=AIR&end=origin`, 'text'],
  ])('refuses %s (400 on %s)', async (query, field) => {
    const response = await api.call('GET', `/api/Location/Suggest?${query}`);
    expect(response.status).toBe(400);
    expect(response.json.errors?.[0]?.field).toBe(field);
  });
});
