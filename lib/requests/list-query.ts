import { LOCATION_CODE, transportModes } from '../domain/freight-codes';
import { requestStatuses, type RequestStatus } from '../domain/request-state';
import { activeListFilters, firstOf, isOneOf, listRequestBase, listStateQuery, parseListState, withListSort, withoutListFilter, withoutListFilters, type ActiveFilter as ListActiveFilter, type ListSpec, type ListState, type Query } from '../list/list-state';
import type { RequestListInput, RequestListScope } from '../schemas/request';
import { requestSortColumns, type RequestSortColumn } from './list-columns';

export { LIST_PAGE_SIZES } from '../list/list-state';

/**
 * The request list's state as its URL carries it (lib/list/list-state.ts, plus the request's own
 * filters): ?page=2&size=25&sort=total&desc=0&status=quoted,approved&mode=SEA_LCL&from=2025-03-01
 * &to=2025-03-31&origin=TRIZM&destination=DEHAM&q=hamburg.
 */
export interface RequestListState extends ListState<RequestSortColumn, RequestStatus> {
  mode?: (typeof transportModes)[number];
  origin?: string;
  destination?: string;
}

/** Columns that read best biggest/newest first when first clicked. */
const requestListSpec: ListSpec<RequestSortColumn, RequestStatus> = {
  sortColumns: requestSortColumns,
  statuses: requestStatuses,
  defaultSort: 'createdAt',
  descendingFirst: ['createdAt', 'updatedAt', 'readyDate', 'total'],
};

export const defaultListState: Readonly<RequestListState> = { page: 1, pageSize: 10, sort: 'createdAt', desc: true, statuses: [] };

/** The filters of the list (each status is a filter of its own: a chip each). */
export const listFilterKeys = ['status', 'mode', 'from', 'to', 'origin', 'destination', 'q'] as const;
export type ListFilterKey = (typeof listFilterKeys)[number];
export type ActiveFilter = ListActiveFilter<ListFilterKey>;

const validCode = (value: string | undefined) => {
  const code = value?.trim().toUpperCase();
  return code && LOCATION_CODE.test(code) ? code : undefined;
};

/** The list state of a query string (Next's `router.query` / `context.query`). */
export function parseListQuery(query: Query): RequestListState {
  const mode = firstOf(query.mode)?.toUpperCase();
  const origin = validCode(firstOf(query.origin));
  const destination = validCode(firstOf(query.destination));
  const { from, to, q, ...rest } = parseListState(query, requestListSpec);
  return {
    ...rest,
    ...(isOneOf(transportModes, mode) ? { mode } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(origin ? { origin } : {}),
    ...(destination ? { destination } : {}),
    ...(q ? { q } : {}),
  };
}

/** The query string of a state, without the defaults (the shortest link to the same list). */
export function listQueryOf(state: RequestListState): Record<string, string> {
  const query = listStateQuery(state, requestListSpec);
  if (state.mode) query.mode = state.mode;
  if (state.origin) query.origin = state.origin;
  if (state.destination) query.destination = state.destination;
  return query;
}

/** The body of POST /api/Demand/GetList for a state and a scope. */
export function listRequestOf(state: RequestListState, scope: RequestListScope): RequestListInput {
  return { scope, ...listRequestBase(state), mode: state.mode, origin: state.origin, destination: state.destination };
}

/** The filters in force, in the order the chips show them. */
export const activeFilters = (state: RequestListState): ActiveFilter[] => activeListFilters(state, ['mode', 'from', 'to', 'origin', 'destination', 'q']);

export const hasActiveFilters = (state: RequestListState) => activeFilters(state).length > 0;

/** The state without one filter, back on the first page. */
export const withoutFilter = (state: RequestListState, filter: ActiveFilter): RequestListState => withoutListFilter(state, filter);

/** The state without any filter, keeping the sort and the page size. */
export const withoutFilters = (state: RequestListState): RequestListState => withoutListFilters(state);

/** Sorting by a column header: the same column flips its direction, another starts in its natural one. */
export const withSort = (state: RequestListState, column: RequestSortColumn): RequestListState => withListSort(state, column, requestListSpec.descendingFirst);

/** Where the request filter form leads: the own filtered list, or the company's list. */
export type FilterTarget = 'requestsFilterOn' | 'allRequests';
