import { AccountScreen } from '@/components/account/AccountScreen';
import { EditProfileForm } from '@/components/account/profile/EditProfileForm';
import type { Profile } from '@/lib/schemas/session';
import { accountScreenPage } from '@/components/account/AccountScreenPage';
import { staticTranslations } from '@/lib/i18n-server';
import type { ProtectedPageProps } from '@/lib/server/auth/page-session';

/** /my-account/edit-profile ↔ /hesabim/profil-duzenle: names, phone, email language, notifications. */
function EditProfilePage({ profile, ...props }: ProtectedPageProps & { profile?: Profile }) {
  return (
    <AccountScreen routeKey="editProfile" {...props}>
      {profile && <EditProfileForm profile={profile} />}
    </AccountScreen>
  );
}

export default accountScreenPage('editProfile', EditProfilePage);

export const getStaticProps = staticTranslations(['pages', 'account', 'errors'], ['editProfile']);
