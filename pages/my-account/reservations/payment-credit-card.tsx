import { AccountScreen } from '@/components/account/AccountScreen';
import { PaymentCardView } from '@/components/account/reservations/PaymentCardView';
import { accountScreenRoles } from '@/lib/auth/access';
import { protectedPage, type ProtectedPageProps } from '@/lib/server/auth/page-session';
import { loadReservationPage, type ReservationPageProps } from '@/lib/server/reservations/reservation-page';

export default function PaymentCreditCardPage({ reservation, canEdit, testMode, ...props }: ProtectedPageProps & Partial<ReservationPageProps>) {
  void canEdit;
  return (
    <AccountScreen routeKey="paymentCreditCard" {...props}>
      {reservation && <PaymentCardView reservation={reservation} testMode={testMode ?? true} />}
    </AccountScreen>
  );
}

export const getServerSideProps = protectedPage<ReservationPageProps>(['pages', 'account', 'search', 'errors'], ['paymentCreditCard'], accountScreenRoles.paymentCreditCard, loadReservationPage);
