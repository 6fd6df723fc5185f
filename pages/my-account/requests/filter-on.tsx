import { AccountScreen } from '@/components/account/AccountScreen';
import { accountScreenRoles } from '@/lib/auth/access';
import { protectedPage, type ProtectedPageProps } from '@/lib/server/auth/page-session';

export default function RequestsFilterOnPage(props: ProtectedPageProps) {
  return <AccountScreen routeKey="requestsFilterOn" {...props} />;
}

export const getServerSideProps = protectedPage(['pages'], ['requestsFilterOn'], accountScreenRoles.requestsFilterOn);
