import { AccountScreen } from '@/components/account/AccountScreen';
import { RequestDetailView } from '@/components/account/requests/RequestDetailView';
import { accountScreenRoles } from '@/lib/auth/access';
import type { RequestDetail } from '@/lib/schemas/request';
import { recordLoader, requestLocationNames } from '@/lib/server/requests/record-page';
import { protectedPage, type ProtectedPageProps } from '@/lib/server/auth/page-session';
import { getRequest } from '@/lib/server/requests/get-request';
import { getReservation } from '@/lib/server/reservations/get-reservation';

interface ReservationRequestProps {
  request: RequestDetail;
  locationNames: Record<string, string>;
}

/** /my-account/reservations/request-details?id=<reservation> ↔ /hesabim/rezervasyonlar/talep-detaylari: the request a reservation was booked from (read only). */
export default function ReservationRequestDetailsPage({ request, locationNames: names, ...props }: ProtectedPageProps & Partial<ReservationRequestProps>) {
  return (
    <AccountScreen routeKey="reservationRequestDetails" {...props}>
      {request && <RequestDetailView request={request} locationNames={names ?? {}} />}
    </AccountScreen>
  );
}

export const getServerSideProps = protectedPage<ReservationRequestProps>(['pages', 'account', 'search'], ['reservationRequestDetails'], accountScreenRoles.reservationRequestDetails, recordLoader(['id'], async ({ db, viewer, ids: [id] }) => {
    const reservation = await getReservation(db, viewer, id!);
    const request = await getRequest(db, viewer, reservation.requestId);
    return { request, locationNames: await requestLocationNames(db, request) };
  }),
);
