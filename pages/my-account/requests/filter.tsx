import { AccountScreen } from '@/components/account/AccountScreen';
import { staticTranslations } from '@/lib/i18n-server';

export default function RequestsFilterPage() {
  return <AccountScreen routeKey="requestsFilter" />;
}

export const getStaticProps = staticTranslations(['pages']);
