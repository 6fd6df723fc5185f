import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '@/lib/client/http';
import { initialLanguageRequest, useLookups } from '@/store/lookups';

const calls: InternalAxiosRequestConfig[] = [];
const lookups = {
  cityList: [{ id: 35, name: 'İzmir' }],
  locations: [
    { kind: 'port', code: 'TRIZM', name: 'İzmir', city: 'İzmir', countryCode: 'TR' },
    { kind: 'airport', code: 'ADB', name: 'Adnan Menderes', city: 'İzmir', countryCode: 'TR' },
  ],
  countries: [],
  companyTypes: [],
  companyScopes: [],
  loadTypeOfYears: [],
  transportTypes: [],
  documentTypes: [],
  categories: [],
  secondCategories: [],
  packageTypes: [],
  containerTypes: [],
  incoterms: [],
  currencies: [],
};
const answer = (config: InternalAxiosRequestConfig, data: unknown) => ({ status: 200, statusText: 'OK', headers: {}, config, data: { isSuccess: true, data } });
const adapter: AxiosAdapter = async (config) => {
  calls.push(config);
  if (config.url === '/Lookup/GetAll') return answer(config, lookups);
  if (config.url === '/Language/GetList') return answer(config, { items: [{ id: 1, code: 'tr' }], totalCount: 1, pageNumber: 1, pageSize: 10 });
  if (config.url === '/Lookup/GetTowns') return answer(config, [{ id: 1, provinceId: 35, name: 'Aliağa' }]);
  throw new Error(`unexpected ${config.url}`);
};

const initial = useLookups.getState();
beforeEach(() => {
  calls.length = 0;
  http.defaults.adapter = adapter;
  useLookups.setState(initial, true);
});

describe('the lookups store', () => {
  it('starts with LCL filter 1, the tracking modal closed, nothing loading, the 7 services and 15 lanes', () => {
    const state = useLookups.getState();
    expect(state.lclFilterType).toBe(1);
    expect(state.trackingModalOpen).toBe(false);
    expect(state.loading).toBe(false);
    expect(state.services).toHaveLength(7);
    expect(state.routes).toHaveLength(15);
  });

  it('loads the lookups and, with no languages loaded, the language list with the service key', async () => {
    await useLookups.getState().load();
    const state = useLookups.getState();
    expect(state.status).toBe('ready');
    expect(state.cityList).toEqual(lookups.cityList);
    expect(state.addressCities).toBe(state.cityList);
    expect(state.cities).toEqual([{ name: 'İzmir', countryCode: 'TR' }]);
    expect(state.languages.map((l) => l.code)).toEqual(['tr']);
    const list = calls.find((c) => c.url === '/Language/GetList');
    expect(JSON.parse(String(list?.data))).toEqual(initialLanguageRequest);
    expect(list?.headers.get('X-Service-Key')).toBeTruthy();
  });

  it('loads once per session and skips the language list when languages are loaded', async () => {
    useLookups.setState({ languages: [{ id: 9, code: 'en', name: 'English', nativeName: 'English', isActive: true, createdAt: '', updatedAt: '' }] });
    await Promise.all([useLookups.getState().load(), useLookups.getState().load()]);
    await useLookups.getState().load();
    expect(calls.map((c) => c.url)).toEqual(['/Lookup/GetAll']);
  });

  it('loads towns per city on demand and caches them', async () => {
    await useLookups.getState().loadTowns(35);
    await useLookups.getState().loadTowns(35);
    expect(calls.filter((c) => c.url === '/Lookup/GetTowns')).toHaveLength(1);
    expect(useLookups.getState().townList.map((t) => t.name)).toEqual(['Aliağa']);
  });

  it('keeps the districts of the province asked for last when an earlier province answers after it (the province → district race)', async () => {
    const release = new Map<number, () => void>();
    http.defaults.adapter = async (config) => {
      calls.push(config);
      const cityId = Number((config.params as { cityId: number }).cityId);
      await new Promise<void>((resolve) => release.set(cityId, resolve));
      return answer(config, [{ id: cityId * 100, provinceId: cityId, name: cityId === 35 ? 'Konak' : 'Çankaya' }]);
    };
    const izmir = useLookups.getState().loadTowns(35);
    const ankara = useLookups.getState().loadTowns(6);
    await vi.waitFor(() => expect(release.size).toBe(2));
    release.get(6)!();
    expect((await ankara).map((town) => town.name)).toEqual(['Çankaya']);
    release.get(35)!();
    expect((await izmir).map((town) => town.name)).toEqual(['Konak']);
    const state = useLookups.getState();
    expect(state.townList.map((town) => town.name)).toEqual(['Çankaya']);
    expect(Object.keys(state.townsByCity).sort()).toEqual(['35', '6']);
  });

  it('asks once for a province whose districts are already on their way', async () => {
    const [first, second] = await Promise.all([useLookups.getState().loadTowns(35), useLookups.getState().loadTowns(35)]);
    expect(second).toBe(first);
    expect(calls.filter((c) => c.url === '/Lookup/GetTowns')).toHaveLength(1);
  });
});
