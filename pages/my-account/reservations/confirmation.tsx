import { AccountScreen } from '@/components/account/AccountScreen';
import { staticTranslations } from '@/lib/i18n-server';

export default function ReservationConfirmationPage() {
  return <AccountScreen routeKey="reservationConfirmation" />;
}

export const getStaticProps = staticTranslations(['pages']);
