import { AccountScreen } from '@/components/account/AccountScreen';
import { staticTranslations } from '@/lib/i18n-server';

export default function PaymentTransferPage() {
  return <AccountScreen routeKey="paymentTransfer" />;
}

export const getStaticProps = staticTranslations(['pages']);
