import { AccountScreen } from '@/components/account/AccountScreen';
import { PaymentTransferView } from '@/components/account/reservations/PaymentTransferView';
import { accountScreenRoles } from '@/lib/auth/access';
import { protectedPage, type ProtectedPageProps } from '@/lib/server/auth/page-session';
import { loadReservationPage, type ReservationPageProps } from '@/lib/server/reservations/reservation-page';

export default function PaymentTransferPage({ reservation, canEdit, testMode, ...props }: ProtectedPageProps & Partial<ReservationPageProps>) {
  void canEdit;
  void testMode;
  return (
    <AccountScreen routeKey="paymentTransfer" {...props}>
      {reservation && <PaymentTransferView reservation={reservation} />}
    </AccountScreen>
  );
}

export const getServerSideProps = protectedPage<ReservationPageProps>(['pages', 'account', 'search', 'errors'], ['paymentTransfer'], accountScreenRoles.paymentTransfer, loadReservationPage);
