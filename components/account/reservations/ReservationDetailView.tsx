import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useScreenReload } from '@/components/account/AccountScreenPage';
import { useState, type ReactNode } from 'react';
import { toast } from '@/lib/client/toast';
import { useTranslation } from 'next-i18next/pages';
import { RouteButton, RouteLink } from '@/components/common/RouteLink';
import { FileAttachments } from '@/components/search/FileAttachments';
import { formatInstant, formatMoney } from '@/lib/format';
import { api, apiHref } from '@/lib/client/api';
import { toastFailure } from '@/lib/client/toast-failure';
import { useLocale } from '@/lib/i18n';
import { reservationCopyFacts } from '@/lib/reservations/reservation-status-copy';
import type { ReservationDetail, ReservationParties } from '@/lib/schemas/reservation';
import { CancelReservationButton } from './CancelReservationButton';
import { PayActions } from './PayActions';
import { RefuseTransferButton } from './RefuseTransferButton';
import { ReservationStatusChip } from './ReservationStatusChip';
import { ReservationStatusPanel } from './ReservationStatusPanel';

/** Before confirmation the booking has no shipment yet (from then on it is tracked under the reservation's reference). */
const beforeShipping: readonly ReservationDetail['status'][] = ['awaitingPayment', 'paymentUnderReview', 'paid'];

const partyKeys = ['shipper', 'consignee', 'notify'] as const;
const partyFields = ['name', 'address', 'contact'] as const;

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} data-testid={testId}>
      <Typography component="h3" variant="h4" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The reservation summary every reservation screen starts with: reference, status, lane, carrier, amount. */
export function ReservationHeader({ reservation }: { reservation: ReservationDetail }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const cells: [string, ReactNode][] = [
    [t('reservations.detail.request'), <RouteLink key="request" to="reservationRequestDetails" query={{ id: reservation.id }}>{reservation.requestReference}</RouteLink>],
    [t('reservations.detail.lane'), `${reservation.originName} (${reservation.origin}) → ${reservation.destinationName} (${reservation.destination})`],
    [t('reservations.detail.carrier'), `${reservation.carrier} · ${t('reservations.detail.transitDays', { count: reservation.transitDays })}`],
    [t('reservations.detail.amount'), <span key="amount" data-testid="reservation-amount">{formatMoney(reservation.total, locale)}</span>],
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h2" data-testid="reservation-reference">
          {reservation.reference}
        </Typography>
        <ReservationStatusChip status={reservation.status} />
      </Stack>
      <Box sx={{ mt: 1, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(4, 1fr)' } }}>
        {cells.map(([label, value]) => (
          <Box key={label}>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>{value}</Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/**
 * One reservation: where it stands for the viewer and the next step (the status copy: the customer's way to pay
 * while awaiting payment, operations' review of a transfer and the confirmation, the shipment's tracking), the
 * payments, cargo and parties, documents, and the milestones so far (the status history of the audit log;
 * nothing made up).
 */
export function ReservationDetailView({ reservation, canEdit }: { reservation: ReservationDetail; canEdit: boolean }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const [parties, setParties] = useState<ReservationParties>(reservation.parties);
  const [cargo, setCargo] = useState(reservation.cargoDescription);
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const reload = useScreenReload();
  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      toast.success(done, { toastId: done });
      await reload();
    } catch {
      // the call has shown the server's message
    } finally {
      setBusy(false);
    }
  };
  const failed = t('reservations.failed');
  const review = reservation.payments.find((payment) => payment.method === 'transfer' && payment.status === 'underReview');
  const { transferRefused } = reservationCopyFacts(reservation);

  return (
    <Stack spacing={1.2}>
      <ReservationHeader reservation={reservation} />

      <ReservationStatusPanel
        reservation={reservation}
        action={(next) => {
          if (next === 'pay') return <PayActions reservation={reservation} transferRefused={transferRefused} />;
          if (next === 'reviewTransfer' && review && reservation.actions.includes('confirmTransfer'))
            return (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }} data-testid="transfer-review">
                {review.receiptFileId && (
                  <Link href={apiHref('File/Get', { id: review.receiptFileId })} target="_blank" rel="noopener">
                    {t('reservations.detail.receipt')}
                  </Link>
                )}
                <Button variant="contained" color="success" disabled={busy} onClick={() => void run(() => api.post('Payment/ConfirmTransfer', { paymentId: review.id, approve: true }, { locale }).catch(toastFailure(failed, { toastId: 'Payment/ConfirmTransfer-failed' })), t('reservations.detail.transferAccepted'))}>
                  {t('reservations.detail.acceptTransfer')}
                </Button>
                <RefuseTransferButton paymentId={review.id} reference={reservation.reference} disabled={busy} onDone={reload} />
              </Stack>
            );
          if (next === 'confirmReservation' && reservation.actions.includes('confirm'))
            return (
              <Button variant="contained" disabled={busy} data-testid="confirm-reservation" onClick={() => void run(() => api.post('Reservation/Confirm', { id: reservation.id }, { locale }).catch(toastFailure(failed, { toastId: 'Reservation/Confirm-failed' })), t('reservations.detail.confirmed'))}>
                {t('reservations.detail.confirm')}
              </Button>
            );
          if (next === 'trackShipment')
            return (
              <RouteButton to="trackYourFreight" query={{ number: reservation.reference }} variant="outlined">
                {t('reservations.detail.trackShipment')}
              </RouteButton>
            );
          return null;
        }}
      />

      <Section title={t('reservations.detail.payment')} testId="reservation-payment">
        {reservation.actions.includes('cancel') && (
          <Box sx={{ mt: 1 }}>
            <CancelReservationButton reservation={reservation} onDone={reload} />
          </Box>
        )}
        {reservation.payments.length > 0 && (
          <List dense>
            {reservation.payments.map((payment) => (
              <ListItem key={payment.id} disableGutters>
                <ListItemText
                  primary={`${t(`reservations.method.${payment.method}`)} · ${formatMoney({ amount: payment.amount, currency: payment.currency }, locale)} · ${t(`reservations.paymentStatus.${payment.status}`)}`}
                  secondary={[payment.cardLast4 ? `${payment.cardBrand?.toUpperCase() ?? ''} •••• ${payment.cardLast4}` : formatInstant(payment.createdAt, locale), payment.rejectionReason ? t('reservations.statusCopy.rejectionReason', { reason: payment.rejectionReason }) : null].filter(Boolean).join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('reservations.detail.paymentReference')}: <strong>{reservation.paymentReference}</strong>
        </Typography>
      </Section>

      <Section title={t('reservations.detail.parties')} testId="reservation-parties">
        <Stack spacing={1}>
          <TextField label={t('reservations.detail.cargo')} value={cargo} onChange={(event) => setCargo(event.target.value)} multiline minRows={2} disabled={!canEdit} slotProps={{ htmlInput: { maxLength: 2000 } }} />
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
            {partyKeys.map((party) => (
              <Stack key={party} spacing={0.8}>
                <Typography sx={{ fontWeight: 700 }}>{t(`reservations.party.${party}`)}</Typography>
                {partyFields.map((field) => (
                  <TextField
                    key={field}
                    size="small"
                    label={t(`reservations.partyField.${field}`)}
                    value={parties[party]?.[field] ?? ''}
                    disabled={!canEdit}
                    onChange={(event) => setParties((current) => ({ ...current, [party]: { name: '', address: '', contact: '', ...current[party], [field]: event.target.value } }))}
                  />
                ))}
              </Stack>
            ))}
          </Box>
          {canEdit && (
            <Box>
              <Button variant="contained" disabled={busy} data-testid="save-parties" onClick={() => void run(() => api.post('Reservation/UpdateParties', { id: reservation.id, parties, cargoDescription: cargo }, { locale }).catch(toastFailure(failed, { toastId: 'Reservation/UpdateParties-failed' })), t('reservations.detail.saved'))}>
                {t('reservations.detail.save')}
              </Button>
            </Box>
          )}
        </Stack>
      </Section>

      <Section title={t('reservations.detail.documents')} testId="reservation-documents">
        {reservation.documents.length === 0 ? (
          <Typography color="text.secondary">{t('reservations.detail.noDocuments')}</Typography>
        ) : (
          <List dense>
            {reservation.documents.map((document) => (
              <ListItem key={document.id} disableGutters>
                <Link href={apiHref('File/Get', { id: document.id })} target="_blank" rel="noopener">
                  {document.fileName}
                </Link>
              </ListItem>
            ))}
          </List>
        )}
        {canEdit && (
          <Stack spacing={1} sx={{ mt: 1 }}>
            <FileAttachments files={files} onChange={setFiles} />
            <Box>
              <Button
                variant="outlined"
                disabled={busy || files.length === 0}
                onClick={() =>
                  void run(async () => {
                    const { uploadFiles } = await import('@/lib/search/upload-files');
                    const fileIds = await uploadFiles(files);
                    await api.post('Reservation/AttachFiles', { id: reservation.id, fileIds }, { locale }).catch(toastFailure(failed, { toastId: 'Reservation/AttachFiles-failed' }));
                    setFiles([]);
                  }, t('reservations.detail.uploaded'))
                }
              >
                {t('reservations.detail.upload')}
              </Button>
            </Box>
          </Stack>
        )}
      </Section>

      <Section title={t('reservations.detail.milestones')} testId="reservation-milestones">
        <List dense>
          {reservation.history
            .filter((entry) => entry.to !== null && entry.to !== entry.from)
            .map((entry, index) => (
              <ListItem key={`${entry.at}-${index}`} disableGutters>
                <ListItemText primary={t(`reservations.status.${entry.to}`)} secondary={formatInstant(entry.at, locale)} />
              </ListItem>
            ))}
        </List>
        {beforeShipping.includes(reservation.status) && (
          <Typography variant="body2" color="text.secondary">
            {t('reservations.detail.milestonesLater')}
          </Typography>
        )}
      </Section>
    </Stack>
  );
}
