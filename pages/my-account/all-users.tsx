import Alert from '@mui/material/Alert';
import { useTranslation } from 'next-i18next/pages';
import { AccountScreen } from '@/components/account/AccountScreen';
import { CompanyUsersView } from '@/components/account/company/CompanyUsersView';
import type { CompanyUsersAnswer } from '@/lib/schemas/company';
import { accountScreenPage } from '@/components/account/AccountScreenPage';
import { staticTranslations } from '@/lib/i18n-server';
import type { ProtectedPageProps } from '@/lib/server/auth/page-session';

/** /my-account/all-users ↔ /hesabim/tum-kullanicilar: the company's users and invitations (company admins). */
function AllUsersPage({ users, ...props }: ProtectedPageProps & { users?: CompanyUsersAnswer }) {
  const { t } = useTranslation('account');
  return (
    <AccountScreen routeKey="allUsers" {...props}>
      {users ? <CompanyUsersView data={users} /> : <Alert severity="info">{t('users.noCompany')}</Alert>}
    </AccountScreen>
  );
}

export default accountScreenPage('allUsers', AllUsersPage);

export const getStaticProps = staticTranslations(['pages', 'account', 'errors'], ['allUsers']);
