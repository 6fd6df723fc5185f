import { AdminOverview } from '@/components/admin/AdminOverview';
import { AdminShell } from '@/components/admin/AdminShell';
import { adminPage, type AdminPageProps } from '@/lib/server/admin/admin-page';
import { overviewCounts, type OverviewCount } from '@/lib/server/admin/overview-counts';
import { getDb } from '@/lib/server/db/client';

/** /admin (and /en/admin): the overview, a card per section the viewer's roles open, with live counts. */
export default function AdminOverviewPage({ counts, ...props }: AdminPageProps & { counts?: OverviewCount[] }) {
  return (
    <AdminShell section="overview" {...props}>
      <AdminOverview counts={counts ?? []} />
    </AdminShell>
  );
}

export const getServerSideProps = adminPage<{ counts: OverviewCount[] }>('overview', async (_context, user) => ({
  counts: await overviewCounts(await getDb(), user.roles),
}));
