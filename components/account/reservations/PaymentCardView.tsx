import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'next-i18next/pages';
import { routeHref } from '@/components/common/RouteLink';
import { formatMoney } from '@/lib/domain/money';
import { api, ApiFailure, failureMessage } from '@/lib/client/api';
import { toastFailure } from '@/lib/client/toast-failure';
import { useLocale } from '@/lib/i18n';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import type { PaymentAnswer } from '@/lib/schemas/payment';
import type { ReservationDetail } from '@/lib/schemas/reservation';
import { newAttemptKey } from './reservation-calls';
import { ReservationHeader } from './ReservationDetailView';

/** The sandbox's documented cards (docs/API.md "Reservations and payments"), listed while the gateway is in test mode. */
const testCards = [
  ['success', '4242 4242 4242 4242'],
  ['declined', '4000 0000 0000 0002'],
  ['insufficientFunds', '4000 0000 0000 9995'],
  ['threeDSecure', '4000 0000 0000 3220'],
] as const;

interface CardForm {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
  holder: string;
}

/**
 * The card payment of a reservation: the amount is the reservation's (shown, never sent); the card is
 * checked with the same schema the server uses (Luhn, brand, expiry, CVC); one idempotency key per
 * attempt, kept across a retry of the same attempt, so a double click or a lost answer never charges
 * twice. A 3-D Secure card opens the issuer's challenge (the sandbox's, on our origin).
 */
export function PaymentCardView({ reservation, testMode }: { reservation: ReservationDetail; testMode: boolean }) {
  const { t } = useTranslation('account');
  const { t: tErrors } = useTranslation('errors');
  const locale = useLocale();
  const router = useRouter();
  // The attempt's idempotency key: this form's id and the attempt's number. A double click or a retry of
  // the same attempt sends the same key; a declined attempt is over, and the next submit is a new one.
  const [formKey] = useState(newAttemptKey);
  const [attemptNumber, setAttemptNumber] = useState(1);
  const attemptKey = `${formKey}-${attemptNumber}`;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<number | null>(null);
  const year = new Date().getFullYear();
  const { register, handleSubmit, formState } = useForm<CardForm>({
    resolver: lazyZodResolver<CardForm>(() => import('@/lib/schemas/payment').then((module) => module.cardInput), (code, params) => tErrors(code, params)),
    defaultValues: { number: '', expiryMonth: 12, expiryYear: year + 2, cvc: '', holder: '' },
  });
  const message = (text: string | undefined) => text;
  const failed = t('payments.failed');

  const finish = async (answer: PaymentAnswer) => {
    if (answer.challenge) return setChallenge(answer.challenge.paymentId);
    await router.push(routeHref({ to: 'reservationConfirmation', query: { id: reservation.id } }, locale).href, undefined, { locale });
  };
  const fail = (error: unknown) => {
    if (error instanceof ApiFailure && error.status === 402) setAttemptNumber((number) => number + 1);
    setFailure(failureMessage(error, failed));
  };

  const submit = async (card: CardForm) => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await api.post('Payment/Card', { reservationId: reservation.id, card }, { locale, headers: { 'Idempotency-Key': attemptKey } }).catch(toastFailure(failed, { toastId: 'Payment/Card-failed' }));
      await finish(answer);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };
  const answerChallenge = async (approve: boolean) => {
    if (challenge === null) return;
    setBusy(true);
    try {
      const answer = await api.post('Payment/CompleteChallenge', { paymentId: challenge, approve }, { locale }).catch(toastFailure(failed, { toastId: 'Payment/CompleteChallenge-failed' }));
      setChallenge(null);
      await finish(answer);
    } catch (error) {
      setChallenge(null);
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  if (reservation.status !== 'awaitingPayment') return <Alert severity="info">{t('payments.notAwaiting', { status: t(`reservations.status.${reservation.status}`) })}</Alert>;

  return (
    <Stack spacing={1.2}>
      <ReservationHeader reservation={reservation} />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} component="form" noValidate onSubmit={handleSubmit(submit)} data-testid="card-form">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography component="h3" variant="h4">
            {t('payments.card.title')}
          </Typography>
          {testMode && <Chip color="warning" label={t('payments.testMode')} data-testid="test-mode" />}
        </Stack>
        {failure && (
          <Alert severity="error" sx={{ mb: 1 }} data-testid="payment-error">
            {failure}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr 1fr' } }}>
          <TextField label={t('payments.card.number')} autoComplete="cc-number" slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'card-number' } }} {...register('number')} error={!!formState.errors.number} helperText={message(formState.errors.number?.message)} />
          <TextField label={t('payments.card.month')} type="number" autoComplete="cc-exp-month" slotProps={{ htmlInput: { min: 1, max: 12 } }} {...register('expiryMonth', { valueAsNumber: true })} error={!!formState.errors.expiryMonth} helperText={message(formState.errors.expiryMonth?.message)} />
          <TextField label={t('payments.card.year')} type="number" autoComplete="cc-exp-year" {...register('expiryYear', { valueAsNumber: true })} error={!!formState.errors.expiryYear} helperText={message(formState.errors.expiryYear?.message)} />
          <TextField label={t('payments.card.cvc')} autoComplete="cc-csc" slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4, 'data-testid': 'card-cvc' } }} {...register('cvc')} error={!!formState.errors.cvc} helperText={message(formState.errors.cvc?.message)} />
        </Box>
        <TextField sx={{ mt: 1 }} fullWidth label={t('payments.card.holder')} autoComplete="cc-name" slotProps={{ htmlInput: { 'data-testid': 'card-holder' } }} {...register('holder')} error={!!formState.errors.holder} helperText={message(formState.errors.holder?.message)} />
        <Button sx={{ mt: 1.5 }} type="submit" variant="contained" size="large" disabled={busy} data-testid="pay-submit">
          {t('payments.card.pay', { amount: formatMoney(reservation.total, locale) })}
        </Button>
      </Paper>
      {testMode && (
        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} data-testid="test-cards">
          <Typography component="h3" variant="h4">
            {t('payments.testCards.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('payments.testCards.hint')}
          </Typography>
          <Box component="ul" sx={{ mt: 0.5, mb: 0 }}>
            {testCards.map(([kind, number]) => (
              <li key={kind}>
                <code>{number}</code> — {t(`payments.testCards.${kind}`)}
              </li>
            ))}
          </Box>
        </Paper>
      )}
      <Dialog open={challenge !== null} onClose={() => undefined} aria-labelledby="three-d-secure-title">
        <DialogTitle id="three-d-secure-title">{t('payments.challenge.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('payments.challenge.text', { amount: formatMoney(reservation.total, locale) })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button color="error" disabled={busy} onClick={() => void answerChallenge(false)} data-testid="challenge-reject">
            {t('payments.challenge.reject')}
          </Button>
          <Button variant="contained" disabled={busy} onClick={() => void answerChallenge(true)} data-testid="challenge-approve">
            {t('payments.challenge.approve')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
