import { AccountScreen } from '@/components/account/AccountScreen';
import { accountScreenRoles } from '@/lib/auth/access';
import { protectedPage, type ProtectedPageProps } from '@/lib/server/auth/page-session';

export default function ReservationRequestDetailsPage(props: ProtectedPageProps) {
  return <AccountScreen routeKey="reservationRequestDetails" {...props} />;
}

export const getServerSideProps = protectedPage(['pages'], ['reservationRequestDetails'], accountScreenRoles.reservationRequestDetails);
