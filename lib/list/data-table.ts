/**
 * The pure parts of the list tables (components/list/DataTable.tsx): which columns a narrow screen leaves out,
 * the rows a page shows, the state of a sortable header, and the keys of the pager's item names. Without React or MUI, so they can be tested alone.
 */

/** The breakpoints from which a column may start to show (below them the column is left out). */
export type ColumnBreakpoint = 'sm' | 'md' | 'lg';

/** The `display` of a column's cells: none below `from`, a table cell from there on (every width without `from`). */
export function columnDisplay(from: ColumnBreakpoint | undefined): { display?: { xs: 'none' } & Partial<Record<ColumnBreakpoint, 'table-cell'>> } {
  return from ? { display: { xs: 'none', [from]: 'table-cell' } } : {};
}

/** The 1-based numbers of the first and last rows of a page, as MUI's pager counts them (0–0 for an empty list). */
export function displayedRange(pageNumber: number, pageSize: number, totalCount: number): { from: number; to: number } {
  if (totalCount <= 0) return { from: 0, to: 0 };
  const size = Math.max(1, Math.floor(pageSize) || 1);
  const page = Math.max(1, Math.floor(pageNumber) || 1);
  return { from: (page - 1) * size + 1, to: Math.min(page * size, totalCount) };
}

/** The 0-based page MUI's TablePagination takes for a 1-based page number (never below 0). */
export const zeroBasedPage = (pageNumber: number) => Math.max(0, Math.floor(pageNumber) - 1);

/** A sortable header: whether the list is sorted by the column, which way, and what a click does. */
export interface ColumnSort {
  active: boolean;
  desc: boolean;
  onSort: () => void;
}

/** The sortable headers of a list sorted by `current` (`desc`: descending): `sortBy('Name')` is the Name column's. */
export function columnSorter<Column extends string>(current: Column, desc: boolean, onSort: (column: Column) => void): (column: Column) => ColumnSort {
  return (column) => ({ active: current === column, desc, onSort: () => onSort(column) });
}

/** The items of a pager, as MUI names them: its buttons (TablePagination, Pagination) and its page links (Pagination). */
export type PagerItem = 'first' | 'last' | 'next' | 'previous' | 'page';

/** The key (namespace `common`) of a pager item's accessible name: a page link says its page ({{page}}), the current one without "go to". */
export function pagerItemKey(item: PagerItem, selected = false) {
  if (item === 'page') return selected ? 'table.currentPage' : 'table.page';
  return `table.${item}Page` as const;
}
