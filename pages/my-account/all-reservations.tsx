import { AccountScreen } from '@/components/account/AccountScreen';
import { ReservationList } from '@/components/account/reservations/ReservationList';
import { accountScreenPage } from '@/components/account/AccountScreenPage';
import { staticTranslations } from '@/lib/i18n-server';
import type { ProtectedPageProps } from '@/lib/server/auth/page-session';
import { type ReservationListPageProps } from '@/lib/server/reservations/reservation-list-page';

function AllReservationsPage({ page, scope, state, locationNames, ...props }: ProtectedPageProps & Partial<ReservationListPageProps>) {
  return (
    <AccountScreen routeKey="allReservations" {...props}>
      {page && state && <ReservationList page={page} state={state} locationNames={locationNames ?? {}} routeKey="allReservations" showOwner={scope !== 'mine'} />}
    </AccountScreen>
  );
}

export default accountScreenPage('allReservations', AllReservationsPage);

export const getStaticProps = staticTranslations(['pages', 'account'], ['allReservations']);
