import { AccountScreen } from '@/components/account/AccountScreen';
import { staticTranslations } from '@/lib/i18n-server';

export default function RequestApprovalPage() {
  return <AccountScreen routeKey="requestApproval" />;
}

export const getStaticProps = staticTranslations(['pages']);
