import Button from '@mui/material/Button';
import { ReasonDialog } from '@/components/common/ReasonDialog';
import { useReasonDialog } from '@/components/common/useReasonDialog';
import { useTranslation } from 'next-i18next/pages';
import { api } from '@/lib/client/api';
import { useLocale } from '@/lib/i18n';
import type { ReservationDetail } from '@/lib/schemas/reservation';

/**
 * "Cancel the reservation" behind a confirmation that asks for the reason (required, as the API).
 * Rendered only when the Get answer lists `cancel` among the viewer's actions; `onDone` reloads the
 * screen from the server (the status chip, the refunded payment, the history), also after a conflict.
 */
export function CancelReservationButton({ reservation, onDone }: { reservation: Pick<ReservationDetail, 'id' | 'reference' | 'status' | 'asCustomer'>; onDone: () => Promise<unknown> }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const decision = useReasonDialog({
    send: (reason) => api.post('Reservation/Cancel', { id: reservation.id, reason }, { locale }),
    requiredMessage: t('reservations.cancel.reasonRequired'),
    done: { message: t('reservations.cancel.done', { reference: reservation.reference }), toastId: 'reservation-cancelled' },
    failed: { message: t('reservations.failed'), toastId: 'Reservation/Cancel-failed' },
    reload: onDone,
  });

  return (
    <>
      <Button variant="outlined" color="error" onClick={decision.start} data-testid="cancel-reservation">
        {t('reservations.cancel.button')}
      </Button>
      <ReasonDialog
        {...decision.dialog}
        titleId="cancel-reservation-title"
        title={t('reservations.cancel.title', { reference: reservation.reference })}
        body={reservation.asCustomer ? t('reservations.cancel.bodyCustomer') : t('reservations.cancel.bodyOperator')}
        reason={{
          ...decision.reason,
          label: t('reservations.cancel.reason'),
          name: 'reason',
          hint: t('reservations.cancel.reasonHelp'),
          maxLength: 1000,
          testId: 'cancel-reason',
        }}
        keepLabel={t('reservations.cancel.keep')}
        confirm={{ label: decision.dialog.busy ? t('reservations.cancel.working') : t('reservations.cancel.confirm'), color: 'error', testId: 'confirm-cancel-reservation' }}
      />
    </>
  );
}
