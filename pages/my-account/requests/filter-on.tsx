import { AccountScreen } from '@/components/account/AccountScreen';
import { RequestList } from '@/components/account/requests/RequestList';
import { accountScreenRoles } from '@/lib/auth/access';
import { protectedPage, type ProtectedPageProps } from '@/lib/server/auth/page-session';
import { loadRequestList, type RequestListProps } from '@/lib/server/requests/load-request-list';

/** /my-account/requests/filter-on ↔ /hesabim/talepler/filtreli: the own requests under the filters of the query string, shown as removable chips. */
export default function RequestsFilterOnPage({ page, state, locationNames, scope: _scope, ...props }: ProtectedPageProps & Partial<RequestListProps>) {
  return (
    <AccountScreen routeKey="requestsFilterOn" {...props}>
      {page && state && <RequestList routeKey="requestsFilterOn" page={page} state={state} locationNames={locationNames ?? {}} />}
    </AccountScreen>
  );
}

export const getServerSideProps = protectedPage<RequestListProps>(['pages', 'account', 'search'], ['requestsFilterOn'], accountScreenRoles.requestsFilterOn, (context, user) =>
  loadRequestList(context, user, 'mine'),
);
