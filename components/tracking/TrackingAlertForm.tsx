import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { OutlinedField } from '@/components/common/OutlinedField';
import { fieldMessage } from '@/components/contact/field-messages';
import { api, failureMessage, fieldProblems } from '@/lib/client/api';
import { useLocale } from '@/lib/i18n';

/**
 * [E1] "Notify me" on a tracking result: an address, and the alerts of this shipment come to it in the page's
 * language once the emailed link is confirmed (double opt-in). Checked with the API's own zod schema (loaded on the
 * first submit only); the server checks again and its field errors show under the field. Whatever the address's
 * state, the same answer: a link went to it (nobody learns whether it is subscribed).
 */
export function TrackingAlertForm({ number }: { number: string }) {
  const { t } = useTranslation('tracking');
  const locale = useLocale();
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const message = fieldMessage(t, 'alerts.validation');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const [{ trackingAlertSubscribeBody }, { fieldErrors }] = await Promise.all([import('@/lib/schemas/tracking-alerts'), import('@/lib/schemas/errors')]);
    const body = { number, email, language: locale, website };
    const checked = trackingAlertSubscribeBody.safeParse(body);
    if (!checked.success) {
      const problem = fieldErrors(checked.error, body).find((item) => item.field === 'email');
      setError(problem ? message(problem.code, problem.params) : t('alerts.validation.invalid'));
      input.current?.focus();
      return;
    }
    setError(null);
    setSending(true);
    try {
      await api.post('TrackingAlerts/Subscribe', checked.data, { locale });
      setSentTo(checked.data.email);
    } catch (refusal) {
      const problem = fieldProblems(refusal).find((item) => item.field === 'email');
      if (problem) {
        setError(problem.message);
        input.current?.focus();
      } else setFailure(failureMessage(refusal, t('alerts.failed')));
    } finally {
      setSending(false);
    }
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 } }} data-testid="tracking-alerts">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.8 }}>
        <NotificationsActiveIcon color="primary" aria-hidden="true" />
        <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
          {t('alerts.title')}
        </Typography>
      </Stack>
      {sentTo ? (
        <Alert severity="success" role="status" data-testid="tracking-alerts-sent" sx={{ maxWidth: { sm: 640 } }}>
          <Box component="strong" sx={{ display: 'block', mb: 0.3 }}>
            {t('alerts.sentTitle')}
          </Box>
          {t('alerts.sentBody', { email: sentTo })}
        </Alert>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5, maxWidth: '75ch' }}>
            {t('alerts.intro')}
          </Typography>
          <Box component="form" noValidate onSubmit={(event) => void submit(event)} data-testid="tracking-alerts-form" sx={{ position: 'relative' }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' }, maxWidth: { sm: 640 } }}>
              <OutlinedField
                id="tracking-alerts-email"
                fullWidth
                required
                size="small"
                type="email"
                autoComplete="email"
                label={t('alerts.email')}
                value={email}
                onChange={(event) => {
                  setEmail(event.target.value);
                  if (error) setError(null);
                }}
                error={Boolean(error)}
                helperText={error ?? t('alerts.privacy')}
                inputRef={input}
                inputProps={{ inputMode: 'email', 'data-testid': 'tracking-alerts-email' }}
              />
              <Button type="submit" variant="contained" disabled={sending} sx={{ flexShrink: 0, whiteSpace: 'nowrap', minHeight: 40 }} data-testid="tracking-alerts-submit">
                {sending ? t('alerts.sending') : t('alerts.submit')}
              </Button>
            </Stack>
            <Box aria-hidden="true" sx={{ position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' }}>
              <label>
                {t('alerts.email')} (2)
                <input type="text" name="website" tabIndex={-1} autoComplete="off" value={website} onChange={(event) => setWebsite(event.target.value)} />
              </label>
            </Box>
          </Box>
          {failure && (
            <Alert severity="error" sx={{ mt: 1 }} data-testid="tracking-alerts-failed">
              {failure}
            </Alert>
          )}
        </>
      )}
    </Paper>
  );
}
