import { AccountScreen } from '@/components/account/AccountScreen';
import { accountScreenRoles } from '@/lib/auth/access';
import { protectedPage, type ProtectedPageProps } from '@/lib/server/auth/page-session';

export default function AccountShipProgramPage(props: ProtectedPageProps) {
  return <AccountScreen routeKey="accountShipProgram" {...props} />;
}

export const getServerSideProps = protectedPage(['pages'], ['accountShipProgram'], accountScreenRoles.accountShipProgram);
