import { AccountScreen } from '@/components/account/AccountScreen';
import { ReservationDetailView } from '@/components/account/reservations/ReservationDetailView';
import { accountScreenPage } from '@/components/account/AccountScreenPage';
import { staticTranslations } from '@/lib/i18n-server';
import type { ProtectedPageProps } from '@/lib/server/auth/page-session';
import { type ReservationPageProps } from '@/lib/server/reservations/reservation-page';

function ReservationDetailsPage({ reservation, canEdit, testMode, ...props }: ProtectedPageProps & Partial<ReservationPageProps>) {
  void testMode;
  return (
    <AccountScreen routeKey="reservationDetails" {...props}>
      {reservation && <ReservationDetailView reservation={reservation} canEdit={canEdit ?? false} />}
    </AccountScreen>
  );
}

export default accountScreenPage('reservationDetails', ReservationDetailsPage);

export const getStaticProps = staticTranslations(['pages', 'account', 'search', 'errors'], ['reservationDetails']);
