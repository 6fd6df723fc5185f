import { AccountScreen } from '@/components/account/AccountScreen';
import { accountScreenRoles } from '@/lib/auth/access';
import { protectedPage, type ProtectedPageProps } from '@/lib/server/auth/page-session';

export default function PaymentCreditCardPage(props: ProtectedPageProps) {
  return <AccountScreen routeKey="paymentCreditCard" {...props} />;
}

export const getServerSideProps = protectedPage(['pages'], ['paymentCreditCard'], accountScreenRoles.paymentCreditCard);
