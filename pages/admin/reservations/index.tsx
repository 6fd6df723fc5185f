import { AdminShell } from '@/components/admin/AdminShell';
import { ReservationListView } from '@/components/admin/operations/ReservationListView';
import { reservationStatuses } from '@/lib/domain/reservation-state';
import { reservationListRequest, type ReservationPage } from '@/lib/schemas/reservation';
import { adminPage, type AdminPageProps } from '@/lib/server/admin/admin-page';
import { getDb } from '@/lib/server/db/client';
import { locationNames } from '@/lib/server/freight/location-names';
import { requestViewer } from '@/lib/server/requests/request-scope';
import { listReservations } from '@/lib/server/reservations/list-reservations';

interface ReservationsProps {
  page: ReservationPage;
  filters: { status: string; q: string };
  names: Record<string, string>;
}

/** /admin/reservations: every company's reservations for operations. */
export default function AdminReservationsPage({ page, filters, names, ...props }: AdminPageProps & Partial<ReservationsProps>) {
  return (
    <AdminShell section="reservations" {...props}>
      {page && filters && <ReservationListView page={page} filters={filters} names={names ?? {}} />}
    </AdminShell>
  );
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

export const getServerSideProps = adminPage<ReservationsProps>('reservations', async (context, user) => {
  const asked = one(context.query.status);
  const status = (reservationStatuses as readonly string[]).includes(asked) ? asked : 'all';
  const q = one(context.query.q).slice(0, 100);
  const pageNumber = Math.min(Math.max(1, Number.parseInt(one(context.query.page), 10) || 1), 100_000);
  const db = await getDb();
  const request = reservationListRequest.parse({ scope: 'all', pageNumber, pageSize: 20, statuses: status === 'all' ? [] : [status], text: q || undefined });
  const page = await listReservations(db, await requestViewer(db, { ...user, via: 'cookie' }), request);
  const names = await locationNames(db, page.items.flatMap((item) => [item.origin, item.destination]));
  return { page, filters: { status, q }, names };
});
