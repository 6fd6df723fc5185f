import { AccountScreen } from '@/components/account/AccountScreen';
import { RequestDetailView } from '@/components/account/requests/RequestDetailView';
import { accountScreenPage } from '@/components/account/AccountScreenPage';
import { staticTranslations } from '@/lib/i18n-server';
import type { RequestRecordScreenProps } from '@/lib/server/account/account-screens';
import type { ProtectedPageProps } from '@/lib/server/auth/page-session';


/** /my-account/reservations/request-details?id=<reservation> ↔ /hesabim/rezervasyonlar/talep-detaylari: the request a reservation was booked from (read only). */
function ReservationRequestDetailsPage({ request, locationNames: names, audience, ...props }: ProtectedPageProps & Partial<RequestRecordScreenProps>) {
  return (
    <AccountScreen routeKey="reservationRequestDetails" {...props}>
      {request && <RequestDetailView request={request} locationNames={names ?? {}} audience={audience ?? 'customer'} />}
    </AccountScreen>
  );
}

export default accountScreenPage('reservationRequestDetails', ReservationRequestDetailsPage);

export const getStaticProps = staticTranslations(['pages', 'account', 'search'], ['reservationRequestDetails']);
