import { AccountScreen } from '@/components/account/AccountScreen';
import { staticTranslations } from '@/lib/i18n-server';

export default function RequestFormCompanyInvoiceInfoPage() {
  return <AccountScreen routeKey="requestFormCompanyInvoiceInfo" />;
}

export const getStaticProps = staticTranslations(['pages']);
