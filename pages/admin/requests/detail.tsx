import { eq } from 'drizzle-orm';
import { istanbulToday } from '@/lib/domain/business-date';
import { AdminShell } from '@/components/admin/AdminShell';
import { RequestPricingView } from '@/components/admin/operations/RequestPricingView';
import type { RequestTariffOffers } from '@/lib/schemas/admin-operations';
import type { RequestDetail } from '@/lib/schemas/request';
import type { PackageTypeNames } from '@/lib/search/search-request';
import { adminPage, type AdminPageProps } from '@/lib/server/admin/admin-page';
import { companies, requests } from '@/lib/server/db/schema';
import { locationNames } from '@/lib/server/freight/location-names';
import { packageTypeNames } from '@/lib/server/freight/package-type-names';
import { getRequest } from '@/lib/server/requests/get-request';
import { recordLoader } from '@/lib/server/requests/record-page';
import { requestTariffOffers } from '@/lib/server/requests/request-tariff-offers';

interface PricingProps {
  request: RequestDetail;
  names: Record<string, string>;
  packageNames: PackageTypeNames;
  tariff: RequestTariffOffers | null;
  today: string;
  companyName: string | null;
}

/** /admin/requests/detail?id= : one request for operations, with its pricing (tariff offers or a manual offer). */
export default function AdminRequestDetailPage({ request, names, packageNames, tariff, today, companyName, ...props }: AdminPageProps & Partial<PricingProps>) {
  return (
    <AdminShell section="requests" leaf={request?.reference} title={request?.reference} {...props}>
      {request && <RequestPricingView request={request} names={names ?? {}} packageNames={packageNames ?? {}} tariff={tariff ?? null} today={today ?? ''} companyName={companyName ?? null} />}
    </AdminShell>
  );
}

export const getServerSideProps = adminPage<PricingProps>(
  'requests',
  recordLoader(['id'], async ({ db, viewer, ids: [id] }) => {
    const request = await getRequest(db, viewer, id!);
    const open = request.status === 'submitted' || request.status === 'quoted';
    // The engine refuses some old searches (a place no longer known …): the screen then offers the manual form only.
    const tariff = open ? await requestTariffOffers(db, viewer, request.id).catch(() => null) : null;
    const [company] = await db.select({ name: companies.name }).from(requests).innerJoin(companies, eq(companies.id, requests.companyId)).where(eq(requests.id, request.id));
    const names = await locationNames(db, [request.origin, request.destination, ...request.offers.flatMap(({ offer }) => [offer.origin, offer.destination]), ...(tariff?.offers ?? []).flatMap((offer) => [offer.origin, offer.destination])]);
    return { request, names, packageNames: await packageTypeNames(db), tariff, today: istanbulToday(), companyName: company?.name ?? null };
  }),
);
