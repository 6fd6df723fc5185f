import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { RouteButton } from '@/components/common/RouteLink';
import { api, ApiFailure, failureMessage } from '@/lib/client/api';
import { useLocale } from '@/lib/i18n';
import type { TrackingAlertStatusAnswer } from '@/lib/schemas/tracking-alerts';

export type TrackingAlertAction = 'confirm' | 'unsubscribe';

type State = { kind: 'working' } | { kind: 'done'; answer: TrackingAlertStatusAnswer } | { kind: 'refused'; message: string; expired: boolean } | { kind: 'missing' };

/**
 * [E1] What a tracking-alert mail's link does on its page: confirms the subscription (double opt-in) or stops it,
 * with the link's token, then says what happened and what happens next (on, already on, stopped, already stopped;
 * an expired confirmation: how to ask again; an unknown link: why not). The token is taken out of the address bar
 * afterwards, so a reload doesn't act twice.
 */
export function TrackingAlertLink({ action }: { action: TrackingAlertAction }) {
  const { t } = useTranslation('tracking');
  const locale = useLocale();
  const router = useRouter();
  const [state, setState] = useState<State | null>(null);
  const started = useRef(false);
  const heading = useRef<HTMLDivElement>(null);
  const token = router.isReady ? (typeof router.query.token === 'string' ? router.query.token : '') : null;

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    void (async () => {
      try {
        const answer = await api.post(action === 'confirm' ? 'TrackingAlerts/Confirm' : 'TrackingAlerts/Unsubscribe', { token }, { locale });
        setState({ kind: 'done', answer });
        window.history.replaceState(window.history.state, '', window.location.pathname);
      } catch (error) {
        setState({ kind: 'refused', message: failureMessage(error, t('alerts.failed')), expired: error instanceof ApiFailure && error.status === 409 });
      }
    })();
  }, [token, action, locale, t]);

  useEffect(() => {
    if (state && state.kind !== 'working') heading.current?.focus();
  }, [state]);

  const titleSx = { outline: 'none', fontSize: '1.15rem', fontWeight: 800 };
  // Until the call answers: working on a link, or no link at all to act on.
  const shown: State | null = state ?? (token === null ? null : token ? { kind: 'working' } : { kind: 'missing' });
  let body: React.ReactNode = null;
  if (shown?.kind === 'working') {
    body = (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status" data-testid="tracking-alert-working">
        <CircularProgress size={22} aria-hidden="true" />
        <Typography>{t(`alerts.${action}.working`)}</Typography>
      </Stack>
    );
  } else if (shown?.kind === 'missing') {
    body = (
      <Alert severity="info" data-testid="tracking-alert-missing">
        <Typography>{t(`alerts.${action}.missing`)}</Typography>
      </Alert>
    );
  } else if (shown?.kind === 'refused') {
    body = (
      <Alert severity={shown.expired ? 'warning' : 'error'} data-testid={shown.expired ? 'tracking-alert-expired' : 'tracking-alert-refused'}>
        <AlertTitle component="h2" ref={heading} tabIndex={-1} sx={titleSx}>
          {t(`alerts.${action}.refusedTitle`)}
        </AlertTitle>
        <Typography sx={{ mb: 0.6 }}>{shown.message}</Typography>
        {action === 'confirm' && !shown.expired && <Typography sx={{ mb: 0.6 }}>{t('alerts.confirm.again')}</Typography>}
        <RouteButton to="trackYourFreight" variant="outlined" size="small" sx={{ mt: 0.4 }}>
          {t('alerts.confirm.trackPage')}
        </RouteButton>
      </Alert>
    );
  } else if (shown?.kind === 'done') {
    const { answer } = shown;
    const on = answer.status === 'confirmed';
    const key = on ? (answer.already ? 'already' : 'confirmed') : answer.already ? 'already' : 'done';
    body = (
      <Alert severity={on ? 'success' : 'info'} data-testid={on ? 'tracking-alert-confirmed' : 'tracking-alert-unsubscribed'} data-already={answer.already}>
        <AlertTitle component="h2" ref={heading} tabIndex={-1} sx={titleSx}>
          {t(`alerts.${action}.${key}Title`)}
        </AlertTitle>
        <Typography sx={{ mb: 0.8 }}>{t(`alerts.${action}.${key}Body`, { reference: answer.reference })}</Typography>
        <RouteButton to="trackYourFreight" query={{ number: answer.reference }} variant="outlined" size="small">
          {t('alerts.confirm.track')}
        </RouteButton>
      </Alert>
    );
  }
  return (
    <Container sx={{ py: { xs: 2, md: 3 }, minHeight: 160 }}>
      <div aria-live="polite">{body}</div>
    </Container>
  );
}
