import { AccountScreen } from '@/components/account/AccountScreen';
import { staticTranslations } from '@/lib/i18n-server';

export default function ChangePasswordPage() {
  return <AccountScreen routeKey="changePassword" />;
}

export const getStaticProps = staticTranslations(['pages']);
