import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import ReplayIcon from '@mui/icons-material/Replay';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { RowExpandButton } from '@/components/list/RowExpandButton';
import { monospace } from '@/components/account/OneTimeSecretDialog';
import { DataTable, type DataColumn } from '@/components/list/DataTable';
import { DataTablePager } from '@/components/list/DataTablePager';
import { api, failureMessage } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import { formatInstant, formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import type { WebhookDelivery, WebhookDeliveryPage, WebhookDeliveryStatus, WebhookEndpoint } from '@/lib/schemas/webhook';
import { eventLabel } from './webhook-texts';

type StatusFilter = 'all' | WebhookDeliveryStatus;
const filters: readonly StatusFilter[] = ['all', 'pending', 'delivered', 'failed'];
const pageSizes = [10, 25, 50] as const;
/** While a delivery on the page is due within a minute, the log looks again this often; otherwise, for new events, this often. */
const POLL_DUE_MS = 3_000;
const POLL_MS = 10_000;
const DUE_SOON_MS = 60_000;

const statusColor: Record<WebhookDeliveryStatus, 'warning' | 'success' | 'error'> = { pending: 'warning', delivered: 'success', failed: 'error' };

type Attempt = WebhookDelivery['history'][number];

/** A block of text as it came (JSON, an answer's body): monospace, wrapped or scrolled, never wider than its column. */
function Code({ children, maxHeight, testId }: { children: ReactNode; maxHeight: number; testId?: string }) {
  return (
    <Box
      component="pre"
      tabIndex={0}
      data-testid={testId}
      sx={{ m: 0, p: 1, maxHeight, overflow: 'auto', fontFamily: monospace, fontSize: '0.8rem', lineHeight: 1.45, bgcolor: 'grey.50', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      {children}
    </Box>
  );
}

/** A label and its value, as the opened delivery lists them. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The last answer of a delivery: its status code and how long it took, or why there was none. */
function useAnswerText() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  return (attempt: Attempt | null) => {
    if (!attempt) return t('webhooks.log.notTried');
    const took = t('webhooks.log.latency', { ms: formatNumber(attempt.latencyMs, locale, 0) });
    return `${attempt.statusCode ?? t('webhooks.log.noAnswer')} · ${took}`;
  };
}

/** One delivery opened: its webhook-id and times, the redelivery, each attempt with its answer, and the payload. */
function DeliveryDetail({ delivery, endpointOn, busy, onRedeliver }: { delivery: WebhookDelivery; endpointOn: boolean; busy: boolean; onRedeliver: () => void }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const answerText = useAnswerText();
  return (
    // width 0 + min-width 100 %: the payload's long lines scroll inside the row instead of widening the table.
    <Stack spacing={1.2} sx={{ py: 1.2, width: 0, minWidth: '100%' }} data-testid={`webhook-delivery-detail-${delivery.id}`}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, minmax(0, 1fr))' }, gap: 1 }}>
        <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'span 2' }, minWidth: 0 }}>
          <Fact label="webhook-id">
            <Box component="code" sx={{ fontFamily: monospace, fontSize: '0.85rem' }} data-testid="webhook-delivery-id">
              {delivery.eventId}
            </Box>
          </Fact>
        </Box>
        <Fact label={t('webhooks.log.created')}>{formatInstant(delivery.createdAt, locale)}</Fact>
        {delivery.deliveredAt && <Fact label={t('webhooks.log.delivered')}>{formatInstant(delivery.deliveredAt, locale)}</Fact>}
        {delivery.nextAttemptAt && <Fact label={t('webhooks.log.nextAttempt')}>{formatInstant(delivery.nextAttemptAt, locale)}</Fact>}
        <Box sx={{ display: { md: 'none' } }}>
          <Fact label={t('webhooks.log.columns.attempts')}>{formatNumber(delivery.attempts, locale, 0)}</Fact>
        </Box>
        <Box sx={{ display: { md: 'none' } }}>
          <Fact label={t('webhooks.log.columns.answer')}>{answerText(delivery.lastAttempt)}</Fact>
        </Box>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Button
          variant="outlined"
          startIcon={<ReplayIcon />}
          disabled={!endpointOn || busy}
          onClick={onRedeliver}
          sx={{ flexShrink: 0, alignSelf: 'flex-start' }}
          data-testid={`webhook-redeliver-${delivery.id}`}
        >
          {t('webhooks.log.redeliver')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t(endpointOn ? 'webhooks.log.redeliverHint' : 'webhooks.log.redeliverOff')}
        </Typography>
      </Stack>
      {delivery.history.length > 0 && (
        <Box>
          <Typography component="h4" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
            {t('webhooks.log.history')}
          </Typography>
          <Stack component="ol" spacing={0.75} sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid={`webhook-delivery-history-${delivery.id}`}>
            {delivery.history.map((attempt, index) => (
              <Box component="li" key={`${attempt.at}-${index}`} sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {formatInstant(attempt.at, locale)} · {answerText(attempt)}
                </Typography>
                {(attempt.error ?? attempt.response) && <Code maxHeight={120}>{attempt.error ?? attempt.response}</Code>}
              </Box>
            ))}
          </Stack>
        </Box>
      )}
      <Box>
        <Typography component="h4" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
          {t('webhooks.log.payload')}
        </Typography>
        <Code maxHeight={320} testId={`webhook-delivery-payload-${delivery.id}`}>
          {JSON.stringify(delivery.payload, null, 2)}
        </Code>
      </Box>
    </Stack>
  );
}

/**
 * [E1] One endpoint's delivery log, newest first: a filter by status, pages, and per delivery its event, status,
 * attempts, last answer and time (the next try of one waiting). A row opens to its attempts, its payload and the
 * redelivery. While a delivery on the page waits, the log looks again every few seconds; `onChanged` tells the
 * endpoint list its counts moved.
 */
export function WebhookDeliveries({ endpoint, onChanged }: { endpoint: WebhookEndpoint; onChanged: () => void }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const answerText = useAnswerText();
  const [query, setQuery] = useState<{ status: StatusFilter; pageNumber: number; pageSize: number }>({ status: 'all', pageNumber: 1, pageSize: 10 });
  // The page loaded for a query (its key); loading while the query's own answer is not in, or while refreshing.
  const key = JSON.stringify(query);
  const [result, setResult] = useState<{ key: string; page: WebhookDeliveryPage | null; failed: boolean } | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const endpointOn = endpoint.status === 'active';
  const page = result?.page ?? null;
  const loading = result?.key !== key || refreshing;

  const load = useCallback(
    () =>
      api.post('Webhook/Delivery/GetList', { endpointId: endpoint.id, ...query }, { locale }).then(
        (answer) => setResult({ key: JSON.stringify(query), page: answer, failed: false }),
        () => setResult((current) => ({ key: JSON.stringify(query), page: current?.page ?? null, failed: true })),
      ),
    [endpoint.id, query, locale],
  );
  const refresh = () => {
    setRefreshing(true);
    void load().finally(() => setRefreshing(false));
  };

  useEffect(() => {
    void load();
  }, [load]);

  // While the log is open it follows what happens: every few seconds while a delivery on the page is due within a
  // minute, every ten otherwise (new events come in on the first page); nothing while the tab is hidden.
  const nextDue = page?.items.reduce<number | null>((soonest, delivery) => (delivery.nextAttemptAt === null ? soonest : Math.min(soonest ?? Infinity, Date.parse(delivery.nextAttemptAt))), null) ?? null;
  useEffect(() => {
    const dueSoon = nextDue !== null && nextDue - Date.now() < DUE_SOON_MS;
    if (!endpointOn || (!dueSoon && query.pageNumber !== 1)) return;
    const timer = setInterval(
      () => {
        if (document.hidden) return;
        void load();
        onChanged();
      },
      dueSoon ? POLL_DUE_MS : POLL_MS,
    );
    return () => clearInterval(timer);
  }, [nextDue, endpointOn, query.pageNumber, load, onChanged]);

  const redeliver = async (delivery: WebhookDelivery) => {
    setBusy(delivery.id);
    try {
      await api.post('Webhook/Delivery/Redeliver', { id: delivery.id }, { locale });
      toast.success(t('webhooks.toast.redelivered', { id: delivery.eventId }), { toastId: `webhook-redelivered-${delivery.id}` });
      await load();
      onChanged();
    } catch (error) {
      toast.error(failureMessage(error, t('webhooks.toast.failed')), { toastId: `webhook-redeliver-failed-${delivery.id}` });
    } finally {
      setBusy(null);
    }
  };

  const columns: DataColumn<WebhookDelivery>[] = [
    {
      id: 'expand',
      header: null,
      width: '52px',
      padding: 'checkbox',
      cell: (delivery) => (
        <RowExpandButton
          expanded={open === delivery.id}
          label={t(open === delivery.id ? 'webhooks.log.hide' : 'webhooks.log.show')}
          onToggle={() => setOpen(open === delivery.id ? null : delivery.id)}
          testId={`webhook-delivery-expand-${delivery.id}`}
        />
      ),
    },
    {
      id: 'event',
      header: t('webhooks.log.columns.event'),
      cell: (delivery) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {t(eventLabel(delivery.eventType))}
          </Typography>
          <Box component="code" sx={{ fontFamily: monospace, fontSize: '0.75rem', color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {delivery.eventType}
          </Box>
          <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
            {formatInstant(delivery.createdAt, locale)}
          </Typography>
        </>
      ),
    },
    {
      id: 'status',
      header: t('webhooks.log.columns.status'),
      width: '24%',
      cell: (delivery) => (
        <>
          <Chip size="small" color={statusColor[delivery.status]} variant={delivery.status === 'delivered' ? 'filled' : 'outlined'} label={t(`webhooks.log.statuses.${delivery.status}`)} data-testid="webhook-delivery-status" />
          {delivery.nextAttemptAt && (
            <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.25 }}>
              {t('webhooks.log.nextAttempt')}: {formatInstant(delivery.nextAttemptAt, locale, 'shortDateTime')}
            </Typography>
          )}
        </>
      ),
    },
    { id: 'attempts', header: t('webhooks.log.columns.attempts'), from: 'md', width: '11%', align: 'right', cell: (delivery) => formatNumber(delivery.attempts, locale, 0) },
    {
      id: 'answer',
      header: t('webhooks.log.columns.answer'),
      from: 'md',
      width: '15%',
      cellProps: () => ({ 'data-testid': 'webhook-delivery-answer' }),
      cell: (delivery) => answerText(delivery.lastAttempt),
    },
    { id: 'time', header: t('webhooks.log.columns.time'), from: 'sm', width: '22%', cell: (delivery) => formatInstant(delivery.createdAt, locale) },
  ];

  const filterSelect = (
    <TextField
      select
      size="small"
      label={t('webhooks.log.filter')}
      value={query.status}
      onChange={(event) => setQuery({ ...query, status: event.target.value as StatusFilter, pageNumber: 1 })}
      sx={{ minWidth: 160 }}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'webhook-log-filter' } as never } }}
    >
      {filters.map((status) => (
        <MenuItem key={status} value={status}>
          {t(`webhooks.log.filters.${status}`)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box component="section" aria-label={t('webhooks.log.label', { url: endpoint.url })} data-testid="webhook-log">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}>
        <Typography component="h3" variant="h6" sx={{ fontWeight: 800 }}>
          {t('webhooks.log.title')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {filterSelect}
          <Button size="small" startIcon={<RefreshIcon />} onClick={refresh} disabled={loading} data-testid="webhook-log-refresh">
            {t('webhooks.log.refresh')}
          </Button>
        </Stack>
      </Stack>
      {result?.failed && (
        <Alert severity="error" sx={{ mb: 1 }} action={<Button onClick={refresh}>{t('webhooks.retry')}</Button>}>
          {t('webhooks.log.loadFailed')}
        </Alert>
      )}
      <DataTable
        rows={page?.items ?? []}
        columns={columns}
        rowKey={(delivery) => delivery.id}
        rowProps={(delivery) => ({ 'data-testid': 'webhook-delivery', 'data-event-id': delivery.eventId, 'data-delivery-id': delivery.id, 'data-status': delivery.status })}
        label={t('webhooks.log.label', { url: endpoint.url })}
        empty={query.status === 'all' ? t('webhooks.log.empty') : t('webhooks.log.emptyFiltered')}
        loading={loading}
        tableSx={{ '& td, & th': { px: { xs: 0.5, sm: 1 }, verticalAlign: 'top' } }}
        detail={{
          open: (delivery) => open === delivery.id,
          content: (delivery) => (
            <Collapse in={open === delivery.id} unmountOnExit>
              <DeliveryDetail delivery={delivery} endpointOn={endpointOn} busy={busy === delivery.id} onRedeliver={() => void redeliver(delivery)} />
            </Collapse>
          ),
        }}
        pager={
          page && page.totalCount > pageSizes[0] ? (
            <DataTablePager
              page={page}
              pageSizes={pageSizes}
              onPage={(pageNumber) => setQuery({ ...query, pageNumber })}
              onPageSize={(pageSize) => setQuery({ ...query, pageSize, pageNumber: 1 })}
            />
          ) : undefined
        }
      />
    </Box>
  );
}
