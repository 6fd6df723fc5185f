// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { http } from '@/lib/client/http';
import { SearchOptions } from '@/components/search/SearchOptions';
import { useLookups } from '@/store/lookups';
import { useSearch } from '@/store/search';
import { localeTexts, translatedTree } from '../../support/render-translated';

const texts = localeTexts('tr', 'search') as { form: Record<string, string> };

async function renderOptions() {
  render(await translatedTree(<SearchOptions errorOf={() => ''} />, 'tr', ['search']));
}

const shown = (select: HTMLSelectElement) => select.options[select.selectedIndex]?.text;

/** The option lists are the browser's own <select>: one without a value must show that, not its first option as chosen. */
describe('search options', () => {
  it('shows no province and no dangerous-goods class chosen until the visitor picks one', async () => {
    useLookups.setState({ cityList: [{ id: 1, name: 'Adana' }, { id: 34, name: 'İstanbul' }] as never });
    useSearch.setState({ earlyTransport: true, originInfo: null, earlyTransportCityId: null, isDangerous: true, dangerousGoodsClass: '' });
    await renderOptions();
    const province = screen.getByLabelText(texts.form.province!) as HTMLSelectElement;
    expect([...province.options].map((option) => option.text)).toEqual(['—', 'Adana', 'İstanbul']);
    expect(shown(province)).toBe('—');
    const dgClass = screen.getByLabelText(texts.form.dgClass!) as HTMLSelectElement;
    expect(shown(dgClass)).toBe('—');
    expect(dgClass.value).toBe('');
  });
});

afterEach(cleanup);

/** The districts' answers, held until the test lets each province's go (the order of the network is the test's). */
describe('pre-carriage province → district', () => {
  const initialLookups = useLookups.getState();
  const initialSearch = useSearch.getState();
  const districts: Record<number, { id: number; provinceId: number; name: string }[]> = {
    35: [{ id: 3501, provinceId: 35, name: 'Konak' }, { id: 3502, provinceId: 35, name: 'Bornova' }],
    6: [{ id: 601, provinceId: 6, name: 'Çankaya' }],
  };
  let release: Map<number, () => void>;
  const asked = () => [...release.keys()];

  beforeEach(() => {
    release = new Map();
    http.defaults.adapter = (async (config: InternalAxiosRequestConfig) => {
      if (config.url !== '/Lookup/GetTowns') throw new Error(`unexpected ${config.url}`);
      const cityId = Number((config.params as { cityId: number }).cityId);
      await new Promise<void>((resolve) => release.set(cityId, resolve));
      return { status: 200, statusText: 'OK', headers: {}, config, data: { isSuccess: true, data: districts[cityId] } };
    }) as AxiosAdapter;
    useLookups.setState({ ...initialLookups, cityList: [{ id: 6, name: 'Ankara' }, { id: 35, name: 'İzmir' }] as never, townsByCity: {} }, true);
    useSearch.setState({ ...initialSearch, earlyTransport: true, originInfo: null, earlyTransportCityId: null, earlyTransportTownId: null });
  });
  afterEach(() => {
    cleanup();
    useLookups.setState(initialLookups, true);
    useSearch.setState(initialSearch, true);
  });

  const fields = () => ({ province: screen.getByLabelText(texts.form.province!) as HTMLSelectElement, town: screen.getByLabelText(texts.form.town!) as HTMLSelectElement });
  const towns = (select: HTMLSelectElement) => [...select.options].slice(1).map((option) => option.text);

  it("keeps the district list disabled until the chosen province's districts have arrived, and shows only those", async () => {
    await renderOptions();
    expect(fields().town.disabled).toBe(true);
    fireEvent.change(fields().province, { target: { value: '35' } });
    await waitFor(() => expect(asked()).toEqual([35]));
    expect(fields().town.disabled).toBe(true);
    fireEvent.change(fields().province, { target: { value: '6' } });
    await waitFor(() => expect(asked()).toEqual([35, 6]));
    // İzmir answers first, after the visitor has moved on to Ankara: Ankara's list is still on its way.
    await act(async () => release.get(35)!());
    expect(fields().town.disabled).toBe(true);
    expect(towns(fields().town)).toEqual([]);
    await act(async () => release.get(6)!());
    await waitFor(() => expect(fields().town.disabled).toBe(false));
    expect(towns(fields().town)).toEqual(['Çankaya']);
    fireEvent.change(fields().town, { target: { value: '601' } });
    expect(useSearch.getState().earlyTransportTownId).toBe(601);
    // Back to İzmir (its list already here): the Ankara district goes, İzmir's list shows at once.
    fireEvent.change(fields().province, { target: { value: '35' } });
    expect(useSearch.getState().earlyTransportTownId).toBe(null);
    expect(fields().town.disabled).toBe(false);
    expect(towns(fields().town)).toEqual(['Konak', 'Bornova']);
  });

  it('loads the districts of a province that came back with a kept search, and drops a district not among them', async () => {
    useSearch.setState({ earlyTransportCityId: 35, earlyTransportTownId: 601 });
    await renderOptions();
    expect(fields().province.value).toBe('35');
    expect(fields().town.disabled).toBe(true);
    await waitFor(() => expect(asked()).toEqual([35]));
    await act(async () => release.get(35)!());
    await waitFor(() => expect(fields().town.disabled).toBe(false));
    expect(towns(fields().town)).toEqual(['Konak', 'Bornova']);
    expect(fields().town.value).toBe('');
    expect(useSearch.getState().earlyTransportTownId).toBe(null);
  });
});
