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
import { routeHref } from '@/components/common/RouteLink';
import { FileAttachments } from '@/components/search/FileAttachments';
import { formatMoney } from '@/lib/domain/money';
import { api } from '@/lib/client/api';
import { toastFailure } from '@/lib/client/toast-failure';
import { useLocale } from '@/lib/i18n';
import type { ReservationDetail } from '@/lib/schemas/reservation';
import { ReservationHeader } from './ReservationDetailView';

/**
 * Payment by bank transfer: our account (IBAN, name), the amount and the reservation's payment
 * reference to write in the transfer's description; the customer uploads the receipt (PDF, JPEG or PNG)
 * and the reservation waits for operations to confirm the money arrived.
 */
export function PaymentTransferView({ reservation }: { reservation: ReservationDetail }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const router = useRouter();
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  if (reservation.status !== 'awaitingPayment') return <Alert severity="info">{t('payments.notAwaiting', { status: t(`reservations.status.${reservation.status}`) })}</Alert>;
  const rows: [string, string, string][] = [
    [t('payments.transfer.accountName'), reservation.bankAccount.accountName, 'transfer-account'],
    [t('payments.transfer.iban'), reservation.bankAccount.iban, 'transfer-iban'],
    [t('payments.transfer.amount'), formatMoney(reservation.total, locale), 'transfer-amount'],
    [t('payments.transfer.reference'), reservation.paymentReference, 'transfer-reference'],
  ];
  const submit = async () => {
    const file = files[0];
    if (!file) return;
    setBusy(true);
    try {
      const { uploadFiles } = await import('@/lib/search/upload-files');
      const [receiptFileId] = await uploadFiles([file], { locale }).catch(toastFailure(t('payments.failed'), { toastId: 'receipt-upload' }));
      await api.post('Payment/Transfer', { reservationId: reservation.id, receiptFileId: receiptFileId! }, { locale }).catch(toastFailure(t('payments.failed'), { toastId: 'Payment/Transfer-failed' }));
      toast.success(t('payments.transfer.sent'), { toastId: 'transfer-sent' });
      await router.push(routeHref({ to: 'reservationDetails', query: { id: reservation.id } }, locale).href, undefined, { locale });
    } catch {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1.2}>
      <ReservationHeader reservation={reservation} />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} data-testid="transfer-details">
        <Typography component="h3" variant="h4">
          {t('payments.transfer.title')}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, mt: 1 }}>
          {rows.map(([label, value, testId]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontFamily: testId === 'transfer-amount' ? undefined : 'monospace' }} data-testid={testId}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t('payments.transfer.referenceHint', { reference: reservation.paymentReference })}
        </Alert>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Typography component="h3" variant="h4" sx={{ mb: 1 }}>
          {t('payments.transfer.receipt')}
        </Typography>
        <FileAttachments files={files.slice(0, 1)} onChange={(chosen) => setFiles(chosen.slice(-1))} />
        <Button sx={{ mt: 1 }} variant="contained" disabled={busy || files.length === 0} onClick={() => void submit()} data-testid="transfer-submit">
          {t('payments.transfer.submit')}
        </Button>
      </Paper>
    </Stack>
  );
}
