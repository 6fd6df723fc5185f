import { describe, expect, it } from 'vitest';
import { listRequestBase, withSearchText, type ListState } from '@/lib/list/list-state';

const state: ListState<'createdAt' | 'reference', 'paid'> = { page: 3, pageSize: 25, sort: 'reference', desc: false, statuses: ['paid'], from: '2026-01-01', to: '2026-02-01', q: 'old' };

describe('withSearchText', () => {
  it('sets the trimmed text and goes back to the first page', () => {
    expect(withSearchText(state, '  İzmir ')).toEqual({ ...state, page: 1, q: 'İzmir' });
  });
  it('drops the text when blank, keeping the rest', () => {
    const next = withSearchText(state, '   ');
    expect(next).not.toHaveProperty('q');
    expect(next).toEqual({ page: 1, pageSize: 25, sort: 'reference', desc: false, statuses: ['paid'], from: '2026-01-01', to: '2026-02-01' });
  });
});

describe('listRequestBase', () => {
  it('maps the shared state onto the GetList body fields', () => {
    expect(listRequestBase(state)).toEqual({ pageNumber: 3, pageSize: 25, sortColumn: 'reference', sortDescending: false, statuses: ['paid'], createdFrom: '2026-01-01', createdTo: '2026-02-01', text: 'old' });
  });
});
