import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { api, failureMessage } from '@/lib/client/api';
import { useLocale } from '@/lib/i18n';
import type { NewsletterStatusAnswer } from '@/lib/schemas/newsletter';
import { newsletterLinkOf } from './newsletter-link';

type State = { kind: 'working' } | { kind: 'done'; answer: NewsletterStatusAnswer } | { kind: 'refused'; message: string };

/**
 * What a newsletter email's link does, on the newsletter page: confirms or unsubscribes with the link's
 * token, then says what happened (or, for an unknown, altered, used or expired link, why not). The token
 * is taken out of the address bar afterwards, so a reload doesn't act twice.
 */
export function NewsletterLinkResult() {
  const { t } = useTranslation('contact');
  const locale = useLocale();
  const router = useRouter();
  const [state, setState] = useState<State | null>(null);
  const started = useRef(false);
  const heading = useRef<HTMLDivElement>(null);
  // The link in the address, once the router knows the query.
  const link = router.isReady ? newsletterLinkOf(router.query) : null;

  useEffect(() => {
    if (!link || started.current) return;
    started.current = true;
    setState({ kind: 'working' });
    void (async () => {
      try {
        const answer = await api.post(link.action === 'confirm' ? 'Newsletter/Confirm' : 'Newsletter/Unsubscribe', { token: link.token }, { locale });
        setState({ kind: 'done', answer });
        window.history.replaceState(window.history.state, '', window.location.pathname);
      } catch (error) {
        setState({ kind: 'refused', message: failureMessage(error, t('newsletter.failed')) });
      }
    })();
  }, [link, locale, t]);

  useEffect(() => {
    if (state && state.kind !== 'working') heading.current?.focus();
  }, [state]);

  if (!state) return null;
  if (state.kind === 'working') {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status" data-testid="newsletter-working">
        <CircularProgress size={22} aria-hidden="true" />
        <Typography>{t('newsletter.working')}</Typography>
      </Stack>
    );
  }
  if (state.kind === 'refused') {
    return (
      <Alert severity="error" data-testid="newsletter-refused">
        <AlertTitle component="h2" ref={heading} tabIndex={-1} sx={{ outline: 'none', fontSize: '1.15rem', fontWeight: 800 }}>
          {t('newsletter.invalidTitle')}
        </AlertTitle>
        <Typography sx={{ mb: 0.4 }}>{state.message}</Typography>
        <Typography>{t('newsletter.invalidHint')}</Typography>
      </Alert>
    );
  }
  const { answer } = state;
  const confirmed = answer.status === 'confirmed';
  return (
    <Alert severity={confirmed ? 'success' : 'info'} data-testid={confirmed ? 'newsletter-confirmed' : 'newsletter-unsubscribed'}>
      <AlertTitle component="h2" ref={heading} tabIndex={-1} sx={{ outline: 'none', fontSize: '1.15rem', fontWeight: 800 }}>
        {t(confirmed ? 'newsletter.confirmedTitle' : 'newsletter.unsubscribedTitle')}
      </AlertTitle>
      <Typography>{t(confirmed ? 'newsletter.confirmedBody' : answer.already ? 'newsletter.alreadyUnsubscribedBody' : 'newsletter.unsubscribedBody', { email: answer.email })}</Typography>
    </Alert>
  );
}
