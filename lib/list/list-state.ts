import { isCalendarDay } from '../domain/freight-codes';

/**
 * What every account list (requests, reservations) keeps in its URL, so a list is a link one can
 * share: ?page=2&size=25&sort=reference&desc=0&status=a,b&from=2025-03-01&to=2025-03-31&q=hamburg.
 * Parsing is forgiving: a value that makes no sense is dropped (the default applies), never an error
 * page. Pure and without zod, so it stays out of the first-load bundle.
 */
export interface ListState<Sort extends string, Status extends string> {
  page: number;
  pageSize: number;
  sort: Sort;
  desc: boolean;
  statuses: Status[];
  from?: string;
  to?: string;
  q?: string;
}

/** The columns and statuses of one list, its default sort and the columns that start biggest/newest first. */
export interface ListSpec<Sort extends string, Status extends string> {
  sortColumns: readonly Sort[];
  statuses: readonly Status[];
  defaultSort: Sort;
  descendingFirst: readonly Sort[];
}

export const LIST_PAGE_SIZES = [10, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;

export type Query = Record<string, string | string[] | undefined>;

export const firstOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const every = (value: string | string[] | undefined) => (Array.isArray(value) ? value : value === undefined ? [] : [value]).flatMap((item) => item.split(','));
const validDay = (value: string | undefined) => (value !== undefined && isCalendarDay(value) ? value : undefined);
export const isOneOf = <T extends string>(list: readonly T[], value: string | undefined): value is T => value !== undefined && (list as readonly string[]).includes(value);

/** The shared part of a list's state from a query string (Next's `router.query` / `context.query`). */
export function parseListState<Sort extends string, Status extends string>(query: Query, spec: ListSpec<Sort, Status>): ListState<Sort, Status> {
  const page = Number(firstOf(query.page));
  const size = Number(firstOf(query.size));
  const sort = firstOf(query.sort);
  const desc = firstOf(query.desc);
  const statuses = new Set(every(query.status).map((status) => status.trim().toLowerCase()));
  let from = validDay(firstOf(query.from));
  let to = validDay(firstOf(query.to));
  if (from && to && from > to) [from, to] = [to, from];
  const q = firstOf(query.q)?.trim().slice(0, 100);
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
    pageSize: (LIST_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    sort: isOneOf(spec.sortColumns, sort) ? sort : spec.defaultSort,
    desc: !(desc === '0' || desc === 'false'),
    statuses: spec.statuses.filter((status) => statuses.has(status.toLowerCase())),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(q ? { q } : {}),
  };
}

/** The query string of the shared part of a state, without the defaults (the shortest link to the same list). */
export function listStateQuery<Sort extends string, Status extends string>(state: ListState<Sort, Status>, spec: Pick<ListSpec<Sort, Status>, 'defaultSort'>): Record<string, string> {
  const query: Record<string, string> = {};
  if (state.page !== 1) query.page = String(state.page);
  if (state.pageSize !== DEFAULT_PAGE_SIZE) query.size = String(state.pageSize);
  if (state.sort !== spec.defaultSort) query.sort = state.sort;
  if (!state.desc) query.desc = '0';
  if (state.statuses.length > 0) query.status = state.statuses.join(',');
  if (state.from) query.from = state.from;
  if (state.to) query.to = state.to;
  if (state.q) query.q = state.q;
  return query;
}

/** The state with a new quick-search text (none when blank), back on the first page. */
export function withSearchText<State extends ListState<string, string>>(state: State, text: string): State {
  const next: State = { ...state, page: 1, q: text.trim() };
  if (!next.q) delete next.q;
  return next;
}

/** The shared part of a list API request body (POST …/GetList) for a state. */
export function listRequestBase<Sort extends string, Status extends string>(state: ListState<Sort, Status>) {
  return {
    pageNumber: state.page,
    pageSize: state.pageSize,
    sortColumn: state.sort,
    sortDescending: state.desc,
    statuses: state.statuses,
    createdFrom: state.from,
    createdTo: state.to,
    text: state.q,
  };
}

/** One filter in force (each status is a filter of its own: a chip each). */
export interface ActiveFilter<Key extends string = string> {
  key: Key;
  value: string;
}

/** The filters in force, statuses first, then `keys` in their order. */
export function activeListFilters<State extends ListState<string, string>, Key extends string>(state: State, keys: readonly (Key & keyof State)[]): ActiveFilter<'status' | Key>[] {
  const filters: ActiveFilter<'status' | Key>[] = state.statuses.map((status) => ({ key: 'status' as const, value: status }));
  for (const key of keys) {
    const value = state[key];
    if (typeof value === 'string' && value) filters.push({ key, value });
  }
  return filters;
}

/** The state without one filter, back on the first page. */
export function withoutListFilter<State extends ListState<string, string>>(state: State, filter: ActiveFilter): State {
  const next: State = { ...state, page: 1 };
  if (filter.key === 'status') next.statuses = state.statuses.filter((status) => status !== filter.value);
  else delete (next as Record<string, unknown>)[filter.key];
  return next;
}

/** The state without any filter, keeping the sort and the page size. */
export function withoutListFilters<Sort extends string, Status extends string>(state: ListState<Sort, Status>): ListState<Sort, Status> {
  return { page: 1, pageSize: state.pageSize, sort: state.sort, desc: state.desc, statuses: [] };
}

/** Sorting by a column header: the same column flips its direction, another starts in its natural one. */
export function withListSort<Sort extends string, State extends ListState<Sort, string>>(state: State, column: Sort, descendingFirst: readonly Sort[]): State {
  return { ...state, page: 1, sort: column, desc: state.sort === column ? !state.desc : descendingFirst.includes(column) };
}
