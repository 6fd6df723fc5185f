import { AccountScreen } from '@/components/account/AccountScreen';
import { RequestList } from '@/components/account/requests/RequestList';
import { accountScreenRoles } from '@/lib/auth/access';
import { protectedPage, type ProtectedPageProps } from '@/lib/server/auth/page-session';
import { loadRequestList, type RequestListProps } from '@/lib/server/requests/load-request-list';

/** /my-account/requests ↔ /hesabim/talepler: the signed-in user's own requests; the list's state is in the query string. */
export default function RequestsPage({ page, state, locationNames, scope: _scope, ...props }: ProtectedPageProps & Partial<RequestListProps>) {
  return (
    <AccountScreen routeKey="requests" {...props}>
      {page && state && <RequestList routeKey="requests" page={page} state={state} locationNames={locationNames ?? {}} />}
    </AccountScreen>
  );
}

export const getServerSideProps = protectedPage<RequestListProps>(['pages', 'account', 'search'], ['requests'], accountScreenRoles.requests, (context, user) => loadRequestList(context, user, 'mine'));
