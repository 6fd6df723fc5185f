import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { toast } from '@/lib/client/toast';
import { useTranslation } from 'next-i18next/pages';
import { RouteButton, RouteLink } from '@/components/common/RouteLink';
import { defaultRegistrationChannels } from '@/lib/auth/identity-defaults';
import type { Flow } from '@/lib/auth/msal-config';
import { useLocale } from '@/lib/i18n';
import { routePath, withLocalePrefix } from '@/lib/routes';
import type { SignedInUser } from '@/lib/auth/claims';
import { useSession, userOfToken } from '@/store/session';
import { useAuthPopup } from './useAuthPopup';

/** Takes a ?channel= from the registration link; only a configured channel is kept (matched ignoring case). */
function useRegistrationChannelFromQuery(enabled: boolean) {
  const { query, isReady } = useRouter();
  const { t } = useTranslation('common');
  useEffect(() => {
    const channel = typeof query.channel === 'string' ? query.channel : '';
    if (!enabled || !isReady || !channel) return;
    const channels = (process.env.NEXT_PUBLIC_REGISTRATION_CHANNELS ?? defaultRegistrationChannels).split(',');
    void import('./session-actions').then(({ chooseRegistrationChannel }) =>
      chooseRegistrationChannel(channel, channels, () => toast.warn(t('auth.errors.channel'), { toastId: 'channel' })),
    );
  }, [enabled, isReady, query.channel, t]);
}

export interface AuthPanelProps {
  flow: Flow;
  /** The signed-in user (components/auth/AuthPanelOnIntent.tsx reads the session). */
  user: SignedInUser | null;
}

/**
 * The sign-in (/login) and registration (/register) panel: one button opening the provider's popup.
 * After registering, the success page is reached with a full page load.
 */
export function AuthPanel({ flow, user }: AuthPanelProps) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const { start, busy } = useAuthPopup();
  useRegistrationChannelFromQuery(flow === 'signUp');
  const run = async () => {
    if (!(await start(flow))) return;
    if (flow === 'signUp') window.location.assign(withLocalePrefix(routePath('registerSuccess', locale), locale));
    else toast.success(t('auth.welcome', { name: userOfToken(useSession.getState().token)?.fullName ?? '' }));
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 }, maxWidth: 560 }}>
      {user ? (
        <>
          <Typography sx={{ fontWeight: 700 }}>{t('auth.signedInAs', { name: user.fullName })}</Typography>
          <RouteButton to="dashboard" variant="contained" sx={{ mt: 1 }}>
            {t('auth.goToAccount')}
          </RouteButton>
        </>
      ) : (
        <>
          <Button variant="contained" color={flow === 'signUp' ? 'secondary' : 'primary'} size="large" onClick={run} disabled={busy}>
            {busy ? t('auth.working') : flow === 'signUp' ? t('auth.signUpButton') : t('auth.continue')}
          </Button>
          {flow === 'signIn' && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('auth.noAccount')} <RouteLink to="register">{t('auth.createAccount')}</RouteLink>
            </Typography>
          )}
        </>
      )}
    </Paper>
  );
}
