import { AccountScreen } from '@/components/account/AccountScreen';
import { staticTranslations } from '@/lib/i18n-server';

export default function AllReservationsPage() {
  return <AccountScreen routeKey="allReservations" />;
}

export const getStaticProps = staticTranslations(['pages']);
