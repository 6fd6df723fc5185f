import { AccountScreen } from '@/components/account/AccountScreen';
import { accountScreenRoles } from '@/lib/auth/access';
import { protectedPage, type ProtectedPageProps } from '@/lib/server/auth/page-session';

export default function RequestsFilterPage(props: ProtectedPageProps) {
  return <AccountScreen routeKey="requestsFilter" {...props} />;
}

export const getServerSideProps = protectedPage(['pages'], ['requestsFilter'], accountScreenRoles.requestsFilter);
