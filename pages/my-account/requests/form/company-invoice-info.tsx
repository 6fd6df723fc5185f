import { AccountScreen } from '@/components/account/AccountScreen';
import { CompanyInvoiceForm, type CompanyInvoiceFormProps } from '@/components/account/company/CompanyInvoiceForm';
import { accountScreenPage } from '@/components/account/AccountScreenPage';
import { staticTranslations } from '@/lib/i18n-server';
import type { ProtectedPageProps } from '@/lib/server/auth/page-session';

/**
 * /my-account/requests/form/company-invoice-info ↔ /hesabim/talepler/form/firma-fatura-bilgileri: the
 * invoice details requests are billed to, i.e. the company's record (an individual's own with a TCKN).
 */
function RequestFormCompanyInvoiceInfoPage({ form, ...props }: ProtectedPageProps & { form?: CompanyInvoiceFormProps }) {
  return (
    <AccountScreen routeKey="requestFormCompanyInvoiceInfo" {...props}>
      {form && <CompanyInvoiceForm {...form} />}
    </AccountScreen>
  );
}

export default accountScreenPage('requestFormCompanyInvoiceInfo', RequestFormCompanyInvoiceInfoPage);

export const getStaticProps = staticTranslations(['pages', 'account', 'errors'], ['requestFormCompanyInvoiceInfo']);
