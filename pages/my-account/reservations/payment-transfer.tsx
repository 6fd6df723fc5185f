import { AccountScreen } from '@/components/account/AccountScreen';
import { PaymentTransferView } from '@/components/account/reservations/PaymentTransferView';
import { accountScreenPage } from '@/components/account/AccountScreenPage';
import { staticTranslations } from '@/lib/i18n-server';
import type { ProtectedPageProps } from '@/lib/server/auth/page-session';
import { type ReservationPageProps } from '@/lib/server/reservations/reservation-page';

function PaymentTransferPage({ reservation, canEdit, testMode, ...props }: ProtectedPageProps & Partial<ReservationPageProps>) {
  void canEdit;
  void testMode;
  return (
    <AccountScreen routeKey="paymentTransfer" {...props}>
      {reservation && <PaymentTransferView reservation={reservation} />}
    </AccountScreen>
  );
}

export default accountScreenPage('paymentTransfer', PaymentTransferPage);

export const getStaticProps = staticTranslations(['pages', 'account', 'search', 'errors'], ['paymentTransfer']);
