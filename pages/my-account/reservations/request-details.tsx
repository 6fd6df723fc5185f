import { AccountScreen } from '@/components/account/AccountScreen';
import { RequestDetailView } from '@/components/account/requests/RequestDetailView';
import { accountScreenRoles } from '@/lib/auth/access';
import type { RequestDetail } from '@/lib/schemas/request';
import { recordLoader, requestLocationNames } from '@/lib/server/requests/record-page';
import { protectedPage, type ProtectedPageProps } from '@/lib/server/auth/page-session';
import { getRequest } from '@/lib/server/requests/get-request';
import { getReservation } from '@/lib/server/reservations/get-reservation';
import { viewerRequestAccess } from '@/lib/server/requests/viewer-actions';
import type { RequestAudience } from '@/lib/requests/request-status-copy';

interface ReservationRequestProps {
  request: RequestDetail;
  locationNames: Record<string, string>;
  audience: RequestAudience;
}

/** /my-account/reservations/request-details?id=<reservation> ↔ /hesabim/rezervasyonlar/talep-detaylari: the request a reservation was booked from (read only). */
export default function ReservationRequestDetailsPage({ request, locationNames: names, audience, ...props }: ProtectedPageProps & Partial<ReservationRequestProps>) {
  return (
    <AccountScreen routeKey="reservationRequestDetails" {...props}>
      {request && <RequestDetailView request={request} locationNames={names ?? {}} audience={audience ?? 'customer'} />}
    </AccountScreen>
  );
}

export const getServerSideProps = protectedPage<ReservationRequestProps>(['pages', 'account', 'search'], ['reservationRequestDetails'], accountScreenRoles.reservationRequestDetails, recordLoader(['id'], async ({ db, viewer, ids: [id] }) => {
    const reservation = await getReservation(db, viewer, id!);
    const request = await getRequest(db, viewer, reservation.requestId);
    const { audience } = await viewerRequestAccess(db, viewer, request.id, request.status);
    return { request, locationNames: await requestLocationNames(db, request), audience };
  }),
);
