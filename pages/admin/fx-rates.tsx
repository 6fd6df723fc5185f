import { AdminShell } from '@/components/admin/AdminShell';
import { FxRatesView } from '@/components/admin/operations/FxRatesView';
import { FX_BACKFILL_DAYS, type FxRateList } from '@/lib/schemas/admin-operations';
import { adminPage, type AdminPageProps } from '@/lib/server/admin/admin-page';
import { getDb } from '@/lib/server/db/client';
import { listFxRates } from '@/lib/server/fx/list-fx-rates';

/** /admin/fx-rates : the exchange rates pricing uses, and today's to enter. */
export default function AdminFxRatesPage({ rates, ...props }: AdminPageProps & { rates?: FxRateList }) {
  return (
    <AdminShell section="fxRates" {...props}>
      {rates && <FxRatesView initial={rates} />}
    </AdminShell>
  );
}

export const getServerSideProps = adminPage<{ rates: FxRateList }>('fxRates', async () => ({ rates: await listFxRates(await getDb(), FX_BACKFILL_DAYS) }));
