import { AccountScreen } from '@/components/account/AccountScreen';
import { RequestList } from '@/components/account/requests/RequestList';
import { accountScreenRoles } from '@/lib/auth/access';
import { protectedPage, type ProtectedPageProps } from '@/lib/server/auth/page-session';
import { companyScopeOf, loadRequestList, type RequestListProps } from '@/lib/server/requests/load-request-list';

/** /my-account/all-demands ↔ /hesabim/tum-talepler: the company's requests with their owners (CompanyAdmin; an Admin sees every request). */
export default function AllRequestsPage({ page, state, locationNames, scope: _scope, ...props }: ProtectedPageProps & Partial<RequestListProps>) {
  return (
    <AccountScreen routeKey="allRequests" {...props}>
      {page && state && <RequestList routeKey="allRequests" page={page} state={state} locationNames={locationNames ?? {}} showOwner />}
    </AccountScreen>
  );
}

export const getServerSideProps = protectedPage<RequestListProps>(['pages', 'account', 'search'], ['allRequests'], accountScreenRoles.allRequests, (context, user) =>
  loadRequestList(context, user, companyScopeOf(user)),
);
