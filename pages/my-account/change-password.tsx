import { AccountScreen } from '@/components/account/AccountScreen';
import { ChangePasswordView } from '@/components/account/profile/ChangePasswordView';
import { accountScreenRoles } from '@/lib/auth/access';
import { protectedPage, type ProtectedPageProps } from '@/lib/server/auth/page-session';

/** /my-account/change-password ↔ /hesabim/sifre-degistir: starts the identity provider's password flow. */
export default function ChangePasswordPage(props: ProtectedPageProps) {
  return (
    <AccountScreen routeKey="changePassword" {...props}>
      <ChangePasswordView email={props.sessionUser.email} />
    </AccountScreen>
  );
}

export const getServerSideProps = protectedPage(['pages', 'account'], ['changePassword'], accountScreenRoles.changePassword);
