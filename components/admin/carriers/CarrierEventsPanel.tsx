import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useCallback, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { RowExpandButton } from '@/components/list/RowExpandButton';
import { monospace } from '@/components/account/OneTimeSecretDialog';
import { ReasonDialog } from '@/components/common/ReasonDialog';
import { useReasonDialog } from '@/components/common/useReasonDialog';
import { DataTable, type DataColumn } from '@/components/list/DataTable';
import { DataTablePager } from '@/components/list/DataTablePager';
import { useServerList } from '@/components/list/useServerList';
import { api, failureMessage, type AnswerOf } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import { toastFailure } from '@/lib/client/toast-failure';
import { formatInstant, formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { carrierEventStatuses, type CarrierEventPage, type CarrierEventRow, type CarrierEventStatus } from '@/lib/schemas/carrier-event-admin';
import { AssignEventDialog } from './AssignEventDialog';
import { CarrierEventDetail } from './CarrierEventDetail';

export type CarrierEventQuery = { status: 'all' | CarrierEventStatus; carrier: string; reference: string; pageNumber: number; pageSize: number };

const statusColor: Record<CarrierEventStatus, 'warning' | 'success' | 'default' | 'info'> = { unmatched: 'warning', applied: 'success', superseded: 'info', ignored: 'default', dismissed: 'default' };
/** The chips' order: what waits for operations first. */
const chipOrder: readonly CarrierEventQuery['status'][] = ['unmatched', 'all', ...carrierEventStatuses.filter((status) => status !== 'unmatched')];
const pageSizes = [25, 50, 100] as const;

/** What an event names for people: its container or document, else its eventID's start. */
const subjectOf = (event: CarrierEventRow) => event.matchedBy ?? event.eventID.slice(0, 8);

/**
 * [E1] The carriers' pushed events for operations: filter chips by status with their counts (unmatched first, marked
 * while any wait), a carrier filter and a reference search; a table on wide screens, cards on a phone, each opening
 * to what it was matched by and the payload; an unmatched event is matched again, assigned to its booking (its
 * container or bill of lading recorded there) or dismissed (with a note), and the toast says what happened.
 */
export function CarrierEventsPanel({ initial, initialQuery, isAdmin }: { initial: CarrierEventPage; initialQuery: CarrierEventQuery; isAdmin: boolean }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const fetchPage = useCallback(
    (query: CarrierEventQuery) =>
      api
        .get(
          'Admin/CarrierEvent/GetList',
          { pageNumber: query.pageNumber, pageSize: query.pageSize, ...(query.status === 'all' ? {} : { status: query.status }), ...(query.carrier ? { carrier: query.carrier } : {}), ...(query.reference.trim() ? { reference: query.reference.trim() } : {}) },
          { locale },
        )
        .catch(toastFailure(t('carriers.events.loadFailed'), { toastId: 'carrier-events-load-failed', withField: true })),
    [locale, t],
  );
  const list = useServerList(initialQuery, initial, fetchPage);
  const { query, page, loading } = list;
  const [open, setOpen] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [dismissing, setDismissing] = useState<CarrierEventRow | null>(null);
  const [assigning, setAssigning] = useState<CarrierEventRow | null>(null);

  /** What a rematch or an assignment did, as the server says it: applied, superseded, ignored, or still unmatched. */
  const tell = (answer: AnswerOf<'POST', 'Admin/CarrierEvent/Rematch'>) => {
    if (answer.status === 'unmatched') toast.warn(answer.message, { toastId: `carrier-event-rematch-${answer.eventID}` });
    else toast.success(answer.message, { toastId: `carrier-event-rematch-${answer.eventID}` });
  };

  const rematch = async (event: CarrierEventRow) => {
    setBusy(event.eventID);
    try {
      tell(await api.post('Admin/CarrierEvent/Rematch', { eventID: event.eventID }, { locale }));
    } catch (error) {
      toast.error(failureMessage(error, t('carriers.events.failed')), { toastId: `carrier-event-rematch-failed-${event.eventID}` });
    } finally {
      setBusy(null);
    }
    await list.reload();
  };

  const decision = useReasonDialog({
    send: (note) => api.post('Admin/CarrierEvent/Dismiss', { eventID: dismissing!.eventID, ...(note ? { note } : {}) }, { locale }),
    done: { message: t('carriers.events.dismissed', { reference: dismissing ? subjectOf(dismissing) : '' }), toastId: 'carrier-event-dismissed' },
    failed: { message: t('carriers.events.failed'), toastId: 'carrier-event-dismiss-failed' },
    reload: list.reload,
  });
  const startDismiss = (event: CarrierEventRow) => {
    setDismissing(event);
    decision.start();
  };

  const filtered = query.status !== 'all' || query.carrier !== '' || query.reference.trim() !== '';
  const total = Object.values(page.counts).reduce((sum, value) => sum + value, 0);
  const emptyText = !filtered && total === 0 ? t(isAdmin ? 'carriers.events.empty.none' : 'carriers.events.empty.noneOperator') : query.status === 'unmatched' && query.reference.trim() === '' ? t('carriers.events.empty.unmatched') : t('carriers.events.empty.filtered');
  const empty = (
    <Stack spacing={1} sx={{ py: 2, alignItems: 'flex-start' }} data-testid="carrier-events-empty">
      <Typography>{emptyText}</Typography>
      {filtered && (
        <Button size="small" onClick={() => list.update({ status: 'all', carrier: '', reference: '' })}>
          {t('carriers.events.clearFilters')}
        </Button>
      )}
    </Stack>
  );

  const expandButton = (event: CarrierEventRow) => (
    <RowExpandButton
      expanded={open === event.eventID}
      label={t(open === event.eventID ? 'carriers.events.hide' : 'carriers.events.show')}
      onToggle={() => setOpen(open === event.eventID ? null : event.eventID)}
      testId={`carrier-event-expand-${event.eventID}`}
    />
  );
  const eventName = (event: CarrierEventRow, withCarrier: boolean) => (
    <>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {[event.typeCode, t(`carriers.events.classifiers.${event.classifierCode}`, { defaultValue: event.classifierCode })].filter(Boolean).join(' · ')}
        {event.location && ` · ${t('carriers.events.at', { location: event.location })}`}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
        {t(`carriers.events.types.${event.eventType}`)}
        {withCarrier && ` · ${event.carrier}`}
      </Typography>
    </>
  );
  const matchedBy = (event: CarrierEventRow) => (
    <>
      <Box component="code" sx={{ fontFamily: monospace, fontSize: '0.85rem', whiteSpace: 'nowrap' }}>
        {event.matchedBy ?? t('carriers.events.noReference')}
      </Box>
      {event.reference && (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {t('carriers.events.to', { reference: event.reference })}
        </Typography>
      )}
    </>
  );
  const received = (event: CarrierEventRow) => (
    <>
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {formatInstant(event.receivedAt, locale)}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {t('carriers.events.eventAt', { time: formatInstant(event.eventDateTime, locale) })}
      </Typography>
    </>
  );
  const statusChip = (event: CarrierEventRow) => (
    <Chip size="small" color={statusColor[event.status]} variant={event.status === 'unmatched' ? 'filled' : 'outlined'} label={t(`carriers.events.statuses.${event.status}`)} data-testid={`carrier-event-status-${event.eventID}`} />
  );
  const actions = (event: CarrierEventRow) =>
    event.status === 'unmatched' && (
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: { xs: 'wrap', lg: 'nowrap' }, justifyContent: { md: 'flex-end' } }}>
        <Button size="small" variant="contained" sx={{ whiteSpace: 'nowrap' }} disabled={busy !== null} onClick={() => void rematch(event)} aria-label={t('carriers.events.rematchOf', { reference: subjectOf(event) })} title={t('carriers.events.rematchHint')} data-testid={`carrier-event-rematch-${event.eventID}`}>
          {t('carriers.events.rematch')}
        </Button>
        <Button size="small" variant="outlined" sx={{ whiteSpace: 'nowrap' }} disabled={busy !== null} onClick={() => setAssigning(event)} aria-label={t('carriers.events.assign.of', { reference: subjectOf(event) })} title={t('carriers.events.assign.hint')} data-testid={`carrier-event-assign-${event.eventID}`}>
          {t('carriers.events.assign.action')}
        </Button>
        <Button size="small" variant="outlined" color="inherit" sx={{ whiteSpace: 'nowrap' }} disabled={busy !== null} onClick={() => startDismiss(event)} aria-label={t('carriers.events.dismissOf', { reference: subjectOf(event) })} data-testid={`carrier-event-dismiss-${event.eventID}`}>
          {t('carriers.events.dismiss')}
        </Button>
      </Stack>
    );

  const columns: DataColumn<CarrierEventRow>[] = [
    { id: 'expand', header: null, width: '52px', padding: 'checkbox', cell: expandButton },
    { id: 'event', header: t('carriers.events.columns.event'), cell: (event) => eventName(event, true) },
    { id: 'reference', header: t('carriers.events.columns.reference'), cell: matchedBy },
    { id: 'received', header: t('carriers.events.columns.received'), cell: received },
    { id: 'status', header: t('carriers.events.columns.status'), cell: statusChip },
    { id: 'actions', header: '', align: 'right', cell: actions },
  ];

  const cards = (
    <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 1, m: 0 }} data-testid="carrier-event-cards">
      {page.items.length === 0 && !loading && <li>{empty}</li>}
      {page.items.map((event) => (
        <Paper component="li" variant="outlined" key={event.eventID} sx={{ p: 1.25, minWidth: 0 }} data-event-id={event.eventID}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
            <Box sx={{ minWidth: 0 }}>{eventName(event, false)}</Box>
            {statusChip(event)}
          </Stack>
          <Box sx={{ mt: 0.75 }}>{matchedBy(event)}</Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {event.carrier} · {formatInstant(event.receivedAt, locale)}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', justifyContent: 'space-between' }}>
            {actions(event) || <span />}
            {expandButton(event)}
          </Stack>
          <Collapse in={open === event.eventID} unmountOnExit>
            <CarrierEventDetail event={event} />
          </Collapse>
        </Paper>
      ))}
    </Stack>
  );

  return (
    <Stack spacing={1.5}>
      <Typography color="text.secondary">{t('carriers.events.intro')}</Typography>
      {page.counts.unmatched > 0 && (
        <Typography sx={{ fontWeight: 700, color: 'warning.dark' }} role="status" data-testid="carrier-events-waiting">
          {t('carriers.events.waiting', { count: page.counts.unmatched })}
        </Typography>
      )}
      <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-label={t('carriers.events.statusFilter')} data-testid="carrier-event-status-chips">
        {chipOrder.map((status) => {
          const count = status === 'all' ? total : page.counts[status];
          const selected = query.status === status;
          const alert = status === 'unmatched' && count > 0;
          return (
            <Chip
              key={status}
              clickable
              aria-pressed={selected}
              color={alert ? 'warning' : selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              sx={alert || selected ? { fontWeight: 700, ...(alert && !selected ? { borderWidth: 2 } : {}) } : undefined}
              label={`${t(`carriers.events.statuses.${status}`)} · ${formatNumber(count, locale)}`}
              onClick={() => list.update({ status })}
              data-testid={`carrier-event-chip-${status}`}
            />
          );
        })}
      </Stack>
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Grid container spacing={1.5} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              label={t('carriers.events.search')}
              placeholder={t('carriers.events.searchHint')}
              value={query.reference}
              onChange={(event) => list.update({ reference: event.target.value })}
              size="small"
              fullWidth
              type="search"
              slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'carrier-events-search' } }}
            />
          </Grid>
          <Grid size={{ xs: 10, md: 5 }}>
            <TextField
              select
              label={t('carriers.events.carrier')}
              value={page.carriers.includes(query.carrier) ? query.carrier : ''}
              onChange={(event) => list.update({ carrier: event.target.value })}
              size="small"
              fullWidth
              slotProps={{ select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': 'carrier-events-carrier' } as never }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{t('carriers.events.allCarriers')}</MenuItem>
              {page.carriers.map((carrier) => (
                <MenuItem key={carrier} value={carrier}>
                  {carrier}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 2, md: 1 }} sx={{ textAlign: 'right' }}>
            <IconButton onClick={() => void list.reload()} disabled={loading} aria-label={t('carriers.events.refresh')} title={t('carriers.events.refresh')} data-testid="carrier-events-refresh">
              <RefreshIcon />
            </IconButton>
          </Grid>
        </Grid>
      </Paper>
      <Paper variant="outlined">
        <DataTable
          rows={page.items}
          columns={columns}
          rowKey={(event) => event.eventID}
          rowProps={(event) => ({ 'data-event-id': event.eventID, sx: event.status === 'unmatched' ? { bgcolor: 'rgba(237, 108, 2, 0.04)' } : {} })}
          label={t('carriers.tabs.events')}
          testId="carrier-events-table"
          empty={empty}
          loading={loading}
          detail={{
            open: (event) => open === event.eventID,
            content: (event) => (
              <Collapse in={open === event.eventID} unmountOnExit>
                <CarrierEventDetail event={event} />
              </Collapse>
            ),
          }}
          cards={cards}
          pager={<DataTablePager page={page} pageSizes={pageSizes} onPage={list.goTo} onPageSize={(pageSize) => list.update({ pageSize })} />}
        />
      </Paper>
      {assigning && (
        <AssignEventDialog
          event={assigning}
          onClose={() => setAssigning(null)}
          onAssigned={async (answer) => {
            setAssigning(null);
            tell(answer);
            await list.reload();
          }}
        />
      )}
      <ReasonDialog
        {...decision.dialog}
        titleId="carrier-event-dismiss-title"
        title={t('carriers.events.dismissTitle')}
        body={dismissing ? t('carriers.events.dismissText', { type: [dismissing.typeCode, t(`carriers.events.types.${dismissing.eventType}`)].filter(Boolean).join(' · '), reference: subjectOf(dismissing), carrier: dismissing.carrier }) : ''}
        reason={{ ...decision.reason, label: t('carriers.events.dismissNote'), hint: t('carriers.events.dismissNoteHint'), maxLength: 500, name: 'note', testId: 'carrier-event-dismiss-note' }}
        keepLabel={t('carriers.events.keep')}
        confirm={{ label: t('carriers.events.dismissConfirm'), color: 'primary', testId: 'carrier-event-dismiss-confirm' }}
      />
    </Stack>
  );
}
