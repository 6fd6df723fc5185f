import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { usePageText } from '@/components/content/usePageText';
import { api, ApiFailure, failureMessage, fieldProblems } from '@/lib/client/api';
import { useLocale } from '@/lib/i18n';
import type { TrackingAnswer } from '@/lib/schemas/tracking';
import { TrackingNumberField } from './TrackingNumberField';
import { trackingPageUrl } from './tracking-url';

/** The result's code (timeline, chips, parties) arrives with the first answer, not with the page. */
const TrackingResult = dynamic(() => import('./TrackingResult').then((module) => module.TrackingResult), { ssr: false });

type Outcome = { answer: TrackingAnswer } | { message: string; field: boolean };

/**
 * The tracking page's section: the tracking input and the result of `number`, the number in the address
 * (?number=…, shallow), so the link can be shared and a reload shows the same result; the lookup runs in the
 * browser with the session cookie, so an owner sees their extras. Without a number, the page's introduction.
 */
export function TrackingBody({ number: queried }: { number: string }) {
  const text = usePageText('trackYourFreight');
  const { t } = useTranslation('tracking');
  const router = useRouter();
  const locale = useLocale();
  /** Submitting the number already shown looks it up again. */
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<{ key: string; result: Outcome } | null>(null);
  const key = `${queried}#${attempt}`;

  useEffect(() => {
    if (!queried) return;
    let current = true;
    (async () => {
      try {
        return { answer: await api.get('Tracking/Get', { number: queried }, { locale }) };
      } catch (error) {
        const status = error instanceof ApiFailure ? error.status : undefined;
        // A 400 names what is wrong with the number in its field error; a 404 says nothing was found.
        return { message: fieldProblems(error)[0]?.message ?? failureMessage(error, t('failed')), field: status === 400 || status === 404 };
      }
    })().then((result) => {
      if (current) setOutcome({ key, result });
    });
    return () => {
      current = false;
    };
  }, [queried, key, locale, t]);

  const submit = (_typed: string, number: string) => {
    if (number === queried) return setAttempt((count) => count + 1);
    const { href, as } = trackingPageUrl(number, locale);
    void router.push(href, as, { shallow: true, scroll: false, locale });
  };

  const result = queried && outcome?.key === key ? outcome.result : null;
  const loading = Boolean(queried) && !result;
  const failure = result && 'message' in result ? result : null;
  const fieldError = failure?.field ? failure.message : '';
  return (
    <Container sx={{ py: { xs: 2, md: 3 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2.5 }, mb: { xs: 2, md: 3 } }}>
        <TrackingNumberField id="tracking-page-number" initialValue={queried} serverError={fieldError} busy={loading} onSubmit={submit} />
      </Paper>
      <Box aria-live="polite">
        {loading && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 3 }}>
            <CircularProgress size={24} />
            <Typography>{t('loading')}</Typography>
          </Box>
        )}
        {failure && !failure.field && <Alert severity="error">{failure.message}</Alert>}
        {result && 'answer' in result && <TrackingResult answer={result.answer} />}
        {!queried && text.body.length > 0 && (
          <Box sx={{ maxWidth: 760 }}>
            {text.body.map((paragraph) => (
              <Typography key={paragraph} sx={{ mb: 1, lineHeight: 1.75 }}>
                {paragraph}
              </Typography>
            ))}
          </Box>
        )}
      </Box>
    </Container>
  );
}
