import { AccountScreen } from '@/components/account/AccountScreen';
import { staticTranslations } from '@/lib/i18n-server';

export default function EditProfilePage() {
  return <AccountScreen routeKey="editProfile" />;
}

export const getStaticProps = staticTranslations(['pages']);
