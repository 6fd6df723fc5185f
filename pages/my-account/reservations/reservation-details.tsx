import { AccountScreen } from '@/components/account/AccountScreen';
import { accountScreenRoles } from '@/lib/auth/access';
import { protectedPage, type ProtectedPageProps } from '@/lib/server/auth/page-session';

export default function ReservationDetailsPage(props: ProtectedPageProps) {
  return <AccountScreen routeKey="reservationDetails" {...props} />;
}

export const getServerSideProps = protectedPage(['pages'], ['reservationDetails'], accountScreenRoles.reservationDetails);
