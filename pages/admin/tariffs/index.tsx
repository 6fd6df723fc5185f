import { istanbulToday } from '@/lib/domain/business-date';
import { AdminShell } from '@/components/admin/AdminShell';
import { TariffsView, type TariffFilterValues } from '@/components/admin/tariffs/TariffsView';
import { tariffListRequest, type TariffPage } from '@/lib/schemas/tariff';
import { adminPage, type AdminPageProps } from '@/lib/server/admin/admin-page';
import { getDb } from '@/lib/server/db/client';
import { listTariffs } from '@/lib/server/tariffs/list-tariffs';

interface TariffsProps {
  list: TariffPage;
  filters: TariffFilterValues;
  today: string;
}

/** /admin/tariffs (and /en/admin/tariffs): tariff CSV import with its dry run, export, list and validity. */
export default function AdminTariffsPage({ list, filters, today, ...props }: AdminPageProps & Partial<TariffsProps>) {
  return (
    <AdminShell section="tariffs" {...props}>
      {list && filters && <TariffsView list={list} filters={filters} today={today ?? istanbulToday()} />}
    </AdminShell>
  );
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

export const getServerSideProps = adminPage<TariffsProps>('tariffs', async (context) => {
  const state = one(context.query.state);
  const filters: TariffFilterValues = {
    mode: one(context.query.mode),
    carrier: one(context.query.carrier).slice(0, 100),
    origin: one(context.query.origin).toUpperCase().slice(0, 5),
    destination: one(context.query.destination).toUpperCase().slice(0, 5),
    validOn: one(context.query.validOn),
    state: state === 'current' || state === 'expired' ? state : 'all',
  };
  const pageNumber = Math.min(Math.max(1, Number.parseInt(one(context.query.page), 10) || 1), 100_000);
  const parsed = tariffListRequest.safeParse({
    pageNumber,
    pageSize: 20,
    state: filters.state,
    ...Object.fromEntries(Object.entries({ mode: filters.mode, carrier: filters.carrier, origin: filters.origin, destination: filters.destination, validOn: filters.validOn }).filter(([, value]) => value)),
  });
  const request = parsed.success ? parsed.data : tariffListRequest.parse({ pageNumber, pageSize: 20 });
  return { list: await listTariffs(await getDb(), request), filters, today: istanbulToday() };
});
