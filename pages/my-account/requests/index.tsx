import { AccountScreen } from '@/components/account/AccountScreen';
import { RequestList } from '@/components/account/requests/RequestList';
import { accountScreenPage } from '@/components/account/AccountScreenPage';
import { staticTranslations } from '@/lib/i18n-server';
import type { ProtectedPageProps } from '@/lib/server/auth/page-session';
import { type RequestListProps } from '@/lib/server/requests/load-request-list';

/** /my-account/requests ↔ /hesabim/talepler: the signed-in user's own requests; the list's state is in the query string. */
function RequestsPage({ page, state, locationNames, scope: _scope, ...props }: ProtectedPageProps & Partial<RequestListProps>) {
  return (
    <AccountScreen routeKey="requests" {...props}>
      {page && state && <RequestList routeKey="requests" page={page} state={state} locationNames={locationNames ?? {}} />}
    </AccountScreen>
  );
}

export default accountScreenPage('requests', RequestsPage);

export const getStaticProps = staticTranslations(['pages', 'account', 'search'], ['requests']);
