import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTranslation } from 'next-i18next/pages';
import { RouteButton } from '@/components/common/RouteLink';
import { formatMoney } from '@/lib/domain/money';
import { useLocale } from '@/lib/i18n';
import type { ReservationDetail } from '@/lib/schemas/reservation';

/** After a successful payment: the reference, what was paid (brand and last four) and what happens next. */
export function ReservationConfirmationView({ reservation }: { reservation: ReservationDetail }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const paid = [...reservation.payments].reverse().find((payment) => payment.status === 'succeeded');
  if (!paid) return <Alert severity="info">{t('payments.notAwaiting', { status: t(`reservations.status.${reservation.status}`) })}</Alert>;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 }, textAlign: 'center', borderColor: 'success.main', borderWidth: 2 }} data-testid="payment-confirmation">
      <CheckCircleIcon color="success" sx={{ fontSize: 56 }} />
      <Typography component="h2" variant="h2">
        {t('payments.confirmation.title')}
      </Typography>
      <Typography sx={{ fontSize: '1.6rem', fontWeight: 800, mt: 0.5 }} data-testid="confirmation-reference">
        {reservation.reference}
      </Typography>
      <Typography sx={{ mt: 0.5 }}>
        {t('payments.confirmation.paid', { amount: formatMoney({ amount: paid.amount, currency: paid.currency }, locale) })}
        {paid.cardLast4 ? ` · ${paid.cardBrand?.toUpperCase() ?? ''} •••• ${paid.cardLast4}` : ''}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t('payments.confirmation.next')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', mt: 1.5 }}>
        <RouteButton to="reservationDetails" query={{ id: reservation.id }} variant="contained">
          {t('payments.confirmation.open')}
        </RouteButton>
        <RouteButton to="reservations" variant="outlined">
          {t('payments.confirmation.list')}
        </RouteButton>
      </Stack>
    </Paper>
  );
}
