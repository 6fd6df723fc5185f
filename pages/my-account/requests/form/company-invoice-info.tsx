import { AccountScreen } from '@/components/account/AccountScreen';
import { CompanyInvoiceForm, type CompanyInvoiceFormProps } from '@/components/account/company/CompanyInvoiceForm';
import { accountScreenRoles } from '@/lib/auth/access';
import { protectedPage, type ProtectedPageProps } from '@/lib/server/auth/page-session';
import { invoiceFormData } from '@/lib/server/company/invoice-form-data';
import { getDb } from '@/lib/server/db/client';

/**
 * /my-account/requests/form/company-invoice-info ↔ /hesabim/talepler/form/firma-fatura-bilgileri: the
 * invoice details requests are billed to, i.e. the company's record (an individual's own with a TCKN).
 */
export default function RequestFormCompanyInvoiceInfoPage({ form, ...props }: ProtectedPageProps & { form?: CompanyInvoiceFormProps }) {
  return (
    <AccountScreen routeKey="requestFormCompanyInvoiceInfo" {...props}>
      {form && <CompanyInvoiceForm {...form} />}
    </AccountScreen>
  );
}

export const getServerSideProps = protectedPage<{ form: CompanyInvoiceFormProps }>(
  ['pages', 'account', 'errors'],
  ['requestFormCompanyInvoiceInfo'],
  accountScreenRoles.requestFormCompanyInvoiceInfo,
  async (_context, user) => ({ form: await invoiceFormData(await getDb(), { ...user, via: 'cookie' }) }),
);
