import { AccountScreen } from '@/components/account/AccountScreen';
import { staticTranslations } from '@/lib/i18n-server';

export default function RequestsPage() {
  return <AccountScreen routeKey="requests" />;
}

export const getStaticProps = staticTranslations(['pages']);
