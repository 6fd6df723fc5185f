import { istanbulToday } from '@/lib/domain/business-date';
import { AccountScreen } from '@/components/account/AccountScreen';
import { RequestApprovalView, type ApprovalBlock } from '@/components/account/requests/RequestApprovalView';
import { accountScreenRoles } from '@/lib/auth/access';
import type { RequestDetail } from '@/lib/schemas/request';
import { recordLoader, requestLocationNames } from '@/lib/server/requests/record-page';
import { protectedPage, type ProtectedPageProps } from '@/lib/server/auth/page-session';
import { getRequest } from '@/lib/server/requests/get-request';
import { viewerRequestAccess } from '@/lib/server/requests/viewer-actions';

interface RequestApprovalProps {
  request: RequestDetail;
  offerId: number;
  block: ApprovalBlock;
  locationNames: Record<string, string>;
}

/** /my-account/requests/approval?id=&offerId= ↔ /hesabim/talepler/onay: review one offer of a request and approve it. */
export default function RequestApprovalPage({ request, offerId, block, locationNames: names, ...props }: ProtectedPageProps & Partial<RequestApprovalProps>) {
  return (
    <AccountScreen routeKey="requestApproval" {...props}>
      {request && offerId !== undefined && <RequestApprovalView request={request} offerId={offerId} block={block ?? null} locationNames={names ?? {}} />}
    </AccountScreen>
  );
}

export const getServerSideProps = protectedPage<RequestApprovalProps>(['pages', 'account', 'search'], ['requestApproval'], accountScreenRoles.requestApproval, recordLoader(['id', 'offerId'], async ({ db, viewer, ids: [id, offerId] }) => {
    const request = await getRequest(db, viewer, id!);
    const offer = request.offers.find((item) => item.id === offerId);
    if (!offer) return null;
    const { actions } = await viewerRequestAccess(db, viewer, request.id, request.status);
    const block: ApprovalBlock =
      request.status !== 'quoted' ? 'notQuoted' : !actions.includes('approve') ? 'notCustomer' : offer.withdrawn || offer.validUntil < istanbulToday() ? 'offerUnavailable' : null;
    return { request, offerId: offer.id, block, locationNames: await requestLocationNames(db, request) };
  }),
);
