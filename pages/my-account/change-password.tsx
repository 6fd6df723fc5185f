import { AccountScreen } from '@/components/account/AccountScreen';
import { accountScreenRoles } from '@/lib/auth/access';
import { protectedPage, type ProtectedPageProps } from '@/lib/server/auth/page-session';

export default function ChangePasswordPage(props: ProtectedPageProps) {
  return <AccountScreen routeKey="changePassword" {...props} />;
}

export const getServerSideProps = protectedPage(['pages'], ['changePassword'], accountScreenRoles.changePassword);
