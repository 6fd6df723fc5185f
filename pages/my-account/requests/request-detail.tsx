import { AccountScreen } from '@/components/account/AccountScreen';
import { staticTranslations } from '@/lib/i18n-server';

export default function RequestDetailPage() {
  return <AccountScreen routeKey="requestDetail" />;
}

export const getStaticProps = staticTranslations(['pages']);
