import { AccountScreen } from '@/components/account/AccountScreen';
import { RequestApprovedView } from '@/components/account/requests/RequestApprovedView';
import { accountScreenRoles } from '@/lib/auth/access';
import { requestIdQuery, type RequestDetail } from '@/lib/schemas/request';
import { protectedPage, type ProtectedPageProps } from '@/lib/server/auth/page-session';
import { ApiError } from '@/lib/server/api/errors';
import { getDb } from '@/lib/server/db/client';
import { locationNames } from '@/lib/server/freight/location-names';
import { getRequest } from '@/lib/server/requests/get-request';
import { requestViewer } from '@/lib/server/requests/request-scope';

interface RequestApprovedProps {
  request: RequestDetail;
  locationNames: Record<string, string>;
}

/** /my-account/requests/request-approved?id= ↔ /hesabim/talepler/talep-onaylandi: the confirmation of an approval and the next steps. */
export default function RequestApprovedPage({ request, locationNames: names, ...props }: ProtectedPageProps & Partial<RequestApprovedProps>) {
  return (
    <AccountScreen routeKey="requestApproved" {...props}>
      {request && <RequestApprovedView request={request} locationNames={names ?? {}} />}
    </AccountScreen>
  );
}

export const getServerSideProps = protectedPage<RequestApprovedProps>(['pages', 'account', 'search'], ['requestApproved'], accountScreenRoles.requestApproved, async (context, user) => {
  const query = requestIdQuery.safeParse({ id: context.query.id });
  if (!query.success) return null;
  const db = await getDb();
  try {
    const request = await getRequest(db, await requestViewer(db, { ...user, via: 'cookie' }), query.data.id);
    return { request, locationNames: await locationNames(db, [request.origin, request.destination]) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
});
