import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { InvitationNotice } from '@/components/account/InvitationNotice';
import { RouteButton } from '@/components/common/RouteLink';
import { useAuthPopup } from '@/components/auth/useAuthPopup';
import { api, failureMessage } from '@/lib/client/api';
import { useLocale } from '@/lib/i18n';
import { routePath, withLocalePrefix } from '@/lib/routes';
import type { InvitationRefusal } from '@/lib/domain/invitation-refusal';
import type { AcceptInvitationAnswer } from '@/lib/schemas/company';
import type { InvitationPageProps } from '@/lib/server/company/invitation-page';
import { toast } from '@/lib/client/toast';

/**
 * The invitation page's task (pages/company-invitation.tsx): what the link invites to, and the one next step the
 * visitor's situation allows — sign in or sign up with the invited address, accept, or why accepting is not possible.
 */
export function InvitationAcceptPanel({ state, token, invitation, loginHint, signedInEmail }: InvitationPageProps) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const { start, busy } = useAuthPopup();
  const [accepting, setAccepting] = useState(false);
  const [accepted, setAccepted] = useState<AcceptInvitationAnswer | null>(null);
  const text = (key: string, values: Record<string, string> = {}) => t(`auth.invitation.${key}`, values);
  const company = invitation?.companyName ?? '';

  // The server decides the page's state from the session: after a sign-in or sign-out, ask it again.
  const signInThenReload = async (flow: 'signIn' | 'signUp') => {
    if (await start(flow, loginHint ?? undefined)) window.location.reload();
  };
  const signOutThenReload = async () => {
    const { signOut } = await import('@/components/auth/sign-in');
    await signOut();
    window.location.reload();
  };
  const accept = async () => {
    if (!token) return;
    setAccepting(true);
    try {
      setAccepted(await api.post('Company/AcceptInvitation', { token }, { locale }));
    } catch (error) {
      toast.error(failureMessage(error, text('acceptFailed')), { toastId: 'invitation-accept-failed' });
    } finally {
      setAccepting(false);
    }
  };
  const continueToAccount = async () => {
    const { refreshSession } = await import('@/components/auth/sign-in');
    await refreshSession();
    window.location.assign(withLocalePrefix(routePath('dashboard', locale), locale));
  };

  if (state === 'invalid' || !invitation) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 }, maxWidth: 620 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 800, mb: 1 }}>
          {text('invalidTitle')}
        </Typography>
        <InvitationNotice invitation={null} invalid />
        <RouteButton to="home" variant="contained">
          {text('home')}
        </RouteButton>
      </Paper>
    );
  }

  if (accepted) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 }, maxWidth: 620 }}>
        <Alert severity="success" sx={{ mb: 1.5 }} data-testid="invitation-accepted">
          <AlertTitle sx={{ fontWeight: 800 }}>{text('acceptedTitle', { company: accepted.companyName })}</AlertTitle>
          {text('acceptedBody', { role: t(`auth.roles.${accepted.role}`) })}
        </Alert>
        <Button variant="contained" size="large" onClick={continueToAccount}>
          {text('continue')}
        </Button>
      </Paper>
    );
  }

  // Why accepting is refused, in the page's words (the reasons of lib/domain/invitation-refusal.ts).
  const refusalText = (reason: InvitationRefusal) => text(reason, { signedIn: signedInEmail ?? '', email: invitation.email, company });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 }, maxWidth: 620 }}>
      <InvitationNotice invitation={invitation} invalid={false} />
      {state === 'signedOut' && (
        <>
          <Typography sx={{ mb: 1.5 }}>{text('signedOut')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="contained" size="large" disabled={busy} onClick={() => signInThenReload('signIn')}>
              {busy ? t('auth.working') : text('signIn')}
            </Button>
            <Button variant="outlined" size="large" disabled={busy} onClick={() => signInThenReload('signUp')}>
              {text('signUp')}
            </Button>
          </Stack>
        </>
      )}
      {state === 'ready' && (
        <>
          <Typography sx={{ mb: 1.5 }}>{text('ready', { email: signedInEmail ?? '' })}</Typography>
          <Button variant="contained" color="secondary" size="large" disabled={accepting} onClick={accept}>
            {accepting ? text('accepting') : text('accept')}
          </Button>
        </>
      )}
      {state !== 'signedOut' && state !== 'ready' && (
        <>
          <Alert severity="warning" sx={{ mb: 1.5 }} data-testid={`invitation-${state}`}>
            {refusalText(state)}
          </Alert>
          {state === 'otherAddress' ? (
            <Button variant="outlined" onClick={signOutThenReload}>
              {text('signOut')}
            </Button>
          ) : (
            <RouteButton to="dashboard" variant="outlined">
              {text('toAccount')}
            </RouteButton>
          )}
        </>
      )}
    </Paper>
  );
}
