import { AdminShell } from '@/components/admin/AdminShell';
import { UsersView, type UserListState } from '@/components/admin/users/UsersView';
import type { AdminUserPage } from '@/lib/schemas/admin-users';
import { adminPage, type AdminPageProps } from '@/lib/server/admin/admin-page';
import { adminActor } from '@/lib/server/admin/admin-actor';
import { getDb } from '@/lib/server/db/client';
import { listUsers } from '@/lib/server/users/list-users';

type UsersProps = { users: AdminUserPage; listState: UserListState };

/** /admin/users: every user of the platform, their roles and state, and their audit entries (Admin). */
export default function AdminUsersPage({ users, listState, ...props }: AdminPageProps & Partial<UsersProps>) {
  return (
    <AdminShell section="users" {...props}>
      {users && listState && <UsersView initial={users} initialState={listState} />}
    </AdminShell>
  );
}

export const getServerSideProps = adminPage<UsersProps>('users', async (_context, user) => {
  const db = await getDb();
  const listState: UserListState = { pageNumber: 1, pageSize: 25, sortColumn: 'CreatedAt', sortDescending: true, search: '', role: '', status: 'all' };
  const users = await listUsers(db, await adminActor(db, { ...user, via: 'cookie' }), { ...listState, search: undefined, role: undefined, isActive: undefined });
  return { users, listState };
});
