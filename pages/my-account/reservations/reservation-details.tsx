import { AccountScreen } from '@/components/account/AccountScreen';
import { staticTranslations } from '@/lib/i18n-server';

export default function ReservationDetailsPage() {
  return <AccountScreen routeKey="reservationDetails" />;
}

export const getStaticProps = staticTranslations(['pages']);
