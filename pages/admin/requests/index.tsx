import { AdminShell } from '@/components/admin/AdminShell';
import { RequestQueueView, type RequestQueueFilters } from '@/components/admin/operations/RequestQueueView';
import { requestStatuses } from '@/lib/domain/request-state';
import { requestAgeFilters, type RequestQueuePage, requestQueueRequest } from '@/lib/schemas/admin-operations';
import { adminPage, type AdminPageProps } from '@/lib/server/admin/admin-page';
import { getDb } from '@/lib/server/db/client';
import { locationNames } from '@/lib/server/freight/location-names';
import { listRequestQueue } from '@/lib/server/requests/list-request-queue';
import { requestViewer } from '@/lib/server/requests/request-scope';

interface QueueProps {
  page: RequestQueuePage;
  filters: RequestQueueFilters;
  names: Record<string, string>;
  now: string;
}

/** /admin/requests (and /en/admin/requests): the operations queue of quote requests. */
export default function AdminRequestsPage({ page, filters, names, now, ...props }: AdminPageProps & Partial<QueueProps>) {
  return (
    <AdminShell section="requests" {...props}>
      {page && filters && <RequestQueueView page={page} filters={filters} names={names ?? {}} now={now ?? new Date().toISOString()} />}
    </AdminShell>
  );
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

export const getServerSideProps = adminPage<QueueProps>('requests', async (context, user) => {
  const status = one(context.query.status) || 'submitted';
  const age = one(context.query.age) || 'any';
  const q = one(context.query.q).slice(0, 100);
  const filters: RequestQueueFilters = {
    status: status === 'all' || (requestStatuses as readonly string[]).includes(status) ? status : 'submitted',
    age: (requestAgeFilters as readonly string[]).includes(age) ? age : 'any',
    q,
  };
  const pageNumber = Math.min(Math.max(1, Number.parseInt(one(context.query.page), 10) || 1), 100_000);
  const request = requestQueueRequest.parse({ pageNumber, statuses: filters.status === 'all' ? [] : [filters.status], age: filters.age, text: q || undefined });
  const db = await getDb();
  const page = await listRequestQueue(db, await requestViewer(db, { ...user, via: 'cookie' }), request);
  const names = await locationNames(db, page.items.flatMap((item) => [item.origin, item.destination]));
  return { page, filters, names, now: new Date().toISOString() };
});
