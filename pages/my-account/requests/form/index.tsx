import { AccountScreen } from '@/components/account/AccountScreen';
import { SearchForm } from '@/components/search/SearchForm';
import { accountScreenRoles } from '@/lib/auth/access';
import { protectedPage, type ProtectedPageProps } from '@/lib/server/auth/page-session';

/** /my-account/requests/form ↔ /hesabim/talepler/form: a request for a quote, priced by operations (no instant offer). */
export default function RequestFormPage(props: ProtectedPageProps) {
  return (
    <AccountScreen routeKey="requestForm" {...props}>
      <SearchForm variant="requestForm" />
    </AccountScreen>
  );
}

export const getServerSideProps = protectedPage(['pages', 'search', 'errors'], ['requestForm'], accountScreenRoles.requestForm);
