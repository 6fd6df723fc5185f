import { AccountScreen } from '@/components/account/AccountScreen';
import { accountScreenRoles } from '@/lib/auth/access';
import { protectedPage, type ProtectedPageProps } from '@/lib/server/auth/page-session';

export default function AccountPage(props: ProtectedPageProps) {
  return <AccountScreen routeKey="account" {...props} />;
}

export const getServerSideProps = protectedPage(['pages'], ['account'], accountScreenRoles.account);
