import { AccountScreen } from '@/components/account/AccountScreen';
import { accountScreenRoles } from '@/lib/auth/access';
import { protectedPage, type ProtectedPageProps } from '@/lib/server/auth/page-session';

export default function AllReservationsPage(props: ProtectedPageProps) {
  return <AccountScreen routeKey="allReservations" {...props} />;
}

export const getServerSideProps = protectedPage(['pages'], ['allReservations'], accountScreenRoles.allReservations);
