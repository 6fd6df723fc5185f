import type { GetServerSidePropsContext } from 'next';
import type { SignedInUser } from '../../auth/claims';
import { reservationListRequest, type ReservationPage } from '../../schemas/reservation';
import { getDb } from '../db/client';
import { requestViewer, seesAllRequests } from '../requests/request-scope';
import { listReservations } from './list-reservations';

export interface ReservationListPageProps {
  page: ReservationPage;
  scope: 'mine' | 'company' | 'all';
}

/** The loader of the reservation lists: the caller's own, or (all-reservations) the company's for a company admin, every one for an admin. */
export const loadReservationList =
  (wide: boolean) =>
  async (context: GetServerSidePropsContext, user: SignedInUser): Promise<ReservationListPageProps> => {
    const db = await getDb();
    const viewer = await requestViewer(db, { ...user, via: 'cookie' });
    const scope = !wide ? 'mine' : seesAllRequests(viewer) ? 'all' : 'company';
    const pageNumber = Math.max(1, Math.min(10_000, Number.parseInt(String(context.query.page ?? '1'), 10) || 1));
    return { page: await listReservations(db, viewer, reservationListRequest.parse({ scope, pageNumber })), scope };
  };
