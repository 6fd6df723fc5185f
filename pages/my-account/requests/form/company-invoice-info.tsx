import { AccountScreen } from '@/components/account/AccountScreen';
import { accountScreenRoles } from '@/lib/auth/access';
import { protectedPage, type ProtectedPageProps } from '@/lib/server/auth/page-session';

export default function RequestFormCompanyInvoiceInfoPage(props: ProtectedPageProps) {
  return <AccountScreen routeKey="requestFormCompanyInvoiceInfo" {...props} />;
}

export const getServerSideProps = protectedPage(['pages'], ['requestFormCompanyInvoiceInfo'], accountScreenRoles.requestFormCompanyInvoiceInfo);
