import { AccountScreen } from '@/components/account/AccountScreen';
import { RequestList } from '@/components/account/requests/RequestList';
import { accountScreenPage } from '@/components/account/AccountScreenPage';
import { staticTranslations } from '@/lib/i18n-server';
import type { ProtectedPageProps } from '@/lib/server/auth/page-session';
import { type RequestListProps } from '@/lib/server/requests/load-request-list';

/** /my-account/requests/filter-on ↔ /hesabim/talepler/filtreli: the own requests under the filters of the query string, shown as removable chips. */
function RequestsFilterOnPage({ page, state, locationNames, scope: _scope, ...props }: ProtectedPageProps & Partial<RequestListProps>) {
  return (
    <AccountScreen routeKey="requestsFilterOn" {...props}>
      {page && state && <RequestList routeKey="requestsFilterOn" page={page} state={state} locationNames={locationNames ?? {}} />}
    </AccountScreen>
  );
}

export default accountScreenPage('requestsFilterOn', RequestsFilterOnPage);

export const getStaticProps = staticTranslations(['pages', 'account', 'search'], ['requestsFilterOn']);
