import { AccountScreen } from '@/components/account/AccountScreen';
import { RequestList } from '@/components/account/requests/RequestList';
import { accountScreenPage } from '@/components/account/AccountScreenPage';
import { staticTranslations } from '@/lib/i18n-server';
import type { ProtectedPageProps } from '@/lib/server/auth/page-session';
import { type RequestListProps } from '@/lib/server/requests/load-request-list';

/** /my-account/all-demands ↔ /hesabim/tum-talepler: the company's requests with their owners (CompanyAdmin; an Admin sees every request). */
function AllRequestsPage({ page, state, locationNames, scope: _scope, ...props }: ProtectedPageProps & Partial<RequestListProps>) {
  return (
    <AccountScreen routeKey="allRequests" {...props}>
      {page && state && <RequestList routeKey="allRequests" page={page} state={state} locationNames={locationNames ?? {}} showOwner />}
    </AccountScreen>
  );
}

export default accountScreenPage('allRequests', AllRequestsPage);

export const getStaticProps = staticTranslations(['pages', 'account', 'search'], ['allRequests']);
