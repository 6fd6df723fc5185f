import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import BlockIcon from '@mui/icons-material/Block';
import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import ManageAccountsIcon from '@mui/icons-material/ManageAccountsOutlined';
import RestoreIcon from '@mui/icons-material/Restore';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/client/toast';
import { useTranslation } from 'next-i18next/pages';
import { roles as allRoles, type Role } from '@/lib/auth/roles';
import { regionalLocale, useLocale } from '@/lib/i18n';
import type { AdminUser, AdminUserListInput, AdminUserPage, AdminUserSortColumn } from '@/lib/schemas/admin-users';
import { api } from '@/lib/client/api';
import { toastFailure } from '@/lib/client/toast-failure';
import { AuditTrailDialog, DeactivateDialog, RolesDialog } from './UserDialogs';
import { SortHeader } from '@/components/common/SortHeader';

export type UserListState = Required<Pick<AdminUserListInput, 'pageNumber' | 'pageSize' | 'sortColumn' | 'sortDescending'>> & { search: string; role: Role | ''; status: 'all' | 'active' | 'inactive' };

const sortable: { key: AdminUserSortColumn; label: string; wide?: boolean }[] = [
  { key: 'Name', label: 'name' },
  { key: 'Email', label: 'email', wide: true },
  { key: 'Company', label: 'company', wide: true },
];

/** Columns a phone leaves out (the email then shows under the name). */
const wideOnly = { display: { xs: 'none', md: 'table-cell' } } as const;

type Open = { kind: 'roles' | 'deactivate' | 'trail'; user: AdminUser } | null;

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
  const times = new Intl.DateTimeFormat(regionalLocale[locale], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Istanbul' });

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
  const sortBy = (column: AdminUserSortColumn) => update({ sortColumn: column, sortDescending: state.sortColumn === column ? !state.sortDescending : false });

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
      <Paper variant="outlined" aria-busy={loading}>
        <TableContainer>
          <Table size="small" aria-label={t('sections.users')} data-testid="users-table">
            <TableHead>
              <TableRow>
                {sortable.map((column) => (
                  <SortHeader key={column.key} label={t(`users.${column.label}`)} active={state.sortColumn === column.key} desc={state.sortDescending} sx={column.wide ? wideOnly : undefined} onSort={() => sortBy(column.key)} />
                ))}
                <TableCell>{t('users.roles')}</TableCell>
                <SortHeader label={t('users.lastSignIn')} active={state.sortColumn === 'LastSignInAt'} desc={state.sortDescending} sx={wideOnly} onSort={() => sortBy('LastSignInAt')} />
                <TableCell align="right">{t('common.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.items.map((user) => (
                <TableRow key={user.id} hover data-email={user.email} sx={user.isActive ? undefined : { opacity: 0.7 }}>
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 700 }}>
                      {`${user.firstName} ${user.lastName}`.trim() || '—'}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" sx={{ display: { md: 'none' }, wordBreak: 'break-word' }}>
                      {user.email}
                    </Typography>
                    {!user.isActive && <Chip size="small" color="warning" label={t('users.statuses.inactive')} sx={{ mt: 0.25 }} />}
                  </TableCell>
                  <TableCell sx={{ ...wideOnly, wordBreak: 'break-word' }}>{user.email}</TableCell>
                  <TableCell sx={wideOnly}>{user.companyName ?? '—'}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', gap: 0.5 }} data-testid="user-roles">
                      {user.roles.map((role) => (
                        <Chip key={role} size="small" label={tCommon(`auth.roles.${role}`)} color={role === 'Admin' ? 'secondary' : 'default'} data-role={role} />
                      ))}
                    </Stack>
                  </TableCell>
                  <TableCell sx={{ ...wideOnly, whiteSpace: 'nowrap' }}>{user.lastSignInAt ? times.format(new Date(user.lastSignInAt)) : t('users.never')}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={t('users.editRoles')}>
                      <IconButton aria-label={t('users.editRolesOf', { email: user.email })} onClick={() => setOpen({ kind: 'roles', user })} data-testid="user-edit-roles">
                        <ManageAccountsIcon />
                      </IconButton>
                    </Tooltip>
                    {user.isActive ? (
                      <Tooltip title={user.isSelf ? t('users.selfDeactivateHint') : t('users.deactivate')}>
                        <span>
                          <IconButton aria-label={t('users.deactivateOf', { email: user.email })} disabled={user.isSelf} onClick={() => setOpen({ kind: 'deactivate', user })}>
                            <BlockIcon />
                          </IconButton>
                        </span>
                      </Tooltip>
                    ) : (
                      <Tooltip title={t('users.reactivate')}>
                        <IconButton aria-label={t('users.reactivateOf', { email: user.email })} onClick={() => void reactivate(user)}>
                          <RestoreIcon />
                        </IconButton>
                      </Tooltip>
                    )}
                    <Tooltip title={t('users.auditTrail')}>
                      <IconButton aria-label={t('users.auditTrailOf', { email: user.email })} onClick={() => setOpen({ kind: 'trail', user })}>
                        <HistoryIcon />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              ))}
              {data.items.length === 0 && (
                <TableRow>
                  <TableCell colSpan={6}>{t('common.empty')}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={data.totalCount}
          page={data.pageNumber - 1}
          rowsPerPage={data.pageSize}
          rowsPerPageOptions={[10, 25, 50, 100]}
          onPageChange={(_event, page) => setState((current) => ({ ...current, pageNumber: page + 1 }))}
          onRowsPerPageChange={(event) => update({ pageSize: Number(event.target.value) })}
          labelRowsPerPage={t('common.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) => t('common.displayedRows', { from, to, count })}
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
