import { AccountScreen } from '@/components/account/AccountScreen';
import { accountScreenRoles } from '@/lib/auth/access';
import { protectedPage, type ProtectedPageProps } from '@/lib/server/auth/page-session';

export default function ReservationConfirmationPage(props: ProtectedPageProps) {
  return <AccountScreen routeKey="reservationConfirmation" {...props} />;
}

export const getServerSideProps = protectedPage(['pages'], ['reservationConfirmation'], accountScreenRoles.reservationConfirmation);
