import { AccountScreen } from '@/components/account/AccountScreen';
import { RequestApprovalView } from '@/components/account/requests/RequestApprovalView';
import { accountScreenPage } from '@/components/account/AccountScreenPage';
import { staticTranslations } from '@/lib/i18n-server';
import type { RequestApprovalScreenProps } from '@/lib/server/account/account-screens';
import type { ProtectedPageProps } from '@/lib/server/auth/page-session';


/** /my-account/requests/approval?id=&offerId= ↔ /hesabim/talepler/onay: review one offer of a request and approve it. */
function RequestApprovalPage({ request, offerId, block, locationNames: names, ...props }: ProtectedPageProps & Partial<RequestApprovalScreenProps>) {
  return (
    <AccountScreen routeKey="requestApproval" {...props}>
      {request && offerId !== undefined && <RequestApprovalView request={request} offerId={offerId} block={block ?? null} locationNames={names ?? {}} />}
    </AccountScreen>
  );
}

export default accountScreenPage('requestApproval', RequestApprovalPage);

export const getStaticProps = staticTranslations(['pages', 'account', 'search'], ['requestApproval']);
