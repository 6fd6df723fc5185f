import type { SignedInUser } from '../../auth/claims';
import type { PageRequest } from '../auth/page-session';
import { parseReservationListQuery, reservationListRequestOf, type ReservationListState } from '../../reservations/list-query';
import { reservationListRequest, type ReservationPage } from '../../schemas/reservation';
import { getDb } from '../db/client';
import { locationNames } from '../freight/location-names';
import { requestViewer, seesAllRequests } from '../requests/request-scope';
import { listReservations } from './list-reservations';

export interface ReservationListPageProps {
  page: ReservationPage;
  scope: 'mine' | 'company' | 'all';
  state: ReservationListState;
  /** Names of the places on the page (code → name). */
  locationNames: Record<string, string>;
}

/**
 * The loader of the reservation lists, server-rendered from the query string (filters, sort, page):
 * the caller's own, or (all-reservations) the company's for a company admin, every one for an admin;
 * the same verb and visibility rule as POST /api/Reservation/GetList.
 */
export const loadReservationList =
  (wide: boolean) =>
  async ({ query }: Pick<PageRequest, 'query'>, user: SignedInUser): Promise<ReservationListPageProps> => {
    const db = await getDb();
    const viewer = await requestViewer(db, { ...user, via: 'cookie' });
    const scope = !wide ? 'mine' : seesAllRequests(viewer) ? 'all' : 'company';
    const state = parseReservationListQuery(query);
    const page = await listReservations(db, viewer, reservationListRequest.parse(reservationListRequestOf(state, scope)));
    return { page, scope, state, locationNames: await locationNames(db, page.items.flatMap((item) => [item.origin, item.destination])) };
  };
