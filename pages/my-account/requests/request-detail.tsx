import { istanbulToday } from '@/lib/domain/business-date';
import { AccountScreen } from '@/components/account/AccountScreen';
import { RequestDetailView } from '@/components/account/requests/RequestDetailView';
import { accountScreenRoles } from '@/lib/auth/access';
import type { RequestAction } from '@/lib/domain/request-state';
import type { RequestDetail } from '@/lib/schemas/request';
import { recordLoader, requestLocationNames } from '@/lib/server/requests/record-page';
import { protectedPage, type ProtectedPageProps } from '@/lib/server/auth/page-session';
import { getRequest } from '@/lib/server/requests/get-request';
import { viewerRequestAccess } from '@/lib/server/requests/viewer-actions';
import type { RequestAudience } from '@/lib/requests/request-status-copy';

interface RequestDetailProps {
  request: RequestDetail;
  locationNames: Record<string, string>;
  actions: RequestAction[];
  audience: RequestAudience;
  today: string;
}

/** /my-account/requests/request-detail?id= ↔ /hesabim/talepler/talep-detayi?id=: one request, server-rendered for its viewer. */
export default function RequestDetailPage({ request, locationNames: names, actions, audience, today, ...props }: ProtectedPageProps & Partial<RequestDetailProps>) {
  return (
    <AccountScreen routeKey="requestDetail" {...props}>
      {request && <RequestDetailView request={request} locationNames={names ?? {}} actions={actions ?? []} audience={audience ?? 'customer'} today={today} />}
    </AccountScreen>
  );
}

export const getServerSideProps = protectedPage<RequestDetailProps>(['pages', 'account', 'search'], ['requestDetail'], accountScreenRoles.requestDetail, recordLoader(['id'], async ({ db, viewer, ids: [id] }) => {
    const request = await getRequest(db, viewer, id!);
    const access = await viewerRequestAccess(db, viewer, request.id, request.status);
    return { request, locationNames: await requestLocationNames(db, request), ...access, today: istanbulToday() };
  }),
);
