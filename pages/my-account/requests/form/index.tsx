import { AccountScreen } from '@/components/account/AccountScreen';
import { staticTranslations } from '@/lib/i18n-server';

export default function RequestFormPage() {
  return <AccountScreen routeKey="requestForm" />;
}

export const getStaticProps = staticTranslations(['pages']);
