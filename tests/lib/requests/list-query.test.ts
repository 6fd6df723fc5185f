import { describe, expect, it } from 'vitest';
import { requestListRequest } from '@/lib/schemas/request';
import { activeFilters, defaultListState, hasActiveFilters, listQueryOf, listRequestOf, parseListQuery, withoutFilter, withoutFilters, withSort } from '@/lib/requests/list-query';

describe('the request list’s query string', () => {
  it('reads an empty query as the defaults', () => {
    expect(parseListQuery({})).toEqual(defaultListState);
    expect(listQueryOf(defaultListState)).toEqual({});
  });

  it('round-trips every field', () => {
    const query = { page: '2', size: '25', sort: 'total', desc: '0', status: 'quoted,approved', mode: 'SEA_LCL', from: '2025-03-01', to: '2025-03-31', origin: 'TRIZM', destination: 'TR-35', q: 'hamburg' };
    const state = parseListQuery(query);
    expect(state).toEqual({ page: 2, pageSize: 25, sort: 'total', desc: false, statuses: ['quoted', 'approved'], mode: 'SEA_LCL', from: '2025-03-01', to: '2025-03-31', origin: 'TRIZM', destination: 'TR-35', q: 'hamburg' });
    expect(listQueryOf(state)).toEqual(query);
  });

  it('accepts repeated status parameters (a plain GET form) and keeps the lifecycle order without duplicates', () => {
    expect(parseListQuery({ status: ['approved', 'quoted', 'approved'] }).statuses).toEqual(['quoted', 'approved']);
    expect(parseListQuery({ status: 'QUOTED,nonsense' }).statuses).toEqual(['quoted']);
  });

  it('drops what makes no sense instead of failing', () => {
    const state = parseListQuery({ page: '-3', size: '1000', sort: 'password', desc: 'maybe', mode: 'SHIP', from: '2025-02-30', origin: 'not a code', q: '   ' });
    expect(state).toEqual(defaultListState);
    expect(parseListQuery({ page: '1.5' }).page).toBe(1);
    expect(parseListQuery({ q: 'x'.repeat(150) }).q).toHaveLength(100);
  });

  it('normalises codes and swaps a reversed date range', () => {
    expect(parseListQuery({ origin: 'trizm', destination: 'ist' })).toMatchObject({ origin: 'TRIZM', destination: 'IST' });
    expect(parseListQuery({ from: '2025-04-01', to: '2025-03-01' })).toMatchObject({ from: '2025-03-01', to: '2025-04-01' });
  });

  it('builds a GetList body the server schema accepts, whatever the query was', () => {
    const queries = [{}, { status: 'quoted', q: 'İzmir', from: '2025-03-01' }, { page: 'x', sort: 'total', desc: 'true', origin: 'TR-35' }, { to: '2025-01-01', from: '2025-12-31' }];
    for (const query of queries) {
      for (const scope of ['mine', 'company', 'all'] as const) expect(requestListRequest.safeParse(listRequestOf(parseListQuery(query), scope)).success, JSON.stringify(query)).toBe(true);
    }
    expect(listRequestOf(parseListQuery({ status: 'quoted', q: 'izmir' }), 'company')).toMatchObject({ scope: 'company', statuses: ['quoted'], text: 'izmir', pageNumber: 1, pageSize: 10, sortColumn: 'createdAt', sortDescending: true });
  });
});

describe('filter chips', () => {
  const state = parseListQuery({ page: '3', status: 'submitted,quoted', mode: 'AIR', q: 'jfk', sort: 'reference', desc: '0' });

  it('lists one chip per status and one per other filter', () => {
    expect(activeFilters(state)).toEqual([
      { key: 'status', value: 'submitted' },
      { key: 'status', value: 'quoted' },
      { key: 'mode', value: 'AIR' },
      { key: 'q', value: 'jfk' },
    ]);
    expect(hasActiveFilters(state)).toBe(true);
    expect(hasActiveFilters(defaultListState)).toBe(false);
  });

  it('removes one chip and goes back to the first page', () => {
    expect(withoutFilter(state, { key: 'status', value: 'submitted' })).toMatchObject({ page: 1, statuses: ['quoted'], mode: 'AIR' });
    const noMode = withoutFilter(state, { key: 'mode', value: 'AIR' });
    expect('mode' in noMode).toBe(false);
    expect(listQueryOf(noMode)).toEqual({ sort: 'reference', desc: '0', status: 'submitted,quoted', q: 'jfk' });
  });

  it('clears every filter but keeps the sort and the page size', () => {
    expect(withoutFilters({ ...state, pageSize: 25 })).toEqual({ page: 1, pageSize: 25, sort: 'reference', desc: false, statuses: [] });
  });
});

describe('sorting by a column header', () => {
  it('flips the same column and starts another in its natural direction', () => {
    const byReference = withSort({ ...defaultListState, page: 4 }, 'reference');
    expect(byReference).toMatchObject({ sort: 'reference', desc: false, page: 1 });
    expect(withSort(byReference, 'reference').desc).toBe(true);
    expect(withSort(byReference, 'total').desc).toBe(true);
    expect(withSort(defaultListState, 'createdAt').desc).toBe(false);
  });
});
