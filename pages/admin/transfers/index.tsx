import { AdminShell } from '@/components/admin/AdminShell';
import { TransferQueueView } from '@/components/admin/operations/TransferQueueView';
import { transferQueueRequest, transferStatuses, type TransferQueuePage } from '@/lib/schemas/admin-operations';
import { adminPage, type AdminPageProps } from '@/lib/server/admin/admin-page';
import { getDb } from '@/lib/server/db/client';
import { listTransfers } from '@/lib/server/payments/list-transfers';
import { requestViewer } from '@/lib/server/requests/request-scope';

interface TransfersProps {
  page: TransferQueuePage;
  status: string;
}

/** /admin/transfers: bank-transfer receipts waiting for operations. */
export default function AdminTransfersPage({ page, status, ...props }: AdminPageProps & Partial<TransfersProps>) {
  return (
    <AdminShell section="transfers" {...props}>
      {page && <TransferQueueView page={page} status={status ?? 'underReview'} />}
    </AdminShell>
  );
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

export const getServerSideProps = adminPage<TransfersProps>('transfers', async (context, user) => {
  const asked = one(context.query.status);
  const status = (transferStatuses as readonly string[]).includes(asked) ? asked : 'underReview';
  const pageNumber = Math.min(Math.max(1, Number.parseInt(one(context.query.page), 10) || 1), 100_000);
  const db = await getDb();
  const page = await listTransfers(db, await requestViewer(db, { ...user, via: 'cookie' }), transferQueueRequest.parse({ pageNumber, statuses: [status] }));
  return { page, status };
});
