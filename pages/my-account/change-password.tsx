import { AccountScreen } from '@/components/account/AccountScreen';
import { ChangePasswordView } from '@/components/account/profile/ChangePasswordView';
import { accountScreenPage } from '@/components/account/AccountScreenPage';
import { staticTranslations } from '@/lib/i18n-server';
import type { ProtectedPageProps } from '@/lib/server/auth/page-session';

/** /my-account/change-password ↔ /hesabim/sifre-degistir: starts the identity provider's password flow. */
function ChangePasswordPage(props: ProtectedPageProps) {
  return (
    <AccountScreen routeKey="changePassword" {...props}>
      <ChangePasswordView email={props.sessionUser.email} />
    </AccountScreen>
  );
}

export default accountScreenPage('changePassword', ChangePasswordPage);

export const getStaticProps = staticTranslations(['pages', 'account'], ['changePassword']);
