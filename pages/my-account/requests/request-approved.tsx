import { AccountScreen } from '@/components/account/AccountScreen';
import { staticTranslations } from '@/lib/i18n-server';

export default function RequestApprovedPage() {
  return <AccountScreen routeKey="requestApproved" />;
}

export const getStaticProps = staticTranslations(['pages']);
