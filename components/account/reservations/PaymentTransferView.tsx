import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { toast } from '@/lib/client/toast';
import { useTranslation } from 'next-i18next/pages';
import { RouteButton, routeHref } from '@/components/common/RouteLink';
import { api, failureMessage, fieldProblems } from '@/lib/client/api';
import { useLocale } from '@/lib/i18n';
import { receiptProblem } from '@/lib/reservations/receipt-rule';
import { transferDetails } from '@/lib/reservations/transfer-details';
import type { ReservationDetail } from '@/lib/schemas/reservation';
import { CopyButton } from './CopyButton';
import { ReceiptField, useReceiptMessage } from './ReceiptField';
import { ReservationHeader } from './ReservationDetailView';

/**
 * Payment by bank transfer: our account in the reservation's currency (account name, bank, IBAN, SWIFT/BIC), the
 * amount and the payment reference to write in the transfer's description, each with a copy button; the customer
 * uploads the required receipt (PDF, JPEG or PNG: the server's rule) and the reservation waits for operations to
 * check the money arrived. Without an account in the currency, the screen says the reservation is paid by card.
 */
export function PaymentTransferView({ reservation }: { reservation: ReservationDetail }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const router = useRouter();
  const receiptMessage = useReceiptMessage();
  const [receipt, setReceipt] = useState<File | null>(null);
  const [receiptError, setReceiptError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (reservation.status !== 'awaitingPayment') return <Alert severity="info">{t('payments.notAwaiting', { status: t(`reservations.status.${reservation.status}`) })}</Alert>;
  const account = reservation.bankAccount;
  if (!account)
    return (
      <Stack spacing={1.2}>
        <ReservationHeader reservation={reservation} />
        <Alert
          severity="info"
          data-testid="transfer-no-account"
          action={
            <RouteButton to="paymentCreditCard" query={{ id: reservation.id }} variant="contained" size="small">
              {t('reservations.detail.payByCard')}
            </RouteButton>
          }
        >
          {t('payments.transfer.noAccount', { currency: reservation.total.currency })}
        </Alert>
      </Stack>
    );
  const details = transferDetails(account, reservation.total, reservation.paymentReference, locale);

  const submit = async () => {
    const problem = receiptProblem(receipt);
    if (problem || !receipt) return setReceiptError(receiptMessage(problem ?? 'missing', receipt?.name));
    setBusy(true);
    setReceiptError(null);
    const failed = t('payments.failed');
    let receiptFileId: string | undefined;
    try {
      const { uploadFiles } = await import('@/lib/search/upload-files');
      [receiptFileId] = await uploadFiles([receipt], { locale });
    } catch (failure) {
      // The upload's refusal (its size, content that is no receipt type) is said under the field.
      setReceiptError(failureMessage(failure, failed));
      return setBusy(false);
    }
    try {
      await api.post('Payment/Transfer', { reservationId: reservation.id, receiptFileId: receiptFileId! }, { locale });
    } catch (failure) {
      const field = fieldProblems(failure).find((item) => item.field === 'receiptFileId');
      if (field) setReceiptError(field.message);
      else toast.error(failureMessage(failure, failed), { toastId: 'Payment/Transfer-failed' });
      return setBusy(false);
    }
    toast.success(t('payments.transfer.sent'), { toastId: 'transfer-sent' });
    await router.push(routeHref({ to: 'reservationDetails', query: { id: reservation.id } }, locale).href, undefined, { locale });
  };

  return (
    <Stack spacing={1.2}>
      <ReservationHeader reservation={reservation} />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} data-testid="transfer-details">
        <Typography component="h3" variant="h4">
          {t('payments.transfer.title')}
        </Typography>
        {account.demo && (
          <Alert severity="warning" sx={{ mt: 1 }} data-testid="transfer-demo-account">
            {t('payments.transfer.demoAccount')}
          </Alert>
        )}
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, mt: 1, alignItems: 'center' }}>
          {details.map((detail) => (
            <Box key={detail.key} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {t(`payments.transfer.${detail.key}`)}
              </Typography>
              <Box component="dd" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 0.5 }}>
                <Typography component="span" sx={{ fontWeight: 700, fontFamily: detail.key === 'iban' || detail.key === 'bic' || detail.key === 'reference' ? 'monospace' : undefined, wordBreak: 'break-word' }} data-testid={`transfer-${detail.key}`}>
                  {detail.shown}
                </Typography>
                {detail.copied !== null && <CopyButton value={detail.copied} label={t(`payments.transfer.${detail.key}`)} testId={`copy-${detail.key}`} />}
              </Box>
            </Box>
          ))}
        </Box>
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t('payments.transfer.referenceHint', { reference: reservation.paymentReference })}
        </Alert>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <ReceiptField
          file={receipt}
          error={receiptError}
          onChange={(file, error) => {
            setReceipt(file);
            setReceiptError(error);
          }}
        />
        <Button sx={{ mt: 1.2 }} variant="contained" disabled={busy} onClick={() => void submit()} data-testid="transfer-submit">
          {t('payments.transfer.submit')}
        </Button>
      </Paper>
    </Stack>
  );
}
