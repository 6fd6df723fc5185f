import { AccountScreen } from '@/components/account/AccountScreen';
import { ReservationConfirmationView } from '@/components/account/reservations/ReservationConfirmationView';
import { accountScreenPage } from '@/components/account/AccountScreenPage';
import { staticTranslations } from '@/lib/i18n-server';
import type { ProtectedPageProps } from '@/lib/server/auth/page-session';
import { type ReservationPageProps } from '@/lib/server/reservations/reservation-page';

function ReservationConfirmationPage({ reservation, canEdit, testMode, ...props }: ProtectedPageProps & Partial<ReservationPageProps>) {
  void canEdit;
  void testMode;
  return (
    <AccountScreen routeKey="reservationConfirmation" {...props}>
      {reservation && <ReservationConfirmationView reservation={reservation} />}
    </AccountScreen>
  );
}

export default accountScreenPage('reservationConfirmation', ReservationConfirmationPage);

export const getStaticProps = staticTranslations(['pages', 'account', 'search', 'errors'], ['reservationConfirmation']);
