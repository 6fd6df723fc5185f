import { AdminShell } from '@/components/admin/AdminShell';
import { CarriersAdminView } from '@/components/admin/carriers/CarriersAdminView';
import type { CarrierEventQuery } from '@/components/admin/carriers/CarrierEventsPanel';
import type { CarrierCredentialList } from '@/lib/schemas/carrier-credential';
import type { CarrierEventPage } from '@/lib/schemas/carrier-event-admin';
import { carriersEndpoints } from '@/lib/api/endpoints/carriers';
import { adminActor } from '@/lib/server/admin/admin-actor';
import { adminPage, type AdminPageProps } from '@/lib/server/admin/admin-page';
import { listCarrierEvents } from '@/lib/server/carriers/list-carrier-events';
import { listCarrierCredentials } from '@/lib/server/carriers/manage-carrier-credentials';
import { getDb } from '@/lib/server/db/client';
import { publicOrigin } from '@/lib/server/mail/public-origin';

type CarriersProps = { events: CarrierEventPage; eventQuery: CarrierEventQuery; credentials: CarrierCredentialList | null; pushUrl: string };

/** [E1] /admin/carriers: carrier events for operations (Operator, Admin); carrier credentials for the Admin. */
export default function AdminCarriersPage({ events, eventQuery, credentials, pushUrl, ...props }: AdminPageProps & Partial<CarriersProps>) {
  return (
    <AdminShell section="carriers" {...props}>
      {events && eventQuery && <CarriersAdminView events={events} eventQuery={eventQuery} credentials={credentials ?? null} pushUrl={pushUrl ?? ''} />}
    </AdminShell>
  );
}

export const getServerSideProps = adminPage<CarriersProps>('carriers', async (_context, user) => {
  const db = await getDb();
  const query: CarrierEventQuery = { status: 'all', carrier: '', reference: '', pageNumber: 1, pageSize: 25 };
  const all = await listCarrierEvents(db, { pageNumber: 1, pageSize: query.pageSize });
  // What waits for operations comes first: the unmatched events, when there are any.
  const waiting = all.counts.unmatched > 0;
  const events = waiting ? await listCarrierEvents(db, { status: 'unmatched', pageNumber: 1, pageSize: query.pageSize }) : all;
  // The credentials are the Admin's alone (as the application knows them now, not only the token).
  const isAdmin = user.roles.includes('Admin') && (await adminActor(db, { ...user, via: 'cookie' }).then(() => true, () => false));
  return {
    events,
    eventQuery: { ...query, status: waiting ? 'unmatched' : 'all' },
    credentials: isAdmin ? await listCarrierCredentials(db) : null,
    pushUrl: `${publicOrigin()}${carriersEndpoints.carrierEventsPost.path}`,
  };
});
