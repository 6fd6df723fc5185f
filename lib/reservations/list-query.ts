import { reservationStatuses, type ReservationStatus } from '../domain/reservation-state';
import { activeListFilters, listRequestBase, listStateQuery, parseListState, withListSort, withoutListFilter, withoutListFilters, type ActiveFilter, type ListSpec, type ListState, type Query } from '../list/list-state';
import type { ReservationListInput } from '../schemas/reservation';
import { reservationSortColumns, type ReservationSortColumn } from './list-columns';

/** A reservation list as its URL carries it: ?page=2&sort=reference&desc=0&status=paid,confirmed&from=…&to=…&q=BK-2026. */
export type ReservationListState = ListState<ReservationSortColumn, ReservationStatus>;
export type ReservationFilterKey = 'status' | 'from' | 'to' | 'q';

export const reservationListSpec: ListSpec<ReservationSortColumn, ReservationStatus> = {
  sortColumns: reservationSortColumns,
  statuses: reservationStatuses,
  defaultSort: 'createdAt',
  descendingFirst: ['createdAt', 'updatedAt', 'amount'],
};

export const parseReservationListQuery = (query: Query): ReservationListState => parseListState(query, reservationListSpec);
export const reservationListQueryOf = (state: ReservationListState): Record<string, string> => listStateQuery(state, reservationListSpec);

/** The body of POST /api/Reservation/GetList for a state and a scope. */
export function reservationListRequestOf(state: ReservationListState, scope: 'mine' | 'company' | 'all'): ReservationListInput {
  return { scope, ...listRequestBase(state) };
}

export const activeReservationFilters = (state: ReservationListState): ActiveFilter<ReservationFilterKey>[] => activeListFilters(state, ['from', 'to', 'q']);
export const withoutReservationFilter = (state: ReservationListState, filter: ActiveFilter): ReservationListState => withoutListFilter(state, filter);
export const withoutReservationFilters = (state: ReservationListState): ReservationListState => withoutListFilters(state);
export const withReservationSort = (state: ReservationListState, column: ReservationSortColumn): ReservationListState => withListSort(state, column, reservationListSpec.descendingFirst);
