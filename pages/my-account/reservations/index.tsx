import { AccountScreen } from '@/components/account/AccountScreen';
import { accountScreenRoles } from '@/lib/auth/access';
import { protectedPage, type ProtectedPageProps } from '@/lib/server/auth/page-session';

export default function ReservationsPage(props: ProtectedPageProps) {
  return <AccountScreen routeKey="reservations" {...props} />;
}

export const getServerSideProps = protectedPage(['pages'], ['reservations'], accountScreenRoles.reservations);
