import { AccountScreen } from '@/components/account/AccountScreen';
import { RequestDetailView } from '@/components/account/requests/RequestDetailView';
import { accountScreenRoles } from '@/lib/auth/access';
import { istanbulDate } from '@/lib/domain/pricing';
import type { RequestAction } from '@/lib/domain/request-state';
import type { RequestDetail } from '@/lib/schemas/request';
import { requestIdQuery } from '@/lib/schemas/request';
import { protectedPage, type ProtectedPageProps } from '@/lib/server/auth/page-session';
import { ApiError } from '@/lib/server/api/errors';
import { getDb } from '@/lib/server/db/client';
import { locationNames } from '@/lib/server/freight/location-names';
import { getRequest } from '@/lib/server/requests/get-request';
import { requestViewer } from '@/lib/server/requests/request-scope';
import { viewerRequestActions } from '@/lib/server/requests/viewer-actions';

interface RequestDetailProps {
  request: RequestDetail;
  locationNames: Record<string, string>;
  actions: RequestAction[];
  today: string;
}

/** /my-account/requests/request-detail?id= ↔ /hesabim/talepler/talep-detayi?id=: one request, server-rendered for its viewer. */
export default function RequestDetailPage({ request, locationNames: names, actions, today, ...props }: ProtectedPageProps & Partial<RequestDetailProps>) {
  return (
    <AccountScreen routeKey="requestDetail" {...props}>
      {request && <RequestDetailView request={request} locationNames={names ?? {}} actions={actions ?? []} today={today} />}
    </AccountScreen>
  );
}

export const getServerSideProps = protectedPage<RequestDetailProps>(['pages', 'account', 'search'], ['requestDetail'], accountScreenRoles.requestDetail, async (context, user) => {
  const query = requestIdQuery.safeParse({ id: context.query.id });
  if (!query.success) return null;
  const db = await getDb();
  try {
    const viewer = await requestViewer(db, { ...user, via: 'cookie' });
    const request = await getRequest(db, viewer, query.data.id);
    return {
      request,
      locationNames: await locationNames(db, [request.origin, request.destination, ...request.offers.flatMap(({ offer }) => [offer.origin, offer.destination])]),
      actions: await viewerRequestActions(db, viewer, request.id, request.status),
      today: istanbulDate(new Date()),
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
});
