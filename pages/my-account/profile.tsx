import { AccountScreen } from '@/components/account/AccountScreen';
import { ProfileView } from '@/components/account/profile/ProfileView';
import { accountScreenPage } from '@/components/account/AccountScreenPage';
import { staticTranslations } from '@/lib/i18n-server';
import type { ProfileScreenProps } from '@/lib/server/account/account-screens';
import type { ProtectedPageProps } from '@/lib/server/auth/page-session';


/** /my-account/profile ↔ /hesabim/profil: the user's own details, notification choices and invoice record. */
function ProfilePage({ profile, sessions, company, provinceName, districtName, ...props }: ProtectedPageProps & Partial<ProfileScreenProps>) {
  return (
    <AccountScreen routeKey="profile" {...props}>
      {profile && <ProfileView profile={profile} sessions={sessions ?? []} company={company ?? null} provinceName={provinceName} districtName={districtName} />}
    </AccountScreen>
  );
}

export default accountScreenPage('profile', ProfilePage);

export const getStaticProps = staticTranslations(['pages', 'account'], ['profile']);
