import { isCalendarDay, LOCATION_CODE, transportModes } from '../domain/freight-codes';
import { requestStatuses, type RequestStatus } from '../domain/request-state';
import type { RequestListInput, RequestListScope } from '../schemas/request';
import { requestSortColumns, type RequestSortColumn } from './list-columns';

/**
 * The request list's state as its URL carries it, so a list (page, sort, filters) is a link one can
 * share: ?page=2&size=25&sort=total&desc=0&status=quoted,approved&mode=SEA_LCL&from=2025-03-01
 * &to=2025-03-31&origin=TRIZM&destination=DEHAM&q=hamburg. Parsing is forgiving: a value that makes
 * no sense is dropped (the default applies), never an error page.
 */
export interface RequestListState {
  page: number;
  pageSize: number;
  sort: RequestSortColumn;
  desc: boolean;
  statuses: RequestStatus[];
  mode?: (typeof transportModes)[number];
  from?: string;
  to?: string;
  origin?: string;
  destination?: string;
  q?: string;
}

export const LIST_PAGE_SIZES = [10, 25, 50] as const;
export const defaultListState: Readonly<RequestListState> = { page: 1, pageSize: 10, sort: 'createdAt', desc: true, statuses: [] };

/** The filters of the list (each status is a filter of its own: a chip each). */
export const listFilterKeys = ['status', 'mode', 'from', 'to', 'origin', 'destination', 'q'] as const;
export type ListFilterKey = (typeof listFilterKeys)[number];
export interface ActiveFilter {
  key: ListFilterKey;
  value: string;
}

type Query = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const every = (value: string | string[] | undefined) => (Array.isArray(value) ? value : value === undefined ? [] : [value]).flatMap((item) => item.split(','));
const validDay = (value: string | undefined) => (value !== undefined && isCalendarDay(value) ? value : undefined);
const validCode = (value: string | undefined) => {
  const code = value?.trim().toUpperCase();
  return code && LOCATION_CODE.test(code) ? code : undefined;
};
const isOneOf = <T extends string>(list: readonly T[], value: string | undefined): value is T => value !== undefined && (list as readonly string[]).includes(value);

/** The list state of a query string (Next's `router.query` / `context.query`). */
export function parseListQuery(query: Query): RequestListState {
  const page = Number(first(query.page));
  const size = Number(first(query.size));
  const sort = first(query.sort);
  const desc = first(query.desc);
  const mode = first(query.mode)?.toUpperCase();
  const statuses = new Set(every(query.status).map((status) => status.trim().toLowerCase()));
  let from = validDay(first(query.from));
  let to = validDay(first(query.to));
  if (from && to && from > to) [from, to] = [to, from];
  const q = first(query.q)?.trim().slice(0, 100);
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : defaultListState.page,
    pageSize: (LIST_PAGE_SIZES as readonly number[]).includes(size) ? size : defaultListState.pageSize,
    sort: isOneOf(requestSortColumns, sort) ? sort : defaultListState.sort,
    desc: desc === '0' || desc === 'false' ? false : desc === '1' || desc === 'true' ? true : defaultListState.desc,
    statuses: requestStatuses.filter((status) => statuses.has(status)),
    ...(isOneOf(transportModes, mode) ? { mode } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(validCode(first(query.origin)) ? { origin: validCode(first(query.origin)) } : {}),
    ...(validCode(first(query.destination)) ? { destination: validCode(first(query.destination)) } : {}),
    ...(q ? { q } : {}),
  };
}

/** The query string of a state, without the defaults (the shortest link to the same list). */
export function listQueryOf(state: RequestListState): Record<string, string> {
  const query: Record<string, string> = {};
  if (state.page !== defaultListState.page) query.page = String(state.page);
  if (state.pageSize !== defaultListState.pageSize) query.size = String(state.pageSize);
  if (state.sort !== defaultListState.sort) query.sort = state.sort;
  if (state.desc !== defaultListState.desc) query.desc = state.desc ? '1' : '0';
  if (state.statuses.length > 0) query.status = state.statuses.join(',');
  if (state.mode) query.mode = state.mode;
  if (state.from) query.from = state.from;
  if (state.to) query.to = state.to;
  if (state.origin) query.origin = state.origin;
  if (state.destination) query.destination = state.destination;
  if (state.q) query.q = state.q;
  return query;
}

/** The body of POST /api/Demand/GetList for a state and a scope. */
export function listRequestOf(state: RequestListState, scope: RequestListScope): RequestListInput {
  return {
    scope,
    pageNumber: state.page,
    pageSize: state.pageSize,
    sortColumn: state.sort,
    sortDescending: state.desc,
    statuses: state.statuses,
    mode: state.mode,
    createdFrom: state.from,
    createdTo: state.to,
    origin: state.origin,
    destination: state.destination,
    text: state.q,
  };
}

/** The filters in force, in the order the chips show them. */
export function activeFilters(state: RequestListState): ActiveFilter[] {
  const filters: ActiveFilter[] = state.statuses.map((status) => ({ key: 'status', value: status }));
  for (const key of ['mode', 'from', 'to', 'origin', 'destination', 'q'] as const) {
    const value = state[key];
    if (value) filters.push({ key, value });
  }
  return filters;
}

export const hasActiveFilters = (state: RequestListState) => activeFilters(state).length > 0;

/** The state without one filter, back on the first page. */
export function withoutFilter(state: RequestListState, filter: ActiveFilter): RequestListState {
  const next: RequestListState = { ...state, page: 1 };
  if (filter.key === 'status') next.statuses = state.statuses.filter((status) => status !== filter.value);
  else delete next[filter.key];
  return next;
}

/** The state without any filter, keeping the sort and the page size. */
export function withoutFilters(state: RequestListState): RequestListState {
  return { page: 1, pageSize: state.pageSize, sort: state.sort, desc: state.desc, statuses: [] };
}

/** Columns that read best biggest/newest first when first clicked. */
const descendingFirst: readonly RequestSortColumn[] = ['createdAt', 'updatedAt', 'readyDate', 'total'];

/** Sorting by a column header: the same column flips its direction, another starts in its natural one. */
export function withSort(state: RequestListState, column: RequestSortColumn): RequestListState {
  return { ...state, page: 1, sort: column, desc: state.sort === column ? !state.desc : descendingFirst.includes(column) };
}
