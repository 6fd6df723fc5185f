import { AccountScreen } from '@/components/account/AccountScreen';
import { accountScreenRoles } from '@/lib/auth/access';
import { protectedPage, type ProtectedPageProps } from '@/lib/server/auth/page-session';

export default function RequestApprovedPage(props: ProtectedPageProps) {
  return <AccountScreen routeKey="requestApproved" {...props} />;
}

export const getServerSideProps = protectedPage(['pages'], ['requestApproved'], accountScreenRoles.requestApproved);
