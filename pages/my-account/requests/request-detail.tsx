import { AccountScreen } from '@/components/account/AccountScreen';
import { RequestDetailView } from '@/components/account/requests/RequestDetailView';
import { accountScreenPage } from '@/components/account/AccountScreenPage';
import { staticTranslations } from '@/lib/i18n-server';
import type { RequestDetailScreenProps } from '@/lib/server/account/account-screens';
import type { ProtectedPageProps } from '@/lib/server/auth/page-session';


/** /my-account/requests/request-detail?id= ↔ /hesabim/talepler/talep-detayi?id=: one request, server-rendered for its viewer. */
function RequestDetailPage({ request, locationNames: names, actions, audience, today, ...props }: ProtectedPageProps & Partial<RequestDetailScreenProps>) {
  return (
    <AccountScreen routeKey="requestDetail" {...props}>
      {request && <RequestDetailView request={request} locationNames={names ?? {}} actions={actions ?? []} audience={audience ?? 'customer'} today={today} />}
    </AccountScreen>
  );
}

export default accountScreenPage('requestDetail', RequestDetailPage);

export const getStaticProps = staticTranslations(['pages', 'account', 'search'], ['requestDetail']);
