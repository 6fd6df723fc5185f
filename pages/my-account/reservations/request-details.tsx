import { AccountScreen } from '@/components/account/AccountScreen';
import { staticTranslations } from '@/lib/i18n-server';

export default function ReservationRequestDetailsPage() {
  return <AccountScreen routeKey="reservationRequestDetails" />;
}

export const getStaticProps = staticTranslations(['pages']);
