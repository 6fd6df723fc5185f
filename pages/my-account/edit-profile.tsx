import { AccountScreen } from '@/components/account/AccountScreen';
import { EditProfileForm } from '@/components/account/profile/EditProfileForm';
import { accountScreenRoles } from '@/lib/auth/access';
import type { Profile } from '@/lib/schemas/session';
import { protectedPage, type ProtectedPageProps } from '@/lib/server/auth/page-session';
import { getDb } from '@/lib/server/db/client';
import { getProfile } from '@/lib/server/users/get-profile';

/** /my-account/edit-profile ↔ /hesabim/profil-duzenle: names, phone, email language, notifications. */
export default function EditProfilePage({ profile, ...props }: ProtectedPageProps & { profile?: Profile }) {
  return (
    <AccountScreen routeKey="editProfile" {...props}>
      {profile && <EditProfileForm profile={profile} />}
    </AccountScreen>
  );
}

export const getServerSideProps = protectedPage<{ profile: Profile }>(['pages', 'account', 'errors'], ['editProfile'], accountScreenRoles.editProfile, async (_context, user) => ({
  profile: await getProfile(await getDb(), { ...user, via: 'cookie' }),
}));
