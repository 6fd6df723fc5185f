import { AccountScreen } from '@/components/account/AccountScreen';
import { staticTranslations } from '@/lib/i18n-server';

export default function AllUsersPage() {
  return <AccountScreen routeKey="allUsers" />;
}

export const getStaticProps = staticTranslations(['pages']);
