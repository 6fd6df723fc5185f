import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useScreenReload } from '@/components/account/AccountScreenPage';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '@/lib/client/toast';
import { useTranslation } from 'next-i18next/pages';
import { formatPhone } from '@/lib/domain/phone';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { api, failureMessage } from '@/lib/client/api';
import { formatInstant } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import type { Locale } from '@/lib/routes';
import type { CompanyRole, CompanyUser, CompanyUsersAnswer } from '@/lib/schemas/company';
import { stackedTableRowSx } from '../stacked-table-row';
import { OpenInvitations } from './OpenInvitations';

/** The roles a company admin gives (kept here: the schema module, with zod, loads only on validation). */
const companyRoles: readonly CompanyRole[] = ['Customer', 'CompanyAdmin'];

type Confirming = { user: CompanyUser; action: 'deactivate' | 'reactivate' };
interface InviteValues {
  email: string;
  role: CompanyRole;
  language: Locale;
}

const fullName = (user: CompanyUser) => `${user.firstName} ${user.lastName}`.trim() || user.email;

function InviteDialog({ open, onClose, onSent }: { open: boolean; onClose: () => void; onSent: () => Promise<void> }) {
  const { t } = useTranslation('account');
  const { t: tErrors } = useTranslation('errors');
  const locale = useLocale();
  const { control, handleSubmit, formState, reset } = useForm<InviteValues>({
    mode: 'onTouched',
    defaultValues: { email: '', role: 'Customer', language: locale },
    resolver: lazyZodResolver<InviteValues>(() => import('@/lib/schemas/company').then((module) => module.inviteUserBody), (code, params) => tErrors(code, params)),
  });
  const close = () => {
    reset();
    onClose();
  };
  const submit = handleSubmit(async (values) => {
    try {
      const invited = await api.post('Company/InviteUser', values, { locale });
      toast.success(t(invited.refreshed ? 'users.dialog.resent' : 'users.dialog.sent', { email: invited.email }), { toastId: 'invite-sent' });
      close();
      await onSent();
    } catch (error) {
      toast.error(failureMessage(error, t('users.failed')), { toastId: 'invite-failed' });
    }
  });
  return (
    <Dialog open={open} onClose={() => !formState.isSubmitting && close()} fullWidth maxWidth="sm" aria-labelledby="invite-title">
      <form noValidate onSubmit={(event) => void submit(event)} data-testid="invite-form">
        <DialogTitle id="invite-title">{t('users.dialog.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1.5 }}>{t('users.dialog.body')}</DialogContentText>
          <Grid container spacing={1.2}>
            <Grid size={12}>
              <Controller
                name="email"
                control={control}
                render={({ field, fieldState }) => (
                  <TextField
                    {...field}
                    autoFocus
                    fullWidth
                    required
                    type="email"
                    label={t('users.dialog.email')}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message ?? ' '}
                    slotProps={{ htmlInput: { 'data-testid': 'invite-email', inputMode: 'email' } }}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                name="role"
                control={control}
                render={({ field }) => (
                  <TextField {...field} select fullWidth label={t('users.dialog.role')} slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'invite-role' } as never } }}>
                    {companyRoles.map((role) => (
                      <MenuItem key={role} value={role}>
                        {t(`users.roles.${role}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                name="language"
                control={control}
                render={({ field }) => (
                  <TextField {...field} select fullWidth label={t('users.dialog.language')} slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'invite-language' } as never } }}>
                    <MenuItem value="tr">Türkçe</MenuItem>
                    <MenuItem value="en">English</MenuItem>
                  </TextField>
                )}
              />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions sx={{ px: 1.5, pb: 1.2 }}>
          <Button onClick={close} disabled={formState.isSubmitting}>
            {t('users.keep')}
          </Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting} data-testid="invite-send">
            {formState.isSubmitting ? t('users.working') : t('users.dialog.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * all-users: the company's users (name, email, role, status, last sign-in) with a role select and
 * deactivate/reactivate behind a confirmation, open invitations, and the invite dialog. After each
 * change the page is loaded again from the server (its list is server-rendered).
 */
export function CompanyUsersView({ data }: { data: CompanyUsersAnswer }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const [inviting, setInviting] = useState(false);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const reload = useScreenReload();

  const change = async (user: CompanyUser, call: () => Promise<unknown>, done: string) => {
    setBusy(user.id);
    try {
      await call();
      toast.success(done, { toastId: `user-${user.id}` });
      setConfirming(null);
      await reload();
    } catch (error) {
      toast.error(failureMessage(error, t('users.failed')), { toastId: `user-failed-${user.id}` });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack spacing={1.2}>
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 1 }}>
          <Typography component="h2" variant="h3">
            {t('users.title', { company: data.companyName })}
          </Typography>
          <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setInviting(true)} data-testid="users-invite">
            {t('users.invite')}
          </Button>
        </Stack>
        <TableContainer>
          <Table size="small" aria-label={t('users.title', { company: data.companyName })} sx={{ '& td, & th': { px: { xs: 0.5, sm: 1 } } }}>
            <TableHead sx={{ display: { xs: 'none', md: 'table-header-group' } }}>
              <TableRow>
                <TableCell>{t('users.name')}</TableCell>
                <TableCell>{t('users.role')}</TableCell>
                <TableCell>{t('users.status')}</TableCell>
                <TableCell>{t('users.lastSignIn')}</TableCell>
                <TableCell align="right">{t('users.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.users.map((user) => (
                <TableRow key={user.id} data-testid={`user-row-${user.email}`} sx={stackedTableRowSx('1fr auto')}>
                  <TableCell sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
                    <Typography sx={{ fontWeight: 700 }}>
                      {fullName(user)}
                      {user.isSelf && (
                        <Typography component="span" color="text.secondary">
                          {' '}
                          ({t('users.you')})
                        </Typography>
                      )}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {user.email}
                    </Typography>
                    {user.phone && (
                      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }} data-testid={`user-phone-${user.email}`}>
                        {formatPhone(user.phone)}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    <TextField
                      select
                      size="small"
                      value={user.role}
                      disabled={busy === user.id || !user.isActive}
                      onChange={(event) => {
                        const role = event.target.value as CompanyRole;
                        void change(user, () => api.post('Company/SetUserRole', { userId: user.id, role }, { locale }), t('users.roleChanged', { name: fullName(user), role: t(`users.roles.${role}`) }));
                      }}
                      slotProps={{ htmlInput: { 'aria-label': `${t('users.role')}: ${fullName(user)}` }, select: { SelectDisplayProps: { 'data-testid': `user-role-${user.email}` } as never } }}
                      sx={{ minWidth: 170 }}
                    >
                      {companyRoles.map((role) => (
                        <MenuItem key={role} value={role}>
                          {t(`users.roles.${role}`)}
                        </MenuItem>
                      ))}
                    </TextField>
                  </TableCell>
                  <TableCell>
                    <Chip size="small" color={user.isActive ? 'success' : 'default'} variant={user.isActive ? 'filled' : 'outlined'} label={t(user.isActive ? 'users.active' : 'users.inactive')} data-testid={`user-status-${user.email}`} />
                  </TableCell>
                  <TableCell>
                    <Typography variant="body2">{formatInstant(user.lastSignInAt, locale) || t('users.never')}</Typography>
                  </TableCell>
                  <TableCell align="right">
                    {!user.isSelf && (
                      <Button
                        size="small"
                        color={user.isActive ? 'error' : 'primary'}
                        variant="outlined"
                        disabled={busy === user.id}
                        onClick={() => setConfirming({ user, action: user.isActive ? 'deactivate' : 'reactivate' })}
                        data-testid={`user-toggle-${user.email}`}
                      >
                        {t(user.isActive ? 'users.deactivate' : 'users.reactivate')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      <OpenInvitations invitations={data.invitations} onChanged={reload} />
      <InviteDialog open={inviting} onClose={() => setInviting(false)} onSent={reload} />
      <Dialog open={confirming !== null} onClose={() => !busy && setConfirming(null)} fullWidth maxWidth="sm" aria-labelledby="user-confirm-title">
        {confirming && (
          <>
            <DialogTitle id="user-confirm-title">{t(`users.confirm.${confirming.action}.title`, { name: fullName(confirming.user) })}</DialogTitle>
            <DialogContent>
              <DialogContentText>{t(`users.confirm.${confirming.action}.body`)}</DialogContentText>
            </DialogContent>
            <DialogActions sx={{ px: 1.5, pb: 1.2 }}>
              <Button onClick={() => setConfirming(null)} disabled={busy !== null}>
                {t('users.keep')}
              </Button>
              <Button
                variant="contained"
                color={confirming.action === 'deactivate' ? 'error' : 'primary'}
                disabled={busy !== null}
                data-testid="user-confirm"
                onClick={() =>
                  void change(
                    confirming.user,
                    () => api.post(confirming.action === 'deactivate' ? 'Company/DeactivateUser' : 'Company/ReactivateUser', { userId: confirming.user.id }, { locale }),
                    t(confirming.action === 'deactivate' ? 'users.deactivated' : 'users.reactivated', { name: fullName(confirming.user) }),
                  )
                }
              >
                {busy ? t('users.working') : t(`users.confirm.${confirming.action}.action`)}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </Stack>
  );
}
