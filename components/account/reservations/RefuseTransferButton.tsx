import Button from '@mui/material/Button';
import { useTranslation } from 'next-i18next/pages';
import { ReasonDialog } from '@/components/common/ReasonDialog';
import { useReasonDialog } from '@/components/common/useReasonDialog';
import { api } from '@/lib/client/api';
import { useLocale } from '@/lib/i18n';

/**
 * Operations refuse a transfer receipt under review, with the reason the customer will read on the reservation
 * (Payment/RejectTransfer; the server checks the reason's length and answers a localized field error).
 */
export function RefuseTransferButton({ paymentId, reference, disabled, onDone }: { paymentId: number; reference: string; disabled: boolean; onDone: () => Promise<unknown> }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const decision = useReasonDialog({
    send: (reason) => api.post('Payment/RejectTransfer', { paymentId, reason }, { locale }),
    requiredMessage: t('reservations.detail.refuseDialog.required'),
    done: { message: t('reservations.detail.transferRefused'), toastId: `transfer-refused-${paymentId}` },
    failed: { message: t('reservations.failed'), toastId: 'Payment/RejectTransfer-failed' },
    reload: onDone,
  });

  return (
    <>
      <Button variant="outlined" color="error" disabled={disabled} onClick={decision.start} data-testid="refuse-transfer">
        {t('reservations.detail.refuseTransfer')}
      </Button>
      <ReasonDialog
        {...decision.dialog}
        titleId="refuse-transfer-title"
        title={t('reservations.detail.refuseDialog.title', { reference })}
        body={t('reservations.detail.refuseDialog.body')}
        reason={{ ...decision.reason, label: t('reservations.detail.refuseDialog.reason'), autoFocus: true, hint: t('reservations.detail.refuseDialog.hint'), maxLength: 500, testId: 'refuse-reason' }}
        keepLabel={t('reservations.detail.refuseDialog.keep')}
        confirm={{ label: t('reservations.detail.refuseDialog.confirm'), color: 'error', testId: 'confirm-refuse-transfer' }}
      />
    </>
  );
}
