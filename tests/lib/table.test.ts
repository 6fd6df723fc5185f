import { describe, expect, it } from 'vitest';
import { filterRows, findByKey, pageCount, paginate } from '@/lib/table';

const rows = [
  { id: 1, city: 'İSTANBUL', note: 'Ambarlı' },
  { id: 2, city: 'İzmir', note: 'Aliağa' },
  { id: 3, city: 'ILIK KÖY', note: 'demo' },
  { id: 4, city: 'Mersin', note: 'ılık hava' },
];

describe('findByKey', () => {
  it('finds the row whose key equals the value', () => {
    expect(findByKey(rows, 'id', 2)?.city).toBe('İzmir');
    expect(findByKey(rows, 'id', 9)).toBeUndefined();
  });
});

describe('paginate', () => {
  const numbers = Array.from({ length: 23 }, (_, i) => i + 1);
  it('slices by page number and size', () => {
    expect(paginate(numbers, 1, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(paginate(numbers, 3, 10)).toEqual([21, 22, 23]);
    expect(paginate(numbers, 4, 10)).toEqual([]);
  });
  it('treats page numbers and sizes below 1 as 1', () => {
    expect(paginate(numbers, 0, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginate(numbers, 2, 0)).toEqual([2]);
  });
  it('counts pages', () => {
    expect(pageCount(23, 10)).toBe(3);
    expect(pageCount(0, 10)).toBe(1);
  });
});

describe('filterRows', () => {
  it('is case-sensitive by default', () => {
    expect(filterRows(rows, 'istanbul')).toEqual([]);
    expect(filterRows(rows, 'İSTANBUL').map((r) => r.id)).toEqual([1]);
  });
  it('is Turkish-aware in the case-insensitive mode', () => {
    expect(filterRows(rows, 'istanbul', { caseInsensitive: true }).map((r) => r.id)).toEqual([1]);
    expect(filterRows(rows, 'izmir', { caseInsensitive: true }).map((r) => r.id)).toEqual([2]);
    expect(filterRows(rows, 'ılık', { caseInsensitive: true }).map((r) => r.id)).toEqual([3, 4]);
    expect(filterRows(rows, 'ILIK', { caseInsensitive: true }).map((r) => r.id)).toEqual([3, 4]);
  });
  it('searches only the given keys', () => {
    expect(filterRows(rows, 'ılık', { caseInsensitive: true, keys: ['city'] }).map((r) => r.id)).toEqual([3]);
  });
  it('keeps every row for an empty text', () => {
    expect(filterRows(rows, '  ')).toHaveLength(4);
  });
});
