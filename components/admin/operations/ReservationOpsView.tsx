import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/client/toast';
import { useTranslation } from 'next-i18next/pages';
import { RouteLink } from '@/components/common/RouteLink';
import { TrackingResult } from '@/components/tracking/TrackingResult';
import { fromIstanbulInput, toIstanbulInput } from '@/lib/domain/business-date';
import { milestoneCodes, operatorEtaReasons } from '@/lib/domain/tracking';
import { formatInstant, formatMoney } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import type { ReservationDetail } from '@/lib/schemas/reservation';
import type { TrackingAnswer } from '@/lib/schemas/tracking';
import { ListPanel } from './ListPanel';
import { api, apiHref, fieldProblems, type FieldProblem } from '@/lib/client/api';
import { toastFailure } from '@/lib/client/toast-failure';

/** A datetime-local value as the instant the API takes; one that reads as none goes as typed, and the API names the field. */
const instantOf = (local: string) => fromIstanbulInput(local) ?? local;

/** The milestone form: code, planned and/or actual time in Istanbul, place, public or not, a note. */
function MilestoneForm({ reference, nowLocal }: { reference: string; nowLocal: string }) {
  const { t } = useTranslation(['admin', 'tracking']);
  const locale = useLocale();
  const router = useRouter();
  const [code, setCode] = useState<(typeof milestoneCodes)[number]>('gateIn');
  const [plannedAt, setPlannedAt] = useState('');
  const [actualAt, setActualAt] = useState(nowLocal);
  const [location, setLocation] = useState('');
  const [isPublic, setPublic] = useState(true);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const problem = (field: string) => problems.find((item) => item.field === field)?.message;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblems([]);
    try {
      await api
        .post(
          'Tracking/AddMilestone',
          {
            reference,
            code,
            ...(plannedAt ? { plannedAt: instantOf(plannedAt) } : {}),
            ...(actualAt ? { actualAt: instantOf(actualAt) } : {}),
            ...(location.trim() ? { location: location.trim().toUpperCase() } : {}),
            public: isPublic,
            ...(note.trim() ? { note: note.trim() } : {}),
          },
          { locale },
        )
        .catch(toastFailure(t('admin:operations.common.failed'), { toastId: 'Tracking/AddMilestone-failed', withField: true }));
      toast.success(t('admin:operations.reservations.milestoneSaved', { milestone: t(`tracking:milestones.${code}`) }), { toastId: 'milestone-saved' });
      setNote('');
      await router.replace(router.asPath, undefined, { scroll: false });
    } catch (error) {
      setProblems(fieldProblems(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper variant="outlined" component="form" onSubmit={submit} sx={{ p: 1.5 }} aria-labelledby="milestone-title" noValidate>
      <Typography component="h3" variant="h4" id="milestone-title" sx={{ mb: 1 }}>
        {t('admin:operations.reservations.addMilestone')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.2 }}>
        <TextField select size="small" label={t('admin:operations.reservations.milestone')} value={code} onChange={(event) => setCode(event.target.value as typeof code)} slotProps={{ htmlInput: { 'data-testid': 'milestone-code' } }}>
          {milestoneCodes.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`tracking:milestones.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" label={t('admin:operations.reservations.location')} helperText={problem('location') ?? t('admin:operations.reservations.locationHint')} error={!!problem('location')} value={location} onChange={(event) => setLocation(event.target.value)} slotProps={{ htmlInput: { maxLength: 5, 'data-testid': 'milestone-location' } }} />
        <TextField size="small" type="datetime-local" label={t('admin:operations.reservations.plannedAt')} value={plannedAt} onChange={(event) => setPlannedAt(event.target.value)} error={!!problem('plannedAt')} helperText={problem('plannedAt')} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField size="small" type="datetime-local" label={t('admin:operations.reservations.actualAt')} value={actualAt} onChange={(event) => setActualAt(event.target.value)} error={!!problem('actualAt')} helperText={problem('actualAt') ?? t('admin:operations.reservations.istanbulTime')} slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'milestone-actual' } }} />
        <TextField size="small" label={t('admin:operations.reservations.note')} value={note} onChange={(event) => setNote(event.target.value)} slotProps={{ htmlInput: { maxLength: 500 } }} sx={{ gridColumn: { sm: '1 / -1' } }} />
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <FormControlLabel control={<Checkbox checked={isPublic} onChange={(event) => setPublic(event.target.checked)} />} label={t('admin:operations.reservations.public')} />
        <Button type="submit" variant="contained" disabled={busy} data-testid="milestone-submit">
          {t('admin:operations.reservations.saveMilestone')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** The ETA form: the new ETA (Istanbul time) and why it moved. */
function EtaForm({ reference, etaLocal }: { reference: string; etaLocal: string }) {
  const { t } = useTranslation(['admin', 'tracking']);
  const locale = useLocale();
  const router = useRouter();
  const [eta, setEta] = useState(etaLocal);
  const [reason, setReason] = useState<(typeof operatorEtaReasons)[number]>('portCongestion');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await api
        .post('Tracking/UpdateEta', { reference, eta: instantOf(eta), reason, ...(note.trim() ? { note: note.trim() } : {}) }, { locale })
        .catch(toastFailure(t('admin:operations.common.failed'), { toastId: 'Tracking/UpdateEta-failed', withField: true }));
      toast.success(t('admin:operations.reservations.etaSaved'), { toastId: 'eta-saved' });
      await router.replace(router.asPath, undefined, { scroll: false });
    } catch {
      // The toast said why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper variant="outlined" component="form" onSubmit={submit} sx={{ p: 1.5 }} aria-labelledby="eta-title">
      <Typography component="h3" variant="h4" id="eta-title" sx={{ mb: 1 }}>
        {t('admin:operations.reservations.changeEta')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.2 }}>
        <TextField size="small" type="datetime-local" required label={t('admin:operations.reservations.newEta')} value={eta} onChange={(event) => setEta(event.target.value)} helperText={t('admin:operations.reservations.istanbulTime')} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField select size="small" label={t('admin:operations.reservations.etaReason')} value={reason} onChange={(event) => setReason(event.target.value as typeof reason)}>
          {operatorEtaReasons.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`tracking:reasons.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" label={t('admin:operations.reservations.note')} value={note} onChange={(event) => setNote(event.target.value)} slotProps={{ htmlInput: { maxLength: 500 } }} sx={{ gridColumn: { sm: '1 / -1' } }} />
      </Box>
      <Button type="submit" variant="contained" sx={{ mt: 1 }} disabled={busy || !eta}>
        {t('admin:operations.reservations.saveEta')}
      </Button>
    </Paper>
  );
}

/** /admin/reservations/detail?id=: a reservation for operations: status, payments, confirm or cancel, milestones and ETA, the timeline. */
export function ReservationOpsView({ reservation, tracking, nowLocal }: { reservation: ReservationDetail; tracking: TrackingAnswer | null; nowLocal: string }) {
  const { t } = useTranslation(['admin', 'account', 'search']);
  const locale = useLocale();
  const router = useRouter();
  const [cancelOpen, setCancelOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const refresh = () => router.replace(router.asPath, undefined, { scroll: false });
  const confirm = async () => {
    setBusy(true);
    try {
      await api.post('Reservation/Confirm', { id: reservation.id }, { locale }).catch(toastFailure(t('admin:operations.common.failed'), { toastId: 'Reservation/Confirm-failed', withField: true }));
      toast.success(t('admin:operations.reservations.confirmed', { reference: reservation.reference }), { toastId: 'reservation-confirmed' });
      await refresh();
    } catch {
      // The toast said why.
    } finally {
      setBusy(false);
    }
  };
  const cancel = async () => {
    if (!reason.trim()) {
      setReasonError(t('admin:operations.reservations.reasonRequired'));
      return;
    }
    setBusy(true);
    try {
      await api.post('Reservation/Cancel', { id: reservation.id, reason: reason.trim() }, { locale }).catch(toastFailure(t('admin:operations.common.failed'), { toastId: 'Reservation/Cancel-failed', withField: true }));
      toast.success(t('admin:operations.reservations.cancelled', { reference: reservation.reference }), { toastId: 'reservation-cancelled' });
      setCancelOpen(false);
      await refresh();
    } catch (error) {
      setReasonError(fieldProblems(error).find((problem) => problem.field === 'reason')?.message);
    } finally {
      setBusy(false);
    }
  };
  const underReview = reservation.payments.find((payment) => payment.method === 'transfer' && payment.status === 'underReview');
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
          <Box>
            <Stack direction="row" spacing={0.6} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
              <Chip color="primary" label={t(`account:reservations.status.${reservation.status}`)} data-testid="reservation-status" />
              <Chip variant="outlined" label={t(`search:modes.${reservation.mode}`, { defaultValue: reservation.mode })} />
              <RouteLink to="admin" subPath="requests/detail" query={{ id: reservation.requestId }}>
                {reservation.requestReference}
              </RouteLink>
            </Stack>
            <Typography sx={{ fontWeight: 700, mt: 0.6 }}>
              {reservation.originName} ({reservation.origin}) → {reservation.destinationName} ({reservation.destination}) · {reservation.carrier}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {reservation.owner.fullName || reservation.owner.email} · {reservation.owner.email}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('admin:operations.transfers.paymentReference', { reference: reservation.paymentReference })}
            </Typography>
          </Box>
          <Box sx={{ textAlign: { md: 'right' } }}>
            <Typography sx={{ fontSize: '1.4rem', fontWeight: 800 }}>{formatMoney(reservation.total, locale)}</Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: { md: 'flex-end' }, flexWrap: 'wrap' }} useFlexGap>
              {reservation.actions.includes('confirm') && (
                <Button variant="contained" color="success" onClick={() => void confirm()} disabled={busy} data-testid="confirm-reservation">
                  {t('admin:operations.reservations.confirm')}
                </Button>
              )}
              {underReview && (
                <Button variant="outlined" component={RouteLink} to="admin" subPath="transfers">
                  {t('admin:operations.reservations.reviewTransfer')}
                </Button>
              )}
              {reservation.actions.includes('cancel') && (
                <Button variant="outlined" color="error" onClick={() => setCancelOpen(true)} disabled={busy} data-testid="cancel-reservation">
                  {t('admin:operations.reservations.cancel')}
                </Button>
              )}
            </Stack>
          </Box>
        </Stack>
      </Paper>

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        <ListPanel
          title={t('admin:operations.reservations.payments')}
          items={reservation.payments}
          emptyText={t('admin:operations.reservations.noPayments')}
          renderItem={(payment) => (
            <ListItem
              key={payment.id}
              disableGutters
              secondaryAction={
                payment.receiptFileId ? (
                  <Button size="small" href={apiHref('File/Get', { id: payment.receiptFileId, disposition: 'inline' })} target="_blank" rel="noopener">
                    {t('admin:operations.transfers.viewReceipt')}
                  </Button>
                ) : undefined
              }
            >
              <ListItemText
                primary={`${t(`account:reservations.method.${payment.method}`)} · ${formatMoney({ amount: payment.amount, currency: payment.currency }, locale)}`}
                secondary={
                  <>
                    {`${t(`account:reservations.paymentStatus.${payment.status}`, { defaultValue: payment.status })} · ${formatInstant(payment.createdAt, locale)}${payment.cardLast4 ? ` · •••• ${payment.cardLast4}` : ''}`}
                    {payment.method === 'transfer' && payment.status === 'rejected' && (
                      <Box component="span" sx={{ display: 'block' }} data-testid="refusal-reason">
                        {payment.rejectionReason ? t('admin:operations.reservations.refusalReason', { reason: payment.rejectionReason }) : t('admin:operations.reservations.refusalNoReason')}
                      </Box>
                    )}
                  </>
                }
              />
            </ListItem>
          )}
        />
        <ListPanel
          title={t('account:history.title')}
          items={reservation.history}
          renderItem={(entry) => (
            <ListItem key={`${entry.at}-${entry.action}`} disableGutters>
              <ListItemText primary={entry.to ? t(`account:reservations.status.${entry.to}`, { defaultValue: entry.to }) : entry.action} secondary={formatInstant(entry.at, locale)} />
            </ListItem>
          )}
        />
      </Box>

      <Box>
        <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
          {t('admin:operations.reservations.tracking')}
        </Typography>
        {tracking ? (
          <Stack spacing={2}>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
              <MilestoneForm reference={reservation.reference} nowLocal={nowLocal} />
              <EtaForm reference={reservation.reference} etaLocal={toIstanbulInput(tracking.eta)} />
            </Box>
            <Box data-testid="ops-timeline">
              <TrackingResult answer={tracking} />
            </Box>
          </Stack>
        ) : (
          <Alert severity="info">{t('admin:operations.reservations.noShipment')}</Alert>
        )}
      </Box>

      <Dialog open={cancelOpen} onClose={() => setCancelOpen(false)} fullWidth maxWidth="sm" aria-labelledby="cancel-title">
        <DialogTitle id="cancel-title">{t('admin:operations.reservations.cancelTitle', { reference: reservation.reference })}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('account:reservations.cancel.bodyOperator')}
          </Typography>
          <TextField autoFocus fullWidth multiline minRows={2} required label={t('admin:operations.reservations.reason')} value={reason} onChange={(event) => setReason(event.target.value)} error={!!reasonError} helperText={reasonError} slotProps={{ htmlInput: { maxLength: 1000 } }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setCancelOpen(false)}>{t('admin:operations.common.keep')}</Button>
          <Button color="error" variant="contained" onClick={() => void cancel()} disabled={busy}>
            {t('admin:operations.reservations.cancel')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
