import { AccountScreen } from '@/components/account/AccountScreen';
import { ReservationDetailView } from '@/components/account/reservations/ReservationDetailView';
import { accountScreenRoles } from '@/lib/auth/access';
import { protectedPage, type ProtectedPageProps } from '@/lib/server/auth/page-session';
import { loadReservationPage, type ReservationPageProps } from '@/lib/server/reservations/reservation-page';

export default function ReservationDetailsPage({ reservation, canEdit, testMode, ...props }: ProtectedPageProps & Partial<ReservationPageProps>) {
  void testMode;
  return (
    <AccountScreen routeKey="reservationDetails" {...props}>
      {reservation && <ReservationDetailView reservation={reservation} canEdit={canEdit ?? false} />}
    </AccountScreen>
  );
}

export const getServerSideProps = protectedPage<ReservationPageProps>(['pages', 'account', 'search', 'errors'], ['reservationDetails'], accountScreenRoles.reservationDetails, loadReservationPage);
