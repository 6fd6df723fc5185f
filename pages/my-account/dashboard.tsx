import { AccountScreen, UserSummary } from '@/components/account/AccountScreen';
import { DashboardView } from '@/components/account/dashboard/DashboardView';
import { NotificationsList } from '@/components/account/NotificationsList';
import { type Dashboard } from '@/lib/server/account/get-dashboard';
import { accountScreenPage } from '@/components/account/AccountScreenPage';
import { staticTranslations } from '@/lib/i18n-server';
import type { ProtectedPageProps } from '@/lib/server/auth/page-session';

/** /my-account/dashboard ↔ /hesabim/panel: the signed-in user, their numbers, latest records and notifications. */
function DashboardPage({ dashboard, ...props }: ProtectedPageProps & Partial<{ dashboard: Dashboard }>) {
  return (
    <AccountScreen routeKey="dashboard" {...props}>
      <UserSummary user={props.sessionUser} />
      {dashboard && <DashboardView dashboard={dashboard} />}
      <NotificationsList />
    </AccountScreen>
  );
}

export default accountScreenPage('dashboard', DashboardPage);

export const getStaticProps = staticTranslations(['pages', 'account'], ['dashboard']);
