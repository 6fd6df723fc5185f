import { AccountScreen } from '@/components/account/AccountScreen';
import { staticTranslations } from '@/lib/i18n-server';

export default function RequestsFilterOnPage() {
  return <AccountScreen routeKey="requestsFilterOn" />;
}

export const getStaticProps = staticTranslations(['pages']);
