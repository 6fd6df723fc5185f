import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { RouteLink } from '@/components/common/RouteLink';
import { adminPath } from '@/lib/admin/admin-sections';
import { roles as allRoles, type Role } from '@/lib/auth/roles';
import { useLocale } from '@/lib/i18n';
import type { AdminUser, UserAuditTrail } from '@/lib/schemas/admin-users';
import { AuditEntries } from '../audit/AuditEntries';
import { api } from '@/lib/client/api';
import { toastFailure } from '@/lib/client/toast-failure';

const fullName = (user: AdminUser) => `${user.firstName} ${user.lastName}`.trim() || user.email;

/** The role editor: every role as a checkbox; an admin's own Admin role stays locked. */
export function RolesDialog({ user, onClose, onSaved }: { user: AdminUser; onClose: () => void; onSaved: (user: AdminUser) => void }) {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation('common');
  const locale = useLocale();
  const [selected, setSelected] = useState<Role[]>(user.roles);
  const [saving, setSaving] = useState(false);
  const toggle = (role: Role, on: boolean) => setSelected((current) => (on ? allRoles.filter((r) => r === role || current.includes(r)) : current.filter((r) => r !== role)));
  const save = async () => {
    setSaving(true);
    try {
      onSaved(await api.post('User/SetRoles', { id: user.id, roles: selected }, { locale }).catch(toastFailure(t('users.saveFailed'), { toastId: 'User/SetRoles-failed', withField: true })));
    } catch {
      setSaving(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="roles-title">
      <DialogTitle id="roles-title">{t('users.rolesTitle', { name: fullName(user) })}</DialogTitle>
      <DialogContent>
        <FormGroup data-testid="roles-options">
          {allRoles.map((role) => {
            const locked = user.isSelf && role === 'Admin';
            return (
              <FormControlLabel
                key={role}
                control={<Checkbox checked={selected.includes(role)} disabled={locked} onChange={(event) => toggle(role, event.target.checked)} slotProps={{ input: { 'data-role': role } as object }} />}
                label={tCommon(`auth.roles.${role}`)}
              />
            );
          })}
        </FormGroup>
        {user.isSelf && <FormHelperText>{t('users.selfAdminHint')}</FormHelperText>}
        {selected.length === 0 && <FormHelperText error>{t('users.rolesRequired')}</FormHelperText>}
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('users.nextTokenHint')}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={saving || selected.length === 0} data-testid="roles-save">
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Confirms a deactivation (the user is refused at once). */
export function DeactivateDialog({ user, onClose, onDone }: { user: AdminUser; onClose: () => void; onDone: (user: AdminUser) => void }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      onDone(await api.post('User/Deactivate', { id: user.id }, { locale }).catch(toastFailure(t('users.saveFailed'), { toastId: 'User/Deactivate-failed', withField: true })));
    } catch {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="deactivate-title">
      <DialogTitle id="deactivate-title">{t('users.deactivateTitle')}</DialogTitle>
      <DialogContent>{t('users.deactivateText', { name: fullName(user), email: user.email })}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={busy} data-testid="deactivate-confirm">
          {t('users.deactivate')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A user's audit entries: what they did and what was done to them. */
export function AuditTrailDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const [trail, setTrail] = useState<UserAuditTrail | null>(null);
  const [tab, setTab] = useState<'asSubject' | 'asActor'>('asSubject');
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    let live = true;
    api
      .get('User/GetAuditTrail', { id: user.id }, { locale })
      .catch(toastFailure(t('audit.loadFailed'), { toastId: 'User/GetAuditTrail-failed', withField: true }))
      .then(
        (answer) => live && setTrail(answer),
        () => live && close.current(),
      );
    return () => {
      live = false;
    };
  }, [user.id, locale, t]);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="trail-title">
      <DialogTitle id="trail-title">{t('users.trailTitle', { name: fullName(user) })}</DialogTitle>
      <DialogContent>
        <Tabs value={tab} onChange={(_event, value: 'asSubject' | 'asActor') => setTab(value)} sx={{ mb: 1 }}>
          <Tab value="asSubject" label={t('users.trailSubject', { count: trail?.asSubject.length ?? 0 })} />
          <Tab value="asActor" label={t('users.trailActor', { count: trail?.asActor.length ?? 0 })} />
        </Tabs>
        {trail ? <AuditEntries entries={trail[tab]} dense /> : <CircularProgress size={28} aria-label={t('common.loading')} />}
      </DialogContent>
      <DialogActions>
        <RouteLink to="admin" subPath={adminPath('auditLog').replace(/^\/admin\//, '')} query={tab === 'asSubject' ? { entity: 'user', entityId: user.id } : { actor: user.id }} sx={{ mr: 'auto', ml: 1 }}>
          {t('users.openInAuditLog')}
        </RouteLink>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
