import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import BlockIcon from '@mui/icons-material/Block';
import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import ManageAccountsIcon from '@mui/icons-material/ManageAccountsOutlined';
import RestoreIcon from '@mui/icons-material/Restore';
import { useTranslation } from 'next-i18next/pages';
import { columnSorter, type DataColumn } from '@/components/list/DataTable';
import { formatInstant } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import type { AdminUser, AdminUserSortColumn } from '@/lib/schemas/admin-users';

/** What the action buttons of a row open. */
export type UserAction = 'roles' | 'deactivate' | 'trail';

/** The buttons of a user's row: roles, deactivate or reactivate, the audit trail. */
function UserActions({ user, onOpen, onReactivate }: { user: AdminUser; onOpen: (kind: UserAction, user: AdminUser) => void; onReactivate: (user: AdminUser) => void }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Tooltip title={t('users.editRoles')}>
        <IconButton aria-label={t('users.editRolesOf', { email: user.email })} onClick={() => onOpen('roles', user)} data-testid="user-edit-roles">
          <ManageAccountsIcon />
        </IconButton>
      </Tooltip>
      {user.isActive ? (
        <Tooltip title={user.isSelf ? t('users.selfDeactivateHint') : t('users.deactivate')}>
          <span>
            <IconButton
              aria-label={t('users.deactivateOf', { email: user.email })}
              aria-describedby={user.isSelf ? `user-self-${user.id}` : undefined}
              disabled={user.isSelf}
              onClick={() => onOpen('deactivate', user)}
            >
              <BlockIcon />
            </IconButton>
          </span>
        </Tooltip>
      ) : (
        <Tooltip title={t('users.reactivate')}>
          <IconButton aria-label={t('users.reactivateOf', { email: user.email })} onClick={() => onReactivate(user)}>
            <RestoreIcon />
          </IconButton>
        </Tooltip>
      )}
      <Tooltip title={t('users.auditTrail')}>
        <IconButton aria-label={t('users.auditTrailOf', { email: user.email })} onClick={() => onOpen('trail', user)}>
          <HistoryIcon />
        </IconButton>
      </Tooltip>
    </>
  );
}

interface UserColumnsOptions {
  sort: { column: AdminUserSortColumn; desc: boolean };
  onSort: (column: AdminUserSortColumn) => void;
  onOpen: (kind: UserAction, user: AdminUser) => void;
  onReactivate: (user: AdminUser) => void;
}

/** The columns of the users table; a phone leaves out email, company and last sign-in (the email then shows under the name). */
export function useUserColumns({ sort, onSort, onOpen, onReactivate }: UserColumnsOptions): DataColumn<AdminUser>[] {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation('common');
  const locale = useLocale();
  const sortBy = columnSorter(sort.column, sort.desc, onSort);
  return [
    {
      id: 'name',
      header: t('users.name'),
      sort: sortBy('Name'),
      cell: (user) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {`${user.firstName} ${user.lastName}`.trim() || '—'}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ display: { md: 'none' }, wordBreak: 'break-word' }}>
            {user.email}
          </Typography>
          {!user.isActive && <Chip size="small" color="warning" label={t('users.statuses.inactive')} sx={{ mt: 0.25 }} />}
          {/* Why this row's deactivate button is off, in words on the screen (a disabled button shows no tooltip to a keyboard or a finger). */}
          {user.isSelf && (
            <Typography id={`user-self-${user.id}`} variant="caption" color="text.secondary" sx={{ display: 'block' }} data-testid="user-self-note">
              {t('users.selfNote')}
            </Typography>
          )}
        </>
      ),
    },
    { id: 'email', header: t('users.email'), sort: sortBy('Email'), from: 'md', sx: { wordBreak: 'break-word' }, cell: (user) => user.email },
    { id: 'company', header: t('users.company'), sort: sortBy('Company'), from: 'md', cell: (user) => user.companyName ?? '—' },
    {
      id: 'roles',
      header: t('users.roles'),
      cell: (user) => (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="user-roles">
          {user.roles.map((role) => (
            <Chip key={role} size="small" label={tCommon(`auth.roles.${role}`)} color={role === 'Admin' ? 'secondary' : 'default'} data-role={role} />
          ))}
        </Stack>
      ),
    },
    {
      id: 'lastSignIn',
      header: t('users.lastSignIn'),
      sort: sortBy('LastSignInAt'),
      from: 'md',
      sx: { whiteSpace: 'nowrap' },
      cell: (user) => formatInstant(user.lastSignInAt, locale) || t('users.never'),
    },
    { id: 'actions', header: t('common.actions'), align: 'right', sx: { whiteSpace: 'nowrap' }, cell: (user) => <UserActions user={user} onOpen={onOpen} onReactivate={onReactivate} /> },
  ];
}
