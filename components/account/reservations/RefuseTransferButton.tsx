import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { ReasonDialog } from '@/components/common/ReasonDialog';
import { api, ApiFailure, failureMessage, fieldProblems } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import { useLocale } from '@/lib/i18n';

/**
 * Operations refuse a transfer receipt under review, with the reason the customer will read on the reservation
 * (Payment/RejectTransfer; the server checks the reason's length and answers a localized field error).
 */
export function RefuseTransferButton({ paymentId, reference, disabled, onDone }: { paymentId: number; reference: string; disabled: boolean; onDone: () => Promise<unknown> }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const refuse = async () => {
    if (!reason.trim()) return setError(t('reservations.detail.refuseDialog.required'));
    setBusy(true);
    try {
      await api.post('Payment/RejectTransfer', { paymentId, reason: reason.trim() }, { locale });
    } catch (failure) {
      const problem = fieldProblems(failure).find((item) => item.field === 'reason');
      if (problem) setError(problem.message);
      else toast.error(failureMessage(failure, t('reservations.failed')), { toastId: 'Payment/RejectTransfer-failed' });
      setBusy(false);
      // Decided meanwhile (another operator, a cancellation): the screen reloads to show what is true now.
      if (failure instanceof ApiFailure && failure.status === 409) {
        setOpen(false);
        await onDone();
      }
      return;
    }
    toast.success(t('reservations.detail.transferRefused'), { toastId: `transfer-refused-${paymentId}` });
    setOpen(false);
    setBusy(false);
    await onDone();
  };

  return (
    <>
      <Button
        variant="outlined"
        color="error"
        disabled={disabled}
        onClick={() => {
          setReason('');
          setError(null);
          setOpen(true);
        }}
        data-testid="refuse-transfer"
      >
        {t('reservations.detail.refuseTransfer')}
      </Button>
      <ReasonDialog
        open={open}
        busy={busy}
        onClose={() => setOpen(false)}
        onConfirm={() => void refuse()}
        titleId="refuse-transfer-title"
        title={t('reservations.detail.refuseDialog.title', { reference })}
        body={t('reservations.detail.refuseDialog.body')}
        reason={{ value: reason, onChange: setReason, label: t('reservations.detail.refuseDialog.reason'), required: true, autoFocus: true, error, hint: t('reservations.detail.refuseDialog.hint'), maxLength: 500, testId: 'refuse-reason' }}
        keepLabel={t('reservations.detail.refuseDialog.keep')}
        confirm={{ label: t('reservations.detail.refuseDialog.confirm'), color: 'error', testId: 'confirm-refuse-transfer' }}
      />
    </>
  );
}
