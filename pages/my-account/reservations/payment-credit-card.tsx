import { AccountScreen } from '@/components/account/AccountScreen';
import { PaymentCardView } from '@/components/account/reservations/PaymentCardView';
import { accountScreenPage } from '@/components/account/AccountScreenPage';
import { staticTranslations } from '@/lib/i18n-server';
import type { ProtectedPageProps } from '@/lib/server/auth/page-session';
import { type ReservationPageProps } from '@/lib/server/reservations/reservation-page';

function PaymentCreditCardPage({ reservation, canEdit, testMode, ...props }: ProtectedPageProps & Partial<ReservationPageProps>) {
  void canEdit;
  return (
    <AccountScreen routeKey="paymentCreditCard" {...props}>
      {reservation && <PaymentCardView reservation={reservation} testMode={testMode ?? true} />}
    </AccountScreen>
  );
}

export default accountScreenPage('paymentCreditCard', PaymentCreditCardPage);

export const getStaticProps = staticTranslations(['pages', 'account', 'search', 'errors'], ['paymentCreditCard']);
