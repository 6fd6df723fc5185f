import { AccountScreen } from '@/components/account/AccountScreen';
import { RequestApprovedView } from '@/components/account/requests/RequestApprovedView';
import { accountScreenRoles } from '@/lib/auth/access';
import type { RequestDetail } from '@/lib/schemas/request';
import { recordLoader, requestLocationNames } from '@/lib/server/requests/record-page';
import { protectedPage, type ProtectedPageProps } from '@/lib/server/auth/page-session';
import { getRequest } from '@/lib/server/requests/get-request';

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

export const getServerSideProps = protectedPage<RequestApprovedProps>(['pages', 'account', 'search'], ['requestApproved'], accountScreenRoles.requestApproved, recordLoader(['id'], async ({ db, viewer, ids: [id] }) => {
    const request = await getRequest(db, viewer, id!);
    return { request, locationNames: await requestLocationNames(db, request) };
  }),
);
