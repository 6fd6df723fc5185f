import Button from '@mui/material/Button';
import { useState } from 'react';
import { ReasonDialog } from '@/components/common/ReasonDialog';
import { toast } from '@/lib/client/toast';
import { useTranslation } from 'next-i18next/pages';
import { api, ApiFailure } from '@/lib/client/api';
import { toastFailure } from '@/lib/client/toast-failure';
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
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const missing = reason.trim() === '';

  const confirm = async () => {
    setTouched(true);
    if (missing) return;
    setBusy(true);
    try {
      await api.post('Reservation/Cancel', { id: reservation.id, reason: reason.trim() }, { locale }).catch(toastFailure(t('reservations.failed'), { toastId: 'Reservation/Cancel-failed' }));
      toast.success(t('reservations.cancel.done', { reference: reservation.reference }), { toastId: 'reservation-cancelled' });
      setOpen(false);
      await onDone();
    } catch (error) {
      const status = error instanceof ApiFailure ? error.status : undefined;
      if (status === 409 || status === 404) {
        setOpen(false);
        await onDone();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        color="error"
        onClick={() => {
          setReason('');
          setTouched(false);
          setOpen(true);
        }}
        data-testid="cancel-reservation"
      >
        {t('reservations.cancel.button')}
      </Button>
      <ReasonDialog
        open={open}
        busy={busy}
        onClose={() => setOpen(false)}
        onConfirm={() => void confirm()}
        titleId="cancel-reservation-title"
        title={t('reservations.cancel.title', { reference: reservation.reference })}
        body={reservation.asCustomer ? t('reservations.cancel.bodyCustomer') : t('reservations.cancel.bodyOperator')}
        reason={{
          value: reason,
          onChange: setReason,
          onBlur: () => setTouched(true),
          label: t('reservations.cancel.reason'),
          required: true,
          name: 'reason',
          error: touched && missing ? t('reservations.cancel.reasonRequired') : null,
          hint: t('reservations.cancel.reasonHelp'),
          maxLength: 1000,
          testId: 'cancel-reason',
        }}
        keepLabel={t('reservations.cancel.keep')}
        confirm={{ label: busy ? t('reservations.cancel.working') : t('reservations.cancel.confirm'), color: 'error', testId: 'confirm-cancel-reservation' }}
      />
    </>
  );
}
