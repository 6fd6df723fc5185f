import { AccountScreen } from '@/components/account/AccountScreen';
import { accountScreenPage } from '@/components/account/AccountScreenPage';
import { staticTranslations } from '@/lib/i18n-server';
import type { ProtectedPageProps } from '@/lib/server/auth/page-session';

function AccountPage(props: ProtectedPageProps) {
  return <AccountScreen routeKey="account" {...props} />;
}

export default accountScreenPage('account', AccountPage);

export const getStaticProps = staticTranslations(['pages'], ['account']);
