import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { toast } from '@/lib/client/toast';
import { useTranslation } from 'next-i18next/pages';
import { RouteLink } from '@/components/common/RouteLink';
import { useSession, userOfToken } from '@/store/session';
import { useAuthPopup } from './useAuthPopup';

/** The login modal: open or closed, toggled through the session store. */
export function LoginDialog() {
  const { t } = useTranslation('common');
  const open = useSession((state) => state.loginModalOpen);
  const toggle = useSession((state) => state.toggleLoginModal);
  const { start, busy } = useAuthPopup();
  const signIn = async () => {
    if (!(await start('signIn'))) return;
    toggle(false);
    toast.success(t('auth.welcome', { name: userOfToken(useSession.getState().token)?.fullName ?? '' }));
  };
  return (
    <Dialog open={open} onClose={() => toggle(false)} aria-labelledby="login-dialog-title" maxWidth="xs" fullWidth>
      <DialogTitle id="login-dialog-title" sx={{ fontWeight: 800 }}>
        {t('auth.dialogTitle')}
      </DialogTitle>
      <DialogContent>
        <Typography>{t('auth.dialogText')}</Typography>
        <Button variant="contained" size="large" fullWidth onClick={signIn} disabled={busy} sx={{ mt: 1.2 }}>
          {busy ? t('auth.working') : t('auth.continue')}
        </Button>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('auth.noAccount')} <RouteLink to="register">{t('auth.createAccount')}</RouteLink>
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => toggle(false)}>{t('auth.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
