import { AccountScreen } from '@/components/account/AccountScreen';
import { accountScreenRoles } from '@/lib/auth/access';
import { protectedPage, type ProtectedPageProps } from '@/lib/server/auth/page-session';

export default function ProfilePage(props: ProtectedPageProps) {
  return <AccountScreen routeKey="profile" {...props} />;
}

export const getServerSideProps = protectedPage(['pages'], ['profile'], accountScreenRoles.profile);
