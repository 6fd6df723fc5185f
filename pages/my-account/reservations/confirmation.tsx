import { AccountScreen } from '@/components/account/AccountScreen';
import { ReservationConfirmationView } from '@/components/account/reservations/ReservationConfirmationView';
import { accountScreenRoles } from '@/lib/auth/access';
import { protectedPage, type ProtectedPageProps } from '@/lib/server/auth/page-session';
import { loadReservationPage, type ReservationPageProps } from '@/lib/server/reservations/reservation-page';

export default function ReservationConfirmationPage({ reservation, canEdit, testMode, ...props }: ProtectedPageProps & Partial<ReservationPageProps>) {
  void canEdit;
  void testMode;
  return (
    <AccountScreen routeKey="reservationConfirmation" {...props}>
      {reservation && <ReservationConfirmationView reservation={reservation} />}
    </AccountScreen>
  );
}

export const getServerSideProps = protectedPage<ReservationPageProps>(['pages', 'account', 'search', 'errors'], ['reservationConfirmation'], accountScreenRoles.reservationConfirmation, loadReservationPage);
