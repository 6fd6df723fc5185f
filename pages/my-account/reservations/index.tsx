import { AccountScreen } from '@/components/account/AccountScreen';
import { ReservationList } from '@/components/account/reservations/ReservationList';
import { accountScreenPage } from '@/components/account/AccountScreenPage';
import { staticTranslations } from '@/lib/i18n-server';
import type { ProtectedPageProps } from '@/lib/server/auth/page-session';
import { type ReservationListPageProps } from '@/lib/server/reservations/reservation-list-page';

function ReservationsPage({ page, scope, state, locationNames, ...props }: ProtectedPageProps & Partial<ReservationListPageProps>) {
  return (
    <AccountScreen routeKey="reservations" {...props}>
      {page && state && <ReservationList page={page} state={state} locationNames={locationNames ?? {}} routeKey="reservations" showOwner={scope !== 'mine'} />}
    </AccountScreen>
  );
}

export default accountScreenPage('reservations', ReservationsPage);

export const getStaticProps = staticTranslations(['pages', 'account'], ['reservations']);
