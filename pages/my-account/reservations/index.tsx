import { AccountScreen } from '@/components/account/AccountScreen';
import { ReservationList } from '@/components/account/reservations/ReservationList';
import { accountScreenRoles } from '@/lib/auth/access';
import { protectedPage, type ProtectedPageProps } from '@/lib/server/auth/page-session';
import { loadReservationList, type ReservationListPageProps } from '@/lib/server/reservations/reservation-list-page';

export default function ReservationsPage({ page, scope, state, locationNames, ...props }: ProtectedPageProps & Partial<ReservationListPageProps>) {
  return (
    <AccountScreen routeKey="reservations" {...props}>
      {page && state && <ReservationList page={page} state={state} locationNames={locationNames ?? {}} routeKey="reservations" showOwner={scope !== 'mine'} />}
    </AccountScreen>
  );
}

export const getServerSideProps = protectedPage<ReservationListPageProps>(['pages', 'account'], ['reservations'], accountScreenRoles.reservations, loadReservationList(false));
