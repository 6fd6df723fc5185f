import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/client/toast';
import { useTranslation } from 'next-i18next/pages';
import { roles as allRoles, type Role } from '@/lib/auth/roles';
import { useLocale } from '@/lib/i18n';
import type { AdminUser, AdminUserListInput, AdminUserPage, AdminUserSortColumn } from '@/lib/schemas/admin-users';
import { api } from '@/lib/client/api';
import { toastFailure } from '@/lib/client/toast-failure';
import { DataTable } from '@/components/list/DataTable';
import { DataTablePager } from '@/components/list/DataTablePager';
import { AuditTrailDialog, DeactivateDialog, RolesDialog } from './UserDialogs';
import { useUserColumns, type UserAction } from './user-columns';

export type UserListState = Required<Pick<AdminUserListInput, 'pageNumber' | 'pageSize' | 'sortColumn' | 'sortDescending'>> & { search: string; role: Role | ''; status: 'all' | 'active' | 'inactive' };

type Open = { kind: UserAction; user: AdminUser } | null;

/** Every user of the platform: folded search, role and state filters, server-side paging and sort, and the admin actions. */
export function UsersView({ initial, initialState }: { initial: AdminUserPage; initialState: UserListState }) {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation('common');
  const locale = useLocale();
  const [data, setData] = useState(initial);
  const [state, setState] = useState(initialState);
  const [loading, setLoading] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  const first = useRef(true);

  const load = useCallback(
    async (next: UserListState) => {
      setLoading(true);
      try {
        const body: AdminUserListInput = {
          pageNumber: next.pageNumber,
          pageSize: next.pageSize,
          sortColumn: next.sortColumn,
          sortDescending: next.sortDescending,
          search: next.search.trim() || undefined,
          role: next.role || undefined,
          isActive: next.status === 'all' ? undefined : next.status === 'active',
        };
        setData(await api.post('User/GetList', body, { locale }).catch(toastFailure(t('users.loadFailed'), { toastId: 'User/GetList-failed', withField: true })));
      } catch {
        // The toast said why.
      } finally {
        setLoading(false);
      }
    },
    [locale, t],
  );
  // Every change of the list's state reloads (the search after a short pause in typing).
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const timer = setTimeout(() => void load(state), 250);
    return () => clearTimeout(timer);
  }, [state, load]);

  const update = (next: Partial<UserListState>) => setState((current) => ({ ...current, pageNumber: 1, ...next }));
  const replace = (user: AdminUser) => setData((current) => ({ ...current, items: current.items.map((item) => (item.id === user.id ? user : item)) }));
  const reactivate = async (user: AdminUser) => {
    try {
      replace(await api.post('User/Reactivate', { id: user.id }, { locale }).catch(toastFailure(t('users.saveFailed'), { toastId: 'User/Reactivate-failed', withField: true })));
      toast.success(t('users.reactivated', { email: user.email }));
    } catch {
      // The toast said why.
    }
  };
  const columns = useUserColumns({
    sort: { column: state.sortColumn, desc: state.sortDescending },
    onSort: (column: AdminUserSortColumn) => update({ sortColumn: column, sortDescending: state.sortColumn === column ? !state.sortDescending : false }),
    onOpen: (kind, user) => setOpen({ kind, user }),
    onReactivate: (user) => void reactivate(user),
  });

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Grid container spacing={1.5}>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              label={t('users.search')}
              placeholder={t('users.searchHint')}
              value={state.search}
              onChange={(event) => update({ search: event.target.value })}
              size="small"
              fullWidth
              type="search"
              slotProps={{ htmlInput: { 'data-testid': 'users-search' } }}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <TextField select label={t('users.role')} value={state.role} onChange={(event) => update({ role: event.target.value as Role | '' })} size="small" fullWidth>
              <MenuItem value="">{t('users.anyRole')}</MenuItem>
              {allRoles.map((role) => (
                <MenuItem key={role} value={role}>
                  {tCommon(`auth.roles.${role}`)}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <TextField select label={t('users.status')} value={state.status} onChange={(event) => update({ status: event.target.value as UserListState['status'] })} size="small" fullWidth>
              {(['all', 'active', 'inactive'] as const).map((status) => (
                <MenuItem key={status} value={status}>
                  {t(`users.statuses.${status}`)}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
        </Grid>
      </Paper>
      <Paper variant="outlined">
        <DataTable
          rows={data.items}
          columns={columns}
          rowKey={(user) => user.id}
          rowProps={(user) => ({ 'data-email': user.email, 'data-user-id': user.id, sx: user.isActive ? {} : { opacity: 0.7 } })}
          label={t('sections.users')}
          testId="users-table"
          empty={t('common.empty')}
          loading={loading}
          pager={
            <DataTablePager
              page={data}
              pageSizes={[10, 25, 50, 100]}
              onPage={(pageNumber) => setState((current) => ({ ...current, pageNumber }))}
              onPageSize={(pageSize) => update({ pageSize })}
            />
          }
        />
      </Paper>
      {open?.kind === 'roles' && (
        <RolesDialog
          user={open.user}
          onClose={() => setOpen(null)}
          onSaved={(user) => {
            replace(user);
            setOpen(null);
            toast.success(t('users.rolesSaved', { email: user.email }));
          }}
        />
      )}
      {open?.kind === 'deactivate' && (
        <DeactivateDialog
          user={open.user}
          onClose={() => setOpen(null)}
          onDone={(user) => {
            replace(user);
            setOpen(null);
            toast.success(t('users.deactivated', { email: user.email }));
          }}
        />
      )}
      {open?.kind === 'trail' && <AuditTrailDialog user={open.user} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
