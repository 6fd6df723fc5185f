import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTranslation } from 'next-i18next/pages';
import { RouteButton } from '@/components/common/RouteLink';
import { formatMoney } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import type { ReservationDetail } from '@/lib/schemas/reservation';
import { PayActions } from './PayActions';
import { ReservationStatusPanel, useReservationStatusText } from './ReservationStatusPanel';

/**
 * After a successful payment: the reference, what was paid (brand and last four) and, from the reservation's
 * status copy, where it stands and what happens next (paid is not confirmed: operations confirm it). Without a
 * payment received (a link opened early or after a cancellation), the status panel says what is true instead.
 */
export function ReservationConfirmationView({ reservation }: { reservation: ReservationDetail }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const text = useReservationStatusText(reservation);
  const paid = [...reservation.payments].reverse().find((payment) => payment.status === 'succeeded');
  if (!paid) return <ReservationStatusPanel reservation={reservation} action={(next) => (next === 'pay' ? <PayActions reservation={reservation} transferRefused={text.copy.case === 'transferRefused'} /> : null)} />;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 }, textAlign: 'center', borderColor: 'success.main', borderWidth: 2 }} data-testid="payment-confirmation" data-case={text.copy.case}>
      <CheckCircleIcon color="success" sx={{ fontSize: 56 }} />
      <Typography component="h2" variant="h2" data-testid="reservation-status-heading">
        {text.heading}
      </Typography>
      <Typography sx={{ fontSize: '1.6rem', fontWeight: 800, mt: 0.5 }} data-testid="confirmation-reference">
        {reservation.reference}
      </Typography>
      <Typography sx={{ mt: 0.5 }}>
        {t('payments.confirmation.paid', { amount: formatMoney({ amount: paid.amount, currency: paid.currency }, locale) })}
        {paid.cardLast4 ? ` · ${paid.cardBrand?.toUpperCase() ?? ''} •••• ${paid.cardLast4}` : ''}
      </Typography>
      <Typography sx={{ mt: 1 }} data-testid="reservation-status-happened">
        {text.happened}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }} data-testid="reservation-status-next">
        {text.next}
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
