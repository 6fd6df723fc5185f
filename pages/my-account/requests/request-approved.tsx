import { AccountScreen } from '@/components/account/AccountScreen';
import { RequestApprovedView } from '@/components/account/requests/RequestApprovedView';
import { accountScreenPage } from '@/components/account/AccountScreenPage';
import { staticTranslations } from '@/lib/i18n-server';
import type { RequestRecordScreenProps } from '@/lib/server/account/account-screens';
import type { ProtectedPageProps } from '@/lib/server/auth/page-session';


/** /my-account/requests/request-approved?id= ↔ /hesabim/talepler/talep-onaylandi: the confirmation of an approval and the next steps. */
function RequestApprovedPage({ request, locationNames: names, ...props }: ProtectedPageProps & Partial<RequestRecordScreenProps>) {
  return (
    <AccountScreen routeKey="requestApproved" {...props}>
      {request && <RequestApprovedView request={request} locationNames={names ?? {}} />}
    </AccountScreen>
  );
}

export default accountScreenPage('requestApproved', RequestApprovedPage);

export const getStaticProps = staticTranslations(['pages', 'account', 'search'], ['requestApproved']);
