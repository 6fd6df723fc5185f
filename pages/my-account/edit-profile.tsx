import { AccountScreen } from '@/components/account/AccountScreen';
import { accountScreenRoles } from '@/lib/auth/access';
import { protectedPage, type ProtectedPageProps } from '@/lib/server/auth/page-session';

export default function EditProfilePage(props: ProtectedPageProps) {
  return <AccountScreen routeKey="editProfile" {...props} />;
}

export const getServerSideProps = protectedPage(['pages'], ['editProfile'], accountScreenRoles.editProfile);
