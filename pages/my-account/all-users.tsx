import { AccountScreen } from '@/components/account/AccountScreen';
import { accountScreenRoles } from '@/lib/auth/access';
import { protectedPage, type ProtectedPageProps } from '@/lib/server/auth/page-session';

export default function AllUsersPage(props: ProtectedPageProps) {
  return <AccountScreen routeKey="allUsers" {...props} />;
}

export const getServerSideProps = protectedPage(['pages'], ['allUsers'], accountScreenRoles.allUsers);
