import { AccountScreen } from '@/components/account/AccountScreen';
import { staticTranslations } from '@/lib/i18n-server';

export default function DashboardPage() {
  return <AccountScreen routeKey="dashboard" />;
}

export const getStaticProps = staticTranslations(['pages']);
