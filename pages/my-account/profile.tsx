import { AccountScreen } from '@/components/account/AccountScreen';
import { staticTranslations } from '@/lib/i18n-server';

export default function ProfilePage() {
  return <AccountScreen routeKey="profile" />;
}

export const getStaticProps = staticTranslations(['pages']);
