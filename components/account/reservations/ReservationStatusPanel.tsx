import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { formatMoney } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { reservationCopyFacts, reservationStatusCopy, type ReservationNextAction, type ReservationStatusCopy } from '@/lib/reservations/reservation-status-copy';
import type { ReservationDetail } from '@/lib/schemas/reservation';

export interface ReservationStatusText {
  copy: ReservationStatusCopy;
  heading: string;
  happened: string;
  next: string;
  /** The reason operations gave for refusing the latest transfer receipt, while the reservation awaits payment again. */
  rejectionReason: string | null;
}

/** The texts of the reservation's state for the viewer (lib/reservations/reservation-status-copy.ts), translated. */
export function useReservationStatusText(reservation: ReservationDetail): ReservationStatusText {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { rejectionReason, ...facts } = reservationCopyFacts(reservation);
  const copy = reservationStatusCopy(facts);
  const params = {
    owner: reservation.owner.fullName || reservation.owner.email,
    amount: formatMoney(reservation.total, locale),
    reference: reservation.reference,
    paymentReference: reservation.paymentReference,
  };
  return { copy, heading: t(copy.heading, params), happened: t(copy.happened, params), next: t(copy.next, params), rejectionReason };
}

/**
 * Where a reservation stands, for the one looking at it: a heading, what has happened (with the reason of a refused
 * transfer receipt), what happens next, and the primary next action the caller renders for `copy.action`.
 */
export function ReservationStatusPanel({ reservation, action }: { reservation: ReservationDetail; action: (next: ReservationNextAction | null) => ReactNode }) {
  const { t } = useTranslation('account');
  const text = useReservationStatusText(reservation);
  const primary = action(text.copy.action);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, borderLeftWidth: 4, borderLeftColor: 'primary.main' }} data-testid="reservation-status-copy" data-case={text.copy.case}>
      <Typography component="h3" variant="h4" data-testid="reservation-status-heading">
        {text.heading}
      </Typography>
      <Box component="dl" sx={{ m: 0, mt: 0.8, '& dt': { fontWeight: 700, fontSize: '0.875rem', color: 'text.secondary' }, '& dd': { m: 0, mb: 0.6 } }}>
        <dt>{t('reservations.statusCopy.happenedLabel')}</dt>
        <dd data-testid="reservation-status-happened">{text.happened}</dd>
        <dt>{t('reservations.statusCopy.nextLabel')}</dt>
        <dd data-testid="reservation-status-next">{text.next}</dd>
      </Box>
      {text.rejectionReason && (
        <Alert severity="warning" sx={{ mt: 0.5 }} data-testid="transfer-rejection-reason">
          {t('reservations.statusCopy.rejectionReason', { reason: text.rejectionReason })}
        </Alert>
      )}
      {primary && <Box sx={{ mt: 1 }}>{primary}</Box>}
    </Paper>
  );
}
