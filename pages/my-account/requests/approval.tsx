import { AccountScreen } from '@/components/account/AccountScreen';
import { RequestApprovalView, type ApprovalBlock } from '@/components/account/requests/RequestApprovalView';
import { accountScreenRoles } from '@/lib/auth/access';
import { istanbulDate } from '@/lib/domain/pricing';
import { requestIdQuery, type RequestDetail } from '@/lib/schemas/request';
import { protectedPage, type ProtectedPageProps } from '@/lib/server/auth/page-session';
import { ApiError } from '@/lib/server/api/errors';
import { getDb } from '@/lib/server/db/client';
import { locationNames } from '@/lib/server/freight/location-names';
import { getRequest } from '@/lib/server/requests/get-request';
import { requestViewer } from '@/lib/server/requests/request-scope';
import { viewerRequestActions } from '@/lib/server/requests/viewer-actions';

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

export const getServerSideProps = protectedPage<RequestApprovalProps>(['pages', 'account', 'search'], ['requestApproval'], accountScreenRoles.requestApproval, async (context, user) => {
  const query = requestIdQuery.safeParse({ id: context.query.id });
  const offerQuery = requestIdQuery.safeParse({ id: context.query.offerId });
  if (!query.success || !offerQuery.success) return null;
  const db = await getDb();
  try {
    const viewer = await requestViewer(db, { ...user, via: 'cookie' });
    const request = await getRequest(db, viewer, query.data.id);
    const offer = request.offers.find((item) => item.id === offerQuery.data.id);
    if (!offer) return null;
    const actions = await viewerRequestActions(db, viewer, request.id, request.status);
    const block: ApprovalBlock =
      request.status !== 'quoted' ? 'notQuoted' : !actions.includes('approve') ? 'notCustomer' : offer.withdrawn || offer.validUntil < istanbulDate(new Date()) ? 'offerUnavailable' : null;
    return { request, offerId: offer.id, block, locationNames: await locationNames(db, [request.origin, request.destination, offer.offer.origin, offer.offer.destination]) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
});
