import { AdminShell } from '@/components/admin/AdminShell';
import { ReservationOpsView } from '@/components/admin/operations/ReservationOpsView';
import { toIstanbulInput } from '@/lib/domain/business-date';
import { localeOf } from '@/lib/i18n';
import type { ReservationDetail } from '@/lib/schemas/reservation';
import type { TrackingAnswer } from '@/lib/schemas/tracking';
import { adminPage, type AdminPageProps } from '@/lib/server/admin/admin-page';
import { ApiError } from '@/lib/server/api/errors';
import { recordLoader } from '@/lib/server/requests/record-page';
import { getReservation } from '@/lib/server/reservations/get-reservation';
import { getTracking } from '@/lib/server/tracking/get-tracking';
import { parseTrackingNumber } from '@/lib/server/tracking/tracking-number';

interface ReservationOpsProps {
  reservation: ReservationDetail;
  tracking: TrackingAnswer | null;
  nowLocal: string;
}

/** /admin/reservations/detail?id= : one reservation for operations. */
export default function AdminReservationDetailPage({ reservation, tracking, nowLocal, ...props }: AdminPageProps & Partial<ReservationOpsProps>) {
  return (
    <AdminShell section="reservations" leaf={reservation?.reference} title={reservation?.reference} {...props}>
      {reservation && <ReservationOpsView reservation={reservation} tracking={tracking ?? null} nowLocal={nowLocal ?? ''} />}
    </AdminShell>
  );
}

export const getServerSideProps = adminPage<ReservationOpsProps>(
  'reservations',
  recordLoader(['id'], async ({ db, viewer, ids: [id], request }) => {
    const reservation = await getReservation(db, viewer, id!);
    let tracking: TrackingAnswer | null = null;
    try {
      // The shipment exists once operations confirm the booking (its reference is the booking's).
      tracking = await getTracking(db, { number: parseTrackingNumber(reservation.reference), viewer, locale: localeOf(request) });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
    return { reservation, tracking, nowLocal: toIstanbulInput(new Date()) };
  }),
);
