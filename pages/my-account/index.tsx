import { AccountScreen } from '@/components/account/AccountScreen';
import { staticTranslations } from '@/lib/i18n-server';

export default function AccountPage() {
  return <AccountScreen routeKey="account" />;
}

export const getStaticProps = staticTranslations(['pages']);
