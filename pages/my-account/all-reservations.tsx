import { AccountScreen } from '@/components/account/AccountScreen';
import { ReservationList } from '@/components/account/reservations/ReservationList';
import { accountScreenRoles } from '@/lib/auth/access';
import { protectedPage, type ProtectedPageProps } from '@/lib/server/auth/page-session';
import { loadReservationList, type ReservationListPageProps } from '@/lib/server/reservations/reservation-list-page';

export default function AllReservationsPage({ page, scope, state, locationNames, ...props }: ProtectedPageProps & Partial<ReservationListPageProps>) {
  return (
    <AccountScreen routeKey="allReservations" {...props}>
      {page && state && <ReservationList page={page} state={state} locationNames={locationNames ?? {}} routeKey="allReservations" showOwner={scope !== 'mine'} />}
    </AccountScreen>
  );
}

export const getServerSideProps = protectedPage<ReservationListPageProps>(['pages', 'account'], ['allReservations'], accountScreenRoles.allReservations, loadReservationList(true));
