import { AccountScreen } from '@/components/account/AccountScreen';
import { accountScreenRoles } from '@/lib/auth/access';
import { protectedPage, type ProtectedPageProps } from '@/lib/server/auth/page-session';

export default function RequestApprovalPage(props: ProtectedPageProps) {
  return <AccountScreen routeKey="requestApproval" {...props} />;
}

export const getServerSideProps = protectedPage(['pages'], ['requestApproval'], accountScreenRoles.requestApproval);
