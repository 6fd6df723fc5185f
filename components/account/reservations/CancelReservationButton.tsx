import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
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
      <Dialog open={open} onClose={() => !busy && setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="cancel-reservation-title">
        <DialogTitle id="cancel-reservation-title">{t('reservations.cancel.title', { reference: reservation.reference })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{reservation.asCustomer ? t('reservations.cancel.bodyCustomer') : t('reservations.cancel.bodyOperator')}</DialogContentText>
          <TextField
            sx={{ mt: 1.2 }}
            fullWidth
            multiline
            minRows={2}
            required
            name="reason"
            label={t('reservations.cancel.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && missing}
            helperText={touched && missing ? t('reservations.cancel.reasonRequired') : t('reservations.cancel.reasonHelp')}
            slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'cancel-reason' } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 1.5, pb: 1.2 }}>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {t('reservations.cancel.keep')}
          </Button>
          <Button variant="contained" color="error" onClick={() => void confirm()} disabled={busy} data-testid="confirm-cancel-reservation">
            {busy ? t('reservations.cancel.working') : t('reservations.cancel.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
