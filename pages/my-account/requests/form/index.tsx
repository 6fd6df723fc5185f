import { AccountScreen } from '@/components/account/AccountScreen';
import { accountScreenRoles } from '@/lib/auth/access';
import { protectedPage, type ProtectedPageProps } from '@/lib/server/auth/page-session';

export default function RequestFormPage(props: ProtectedPageProps) {
  return <AccountScreen routeKey="requestForm" {...props} />;
}

export const getServerSideProps = protectedPage(['pages'], ['requestForm'], accountScreenRoles.requestForm);
