import { AccountScreen } from '@/components/account/AccountScreen';
import { accountScreenRoles } from '@/lib/auth/access';
import { protectedPage, type ProtectedPageProps } from '@/lib/server/auth/page-session';

export default function AllDemandsPage(props: ProtectedPageProps) {
  return <AccountScreen routeKey="allDemands" {...props} />;
}

export const getServerSideProps = protectedPage(['pages'], ['allDemands'], accountScreenRoles.allDemands);
