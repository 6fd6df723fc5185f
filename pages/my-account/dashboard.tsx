import { AccountScreen } from '@/components/account/AccountScreen';
import { accountScreenRoles } from '@/lib/auth/access';
import { protectedPage, type ProtectedPageProps } from '@/lib/server/auth/page-session';

export default function DashboardPage(props: ProtectedPageProps) {
  return <AccountScreen routeKey="dashboard" {...props} />;
}

export const getServerSideProps = protectedPage(['pages'], ['dashboard'], accountScreenRoles.dashboard);
