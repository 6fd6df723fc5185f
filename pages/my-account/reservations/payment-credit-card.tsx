import { AccountScreen } from '@/components/account/AccountScreen';
import { staticTranslations } from '@/lib/i18n-server';

export default function PaymentCreditCardPage() {
  return <AccountScreen routeKey="paymentCreditCard" />;
}

export const getStaticProps = staticTranslations(['pages']);
