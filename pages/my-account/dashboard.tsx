import { AccountScreen, UserSummary } from '@/components/account/AccountScreen';
import { DashboardView } from '@/components/account/dashboard/DashboardView';
import { NotificationsList } from '@/components/account/NotificationsList';
import { accountScreenRoles } from '@/lib/auth/access';
import { getDashboard, type Dashboard } from '@/lib/server/account/get-dashboard';
import { protectedPage, type ProtectedPageProps } from '@/lib/server/auth/page-session';
import { getDb } from '@/lib/server/db/client';

/** /my-account/dashboard ↔ /hesabim/panel: the signed-in user, their numbers, latest records and notifications. */
export default function DashboardPage({ dashboard, ...props }: ProtectedPageProps & Partial<{ dashboard: Dashboard }>) {
  return (
    <AccountScreen routeKey="dashboard" {...props}>
      <UserSummary user={props.sessionUser} />
      {dashboard && <DashboardView dashboard={dashboard} />}
      <NotificationsList />
    </AccountScreen>
  );
}

export const getServerSideProps = protectedPage<{ dashboard: Dashboard }>(['pages', 'account'], ['dashboard'], accountScreenRoles.dashboard, async (_context, user) => ({
  dashboard: await getDashboard(await getDb(), user.userId),
}));
