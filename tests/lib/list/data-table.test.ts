import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { columnDisplay, columnSorter, displayedRange, pagerItemKey, zeroBasedPage, type PagerItem } from '@/lib/list/data-table';

describe('columnDisplay', () => {
  it('leaves a column out below its breakpoint and shows it as a table cell from there on', () => {
    expect(columnDisplay('sm')).toEqual({ display: { xs: 'none', sm: 'table-cell' } });
    expect(columnDisplay('md')).toEqual({ display: { xs: 'none', md: 'table-cell' } });
    expect(columnDisplay('lg')).toEqual({ display: { xs: 'none', lg: 'table-cell' } });
  });
  it('adds nothing for a column every width shows', () => {
    expect(columnDisplay(undefined)).toEqual({});
  });
});

describe('displayedRange', () => {
  it('counts the rows of a page from 1, the last page ending at the total', () => {
    expect(displayedRange(1, 10, 25)).toEqual({ from: 1, to: 10 });
    expect(displayedRange(2, 10, 25)).toEqual({ from: 11, to: 20 });
    expect(displayedRange(3, 10, 25)).toEqual({ from: 21, to: 25 });
  });
  it('is 0–0 for an empty list', () => {
    expect(displayedRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
  });
  it('counts a page number or size below 1 as 1', () => {
    expect(displayedRange(0, 10, 25)).toEqual({ from: 1, to: 10 });
    expect(displayedRange(2, 0, 25)).toEqual({ from: 2, to: 2 });
  });
});

describe('zeroBasedPage', () => {
  it('turns a 1-based page number into the pager’s 0-based page, never below 0', () => {
    expect(zeroBasedPage(1)).toBe(0);
    expect(zeroBasedPage(4)).toBe(3);
    expect(zeroBasedPage(0)).toBe(0);
  });
});

describe('pagerItemKey', () => {
  const items: [PagerItem, boolean][] = [['first', false], ['previous', false], ['next', false], ['last', false], ['page', false], ['page', true]];
  it('names every pager button and page link with a text of its own in both languages, a page link with its page', () => {
    for (const locale of ['tr', 'en']) {
      const { table } = JSON.parse(readFileSync(`public/locales/${locale}/common.json`, 'utf8')) as { table: Record<string, string> };
      const names = items.map(([item, selected]) => table[pagerItemKey(item, selected).replace('table.', '')]);
      expect(names.every((name) => typeof name === 'string' && name.length > 0), locale).toBe(true);
      expect(new Set(names).size).toBe(items.length);
      expect(table[pagerItemKey('page').replace('table.', '')]).toContain('{{page}}');
      expect(table[pagerItemKey('page', true).replace('table.', '')]).toContain('{{page}}');
    }
  });
});

describe('columnSorter', () => {
  it('marks the column the list is sorted by as active, in its direction, and sorts by the clicked column', () => {
    const clicked: string[] = [];
    const sortBy = columnSorter<'Name' | 'Email'>('Email', true, (column) => clicked.push(column));
    expect(sortBy('Email')).toMatchObject({ active: true, desc: true });
    expect(sortBy('Name')).toMatchObject({ active: false, desc: true });
    sortBy('Name').onSort();
    expect(clicked).toEqual(['Name']);
  });
});
