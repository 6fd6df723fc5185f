import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { toast } from '@/lib/client/toast';
import { useTranslation } from 'next-i18next/pages';
import { RouteLink } from '@/components/common/RouteLink';
import { formatInstant, formatMoney } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { transferStatuses } from '@/lib/admin/operations-constants';
import type { TransferQueueItem, TransferQueuePage } from '@/lib/schemas/admin-operations';
import { api, apiHref, fieldProblems } from '@/lib/client/api';
import { toastFailure } from '@/lib/client/toast-failure';
import { ListPager } from './ListPager';

const receiptUrl = (id: string, inline: boolean) => apiHref('File/Get', { id, disposition: inline ? 'inline' : undefined });

/** The receipt shown in place: an image, or the PDF in a frame (served inline to operations only). */
function ReceiptPreview({ item, onClose }: { item: TransferQueueItem; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const receipt = item.receipt!;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="receipt-title">
      <DialogTitle id="receipt-title">{t('operations.transfers.receiptOf', { reference: item.reservation.reference })}</DialogTitle>
      <DialogContent dividers>
        {receipt.mediaType.startsWith('image/') ? (
          <Box component="img" src={receiptUrl(receipt.id, true)} alt={receipt.fileName} sx={{ maxWidth: '100%', display: 'block', mx: 'auto' }} data-testid="receipt-image" />
        ) : (
          <Box component="iframe" title={receipt.fileName} src={receiptUrl(receipt.id, true)} sx={{ width: '100%', height: '70vh', border: 0 }} data-testid="receipt-frame" />
        )}
      </DialogContent>
      <DialogActions>
        <Button href={receiptUrl(receipt.id, true)} target="_blank" rel="noopener">
          {t('operations.transfers.openTab')}
        </Button>
        <Button href={receiptUrl(receipt.id, false)} download>
          {t('operations.common.download')}
        </Button>
        <Button onClick={onClose}>{t('operations.common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** /admin/transfers: bank transfers under review (or decided), each with its receipt, confirm or reject with a reason. */
export function TransferQueueView({ page, status }: { page: TransferQueuePage; status: string }) {
  const { t } = useTranslation(['admin', 'account']);
  const locale = useLocale();
  const router = useRouter();
  const [preview, setPreview] = useState<TransferQueueItem | null>(null);
  const [rejecting, setRejecting] = useState<TransferQueueItem | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [busy, setBusy] = useState<number | null>(null);
  const refresh = () => router.replace(router.asPath, undefined, { scroll: false });

  const confirm = async (item: TransferQueueItem) => {
    setBusy(item.paymentId);
    try {
      await api.post('Payment/ConfirmTransfer', { paymentId: item.paymentId, approve: true }, { locale }).catch(toastFailure(t('admin:operations.common.failed'), { toastId: 'Payment/ConfirmTransfer-failed', withField: true }));
      toast.success(t('admin:operations.transfers.confirmed', { reference: item.reservation.reference }), { toastId: `transfer-${item.paymentId}` });
      await refresh();
    } catch {
      // The toast said why.
    } finally {
      setBusy(null);
    }
  };
  const reject = async () => {
    if (!rejecting) return;
    if (reason.trim().length < 3) {
      setReasonError(t('admin:operations.transfers.reasonRequired'));
      return;
    }
    setBusy(rejecting.paymentId);
    try {
      await api
        .post('Payment/RejectTransfer', { paymentId: rejecting.paymentId, reason: reason.trim() }, { locale })
        .catch(toastFailure(t('admin:operations.common.failed'), { toastId: 'Payment/RejectTransfer-failed', withField: true }));
      toast.success(t('admin:operations.transfers.rejected', { reference: rejecting.reservation.reference }), { toastId: `transfer-${rejecting.paymentId}` });
      setRejecting(null);
      setReason('');
      await refresh();
    } catch (error) {
      setReasonError(fieldProblems(error).find((problem) => problem.field === 'reason')?.message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={status}
        onChange={(_, value: string | null) => value && void router.push({ pathname: router.pathname, query: value === 'underReview' ? {} : { status: value } })}
        aria-label={t('admin:operations.transfers.filter')}
        sx={{ mb: 2, flexWrap: 'wrap' }}
      >
        {transferStatuses.map((value) => (
          <ToggleButton key={value} value={value}>
            {t(`account:reservations.paymentStatus.${value}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
        {t('admin:operations.transfers.count', { count: page.totalCount })}
      </Typography>
      {page.items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography>{t('admin:operations.transfers.empty')}</Typography>
        </Paper>
      ) : (
        <Stack spacing={1} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {page.items.map((item) => (
            <Paper key={item.paymentId} component="li" variant="outlined" sx={{ p: 1.5 }} data-testid="transfer-item" data-reference={item.reservation.reference}>
              <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}>
                <Box sx={{ minWidth: 0 }}>
                  <Stack direction="row" spacing={0.6} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
                    <RouteLink to="admin" subPath="reservations/detail" query={{ id: item.reservation.id }} sx={{ fontWeight: 800 }}>
                      {item.reservation.reference}
                    </RouteLink>
                    <Chip size="small" label={t(`account:reservations.paymentStatus.${item.status}`, { defaultValue: item.status })} />
                  </Stack>
                  <Typography sx={{ fontSize: '1.3rem', fontWeight: 800 }}>{formatMoney({ amount: item.amount, currency: item.currency }, locale)}</Typography>
                  <Typography variant="body2">{t('admin:operations.transfers.paymentReference', { reference: item.reservation.paymentReference })}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {item.owner.fullName || item.owner.email} · {item.owner.email}
                    {item.companyName ? ` · ${item.companyName}` : ''}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('admin:operations.transfers.sentAt', { date: formatInstant(item.createdAt, locale) })}
                  </Typography>
                </Box>
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: { md: 'flex-end' } }}>
                  {item.receipt ? (
                    <Button variant="outlined" onClick={() => setPreview(item)} data-testid="view-receipt">
                      {t('admin:operations.transfers.viewReceipt')}
                    </Button>
                  ) : (
                    <Typography variant="body2">{t('admin:operations.transfers.noReceipt')}</Typography>
                  )}
                  {item.status === 'underReview' && (
                    <>
                      <Button variant="contained" color="success" disabled={busy === item.paymentId} onClick={() => void confirm(item)} data-testid="confirm-transfer">
                        {t('admin:operations.transfers.confirm')}
                      </Button>
                      <Button
                        variant="outlined"
                        color="error"
                        disabled={busy === item.paymentId}
                        onClick={() => {
                          setRejecting(item);
                          setReasonError(undefined);
                        }}
                        data-testid="reject-transfer"
                      >
                        {t('admin:operations.transfers.reject')}
                      </Button>
                    </>
                  )}
                </Stack>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      <ListPager pageNumber={page.pageNumber} pageSize={page.pageSize} totalCount={page.totalCount} />
      {preview && <ReceiptPreview item={preview} onClose={() => setPreview(null)} />}
      <Dialog open={rejecting !== null} onClose={() => setRejecting(null)} fullWidth maxWidth="sm" aria-labelledby="reject-title">
        <DialogTitle id="reject-title">{t('admin:operations.transfers.rejectTitle', { reference: rejecting?.reservation.reference ?? '' })}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('admin:operations.transfers.rejectBody')}
          </Typography>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            required
            label={t('admin:operations.transfers.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={!!reasonError}
            helperText={reasonError ?? t('admin:operations.transfers.reasonHint')}
            slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'reject-reason' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRejecting(null)}>{t('admin:operations.common.cancel')}</Button>
          <Button color="error" variant="contained" onClick={() => void reject()} disabled={busy !== null} data-testid="reject-submit">
            {t('admin:operations.transfers.reject')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
