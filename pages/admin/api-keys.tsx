import { AdminShell } from '@/components/admin/AdminShell';
import { ApiKeysAdminView, type ApiKeyListState } from '@/components/admin/api-keys/ApiKeysAdminView';
import type { AllApiKeysPage } from '@/lib/schemas/api-key';
import { adminActor } from '@/lib/server/admin/admin-actor';
import { adminPage, type AdminPageProps } from '@/lib/server/admin/admin-page';
import { listAllApiKeys } from '@/lib/server/api-keys/list-all-api-keys';
import { getDb } from '@/lib/server/db/client';

type ApiKeysProps = { keys: AllApiKeysPage; listState: ApiKeyListState };

/** [E1] /admin/api-keys: every company's API keys, with revoke (Admin). */
export default function AdminApiKeysPage({ keys, listState, ...props }: AdminPageProps & Partial<ApiKeysProps>) {
  return (
    <AdminShell section="apiKeys" {...props}>
      {keys && listState && <ApiKeysAdminView initial={keys} initialState={listState} />}
    </AdminShell>
  );
}

export const getServerSideProps = adminPage<ApiKeysProps>('apiKeys', async (_context, user) => {
  const db = await getDb();
  const listState: ApiKeyListState = { pageNumber: 1, pageSize: 50, text: '', status: 'all' };
  const keys = await listAllApiKeys(db, await adminActor(db, { ...user, via: 'cookie' }), { ...listState, text: undefined });
  return { keys, listState };
});
