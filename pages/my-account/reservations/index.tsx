import { AccountScreen } from '@/components/account/AccountScreen';
import { staticTranslations } from '@/lib/i18n-server';

export default function ReservationsPage() {
  return <AccountScreen routeKey="reservations" />;
}

export const getStaticProps = staticTranslations(['pages']);
