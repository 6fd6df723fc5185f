import { AccountScreen } from '@/components/account/AccountScreen';
import { RequestFilterForm } from '@/components/account/requests/RequestFilterForm';
import { accountScreenPage } from '@/components/account/AccountScreenPage';
import { staticTranslations } from '@/lib/i18n-server';
import type { RequestsFilterScreenProps } from '@/lib/server/account/account-screens';
import type { ProtectedPageProps } from '@/lib/server/auth/page-session';



/**
 * /my-account/requests/filter ↔ /hesabim/talepler/filtre: the filter form, filled from the query string
 * (the list's current filters); it leads to the filtered list, or back to the company list (?for=allRequests).
 */
function RequestsFilterPage({ initial, target, places, ...props }: ProtectedPageProps & Partial<RequestsFilterScreenProps>) {
  return (
    <AccountScreen routeKey="requestsFilter" {...props}>
      {initial && <RequestFilterForm initial={initial} target={target ?? 'requestsFilterOn'} places={places ?? {}} />}
    </AccountScreen>
  );
}

export default accountScreenPage('requestsFilter', RequestsFilterPage);

export const getStaticProps = staticTranslations(['pages', 'account', 'search'], ['requestsFilter']);
