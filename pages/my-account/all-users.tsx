import Alert from '@mui/material/Alert';
import { useTranslation } from 'next-i18next/pages';
import { AccountScreen } from '@/components/account/AccountScreen';
import { CompanyUsersView } from '@/components/account/company/CompanyUsersView';
import { accountScreenRoles } from '@/lib/auth/access';
import type { CompanyUsersAnswer } from '@/lib/schemas/company';
import { protectedPage, type ProtectedPageProps } from '@/lib/server/auth/page-session';
import { ApiError } from '@/lib/server/api/errors';
import { companyActor } from '@/lib/server/company/company-actor';
import { listCompanyUsers } from '@/lib/server/company/list-company-users';
import { getDb } from '@/lib/server/db/client';

/** /my-account/all-users ↔ /hesabim/tum-kullanicilar: the company's users and invitations (company admins). */
export default function AllUsersPage({ users, ...props }: ProtectedPageProps & { users?: CompanyUsersAnswer }) {
  const { t } = useTranslation('account');
  return (
    <AccountScreen routeKey="allUsers" {...props}>
      {users ? <CompanyUsersView data={users} /> : <Alert severity="info">{t('users.noCompany')}</Alert>}
    </AccountScreen>
  );
}

export const getServerSideProps = protectedPage<{ users?: CompanyUsersAnswer }>(['pages', 'account', 'errors'], ['allUsers'], accountScreenRoles.allUsers, async (_context, user) => {
  const db = await getDb();
  try {
    return { users: await listCompanyUsers(db, await companyActor(db, { ...user, via: 'cookie' })) };
  } catch (error) {
    // An Admin without a company of their own, or a company admin demoted since their token: the screen says so.
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return {};
    throw error;
  }
});
