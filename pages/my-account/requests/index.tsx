import { AccountScreen } from '@/components/account/AccountScreen';
import { accountScreenRoles } from '@/lib/auth/access';
import { protectedPage, type ProtectedPageProps } from '@/lib/server/auth/page-session';

export default function RequestsPage(props: ProtectedPageProps) {
  return <AccountScreen routeKey="requests" {...props} />;
}

export const getServerSideProps = protectedPage(['pages'], ['requests'], accountScreenRoles.requests);
