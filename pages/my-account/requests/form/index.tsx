import { AccountScreen } from '@/components/account/AccountScreen';
import { SearchForm } from '@/components/search/SearchForm';
import { accountScreenPage } from '@/components/account/AccountScreenPage';
import { staticTranslations } from '@/lib/i18n-server';
import type { ProtectedPageProps } from '@/lib/server/auth/page-session';

/** /my-account/requests/form ↔ /hesabim/talepler/form: a request for a quote, priced by operations (no instant offer). */
function RequestFormPage(props: ProtectedPageProps) {
  return (
    <AccountScreen routeKey="requestForm" {...props}>
      <SearchForm variant="requestForm" />
    </AccountScreen>
  );
}

export default accountScreenPage('requestForm', RequestFormPage);

export const getStaticProps = staticTranslations(['pages', 'search', 'errors'], ['requestForm']);
