import { AccountScreen } from '@/components/account/AccountScreen';
import { accountScreenRoles } from '@/lib/auth/access';
import { protectedPage, type ProtectedPageProps } from '@/lib/server/auth/page-session';

export default function RequestDetailPage(props: ProtectedPageProps) {
  return <AccountScreen routeKey="requestDetail" {...props} />;
}

export const getServerSideProps = protectedPage(['pages'], ['requestDetail'], accountScreenRoles.requestDetail);
