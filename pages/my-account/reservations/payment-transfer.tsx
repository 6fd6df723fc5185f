import { AccountScreen } from '@/components/account/AccountScreen';
import { accountScreenRoles } from '@/lib/auth/access';
import { protectedPage, type ProtectedPageProps } from '@/lib/server/auth/page-session';

export default function PaymentTransferPage(props: ProtectedPageProps) {
  return <AccountScreen routeKey="paymentTransfer" {...props} />;
}

export const getServerSideProps = protectedPage(['pages'], ['paymentTransfer'], accountScreenRoles.paymentTransfer);
