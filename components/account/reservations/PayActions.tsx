import Stack from '@mui/material/Stack';
import { useTranslation } from 'next-i18next/pages';
import { RouteButton } from '@/components/common/RouteLink';
import type { ReservationDetail } from '@/lib/schemas/reservation';

/**
 * The customer's ways to pay a reservation awaiting payment: by card, and by bank transfer where we have an
 * account in its currency ("upload a new receipt" after a refused one). Rendered only when the server lists the
 * customer's payment actions.
 */
export function PayActions({ reservation, transferRefused }: { reservation: Pick<ReservationDetail, 'id' | 'actions' | 'bankAccount'>; transferRefused: boolean }) {
  const { t } = useTranslation('account');
  if (!reservation.actions.includes('submitTransfer')) return null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <RouteButton to="paymentCreditCard" query={{ id: reservation.id }} variant="contained" data-testid="pay-by-card">
        {t('reservations.detail.payByCard')}
      </RouteButton>
      {reservation.bankAccount && (
        <RouteButton to="paymentTransfer" query={{ id: reservation.id }} variant="outlined" data-testid="pay-by-transfer">
          {transferRefused ? t('reservations.detail.uploadNewReceipt') : t('reservations.detail.payByTransfer')}
        </RouteButton>
      )}
    </Stack>
  );
}
