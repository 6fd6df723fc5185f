import { AccountScreen } from '@/components/account/AccountScreen';
import { ProfileView } from '@/components/account/profile/ProfileView';
import { accountScreenRoles } from '@/lib/auth/access';
import type { Company } from '@/lib/schemas/company';
import type { AccountSession, Profile } from '@/lib/schemas/session';
import { ownSessions } from '@/lib/server/account/own-sessions';
import { protectedPage, type ProtectedPageProps } from '@/lib/server/auth/page-session';
import { companyActor } from '@/lib/server/company/company-actor';
import { getCompany } from '@/lib/server/company/get-company';
import { placeNames } from '@/lib/server/company/invoice-form-data';
import { getDb } from '@/lib/server/db/client';
import { getProfile } from '@/lib/server/users/get-profile';

interface ProfileProps {
  profile: Profile;
  sessions: AccountSession[];
  company: Company | null;
  provinceName?: string;
  districtName?: string;
}

/** /my-account/profile ↔ /hesabim/profil: the user's own details, notification choices and invoice record. */
export default function ProfilePage({ profile, sessions, company, provinceName, districtName, ...props }: ProtectedPageProps & Partial<ProfileProps>) {
  return (
    <AccountScreen routeKey="profile" {...props}>
      {profile && <ProfileView profile={profile} sessions={sessions ?? []} company={company ?? null} provinceName={provinceName} districtName={districtName} />}
    </AccountScreen>
  );
}

export const getServerSideProps = protectedPage<ProfileProps>(['pages', 'account'], ['profile'], accountScreenRoles.profile, async (context, user) => {
  const db = await getDb();
  const principal = { ...user, via: 'cookie' as const };
  const profile = await getProfile(db, principal);
  const { sessions } = await ownSessions(db, principal, context.req);
  const { company } = await getCompany(db, await companyActor(db, principal));
  return { profile, sessions, company, ...(company ? await placeNames(db, company.provinceId, company.districtId) : {}) };
});
