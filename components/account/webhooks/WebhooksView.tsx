import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { monospace, OneTimeSecretDialog } from '@/components/account/OneTimeSecretDialog';
import { ConfirmDialog } from '@/components/common/ConfirmDialog';
import { RouteButton } from '@/components/common/RouteLink';
import { visuallyHidden } from '@/components/common/visually-hidden';
import { api, ApiFailure, failureMessage } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import { webhookEventTypes, WEBHOOK_RETRY_WINDOW_MS } from '@/lib/domain/webhooks';
import { formatInstant, formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import type { WebhookEndpoint, WebhookSecretAnswer } from '@/lib/schemas/webhook';
import { endpointState, endpointStateColor, eventLabel, eventText } from './webhook-texts';

// The form and the delivery log load when first opened: the screen's first load is the list alone.
const EndpointDialog = dynamic(() => import('./EndpointDialog').then((module) => module.EndpointDialog), { ssr: false });
const WebhookDeliveries = dynamic(() => import('./WebhookDeliveries').then((module) => module.WebhookDeliveries), { ssr: false, loading: () => <LinearProgress /> });

type ListState = { kind: 'loading' } | { kind: 'ready'; items: WebhookEndpoint[] } | { kind: 'noCompany' } | { kind: 'failed' };
/** The secret on screen: a new endpoint's, or a rotation's (with until when the previous one still signs). */
type ShownSecret = { secret: string; url: string; previousUntil: string | null };
type Confirming = { kind: 'rotate' | 'delete'; endpoint: WebhookEndpoint };

/** The Standard Webhooks headers, written as code wherever the texts name them. */
const headerNames = /(webhook-id|webhook-timestamp|webhook-signature)/;

/** How a receiver checks a delivery with the secret (the standardwebhooks package, as the developers page says). */
const verifyExample = "import { Webhook } from 'standardwebhooks';\n\nconst event = new Webhook(secret).verify(body, headers);";

/** What an endpoint's state means for its deliveries, when there is something to say. */
function EndpointNotice({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const state = endpointState(endpoint);
  const since = formatInstant(endpoint.failingSince, locale);
  return (
    <>
      {state === 'failing' && endpoint.failingSince && (
        <Alert severity="warning" data-testid="webhook-notice">
          {t('webhooks.state.failing', { since, until: formatInstant(new Date(Date.parse(endpoint.failingSince) + WEBHOOK_RETRY_WINDOW_MS), locale) })}
        </Alert>
      )}
      {state === 'off' && (
        <Alert severity="info" data-testid="webhook-notice">
          {t('webhooks.state.off')}
        </Alert>
      )}
      {state === 'disabled' && (
        <Alert severity="error" data-testid="webhook-notice">
          {t('webhooks.state.disabled', { since })}
        </Alert>
      )}
      {endpoint.previousSecretUntil && (
        <Alert severity="info" variant="outlined" data-testid="webhook-rotation">
          {t('webhooks.state.rotating', { until: formatInstant(endpoint.previousSecretUntil, locale) })}
        </Alert>
      )}
    </>
  );
}

/** One endpoint: its address, description, events, state and counts, its actions, and its delivery log when opened. */
function EndpointCard({
  endpoint,
  busy,
  onEdit,
  onToggle,
  onConfirm,
  onChanged,
}: {
  endpoint: WebhookEndpoint;
  busy: boolean;
  onEdit: () => void;
  onToggle: () => void;
  onConfirm: (kind: Confirming['kind']) => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const [logOpen, setLogOpen] = useState(false);
  const state = endpointState(endpoint);
  const on = endpoint.status === 'active';
  const count = (value: number) => formatNumber(value, locale, 0);
  return (
    <Paper component="article" variant="outlined" aria-label={endpoint.url} sx={{ p: { xs: 1.2, sm: 1.5 } }} data-testid="webhook-endpoint" data-url={endpoint.url} data-state={state}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h3" sx={{ fontFamily: monospace, fontWeight: 700, fontSize: '0.95rem', overflowWrap: 'anywhere' }}>
              {endpoint.url}
            </Typography>
            {endpoint.description && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {endpoint.description}
              </Typography>
            )}
          </Box>
          <Chip size="small" color={endpointStateColor[state]} variant={state === 'active' ? 'filled' : 'outlined'} label={t(`webhooks.status.${state}`)} sx={{ flexShrink: 0 }} data-testid="webhook-status" />
        </Stack>
        <Box component="ul" aria-label={t('webhooks.how.events')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', m: 0, p: 0 }} data-testid="webhook-events">
          {endpoint.eventTypes.map((type) => (
            <li key={type}>
              <Chip size="small" variant="outlined" label={t(eventLabel(type))} title={type} />
            </li>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('webhooks.added', { date: formatInstant(endpoint.createdAt, locale, 'day') })}
          {' · '}
          {t('webhooks.waiting')}: <strong data-testid="webhook-pending">{count(endpoint.pendingCount)}</strong>
          {' · '}
          {t('webhooks.givenUp')}: <strong data-testid="webhook-failed">{count(endpoint.failedCount)}</strong>
        </Typography>
        <EndpointNotice endpoint={endpoint} />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            size="small"
            variant={logOpen ? 'contained' : 'outlined'}
            endIcon={<ExpandMoreIcon sx={{ transform: logOpen ? 'rotate(180deg)' : 'none', transition: 'transform .2s' }} />}
            aria-expanded={logOpen}
            onClick={() => setLogOpen(!logOpen)}
            data-testid="webhook-log-toggle"
          >
            {t(logOpen ? 'webhooks.actions.hideDeliveries' : 'webhooks.actions.deliveries')}
          </Button>
          <Button size="small" variant="outlined" onClick={onEdit} disabled={busy} data-testid="webhook-edit">
            {t('webhooks.actions.edit')}
          </Button>
          <Button size="small" variant="outlined" onClick={() => onConfirm('rotate')} disabled={busy} data-testid="webhook-rotate">
            {t('webhooks.actions.rotate')}
          </Button>
          <Button size="small" variant={on ? 'outlined' : 'contained'} onClick={onToggle} disabled={busy} data-testid="webhook-toggle">
            {t(on ? 'webhooks.actions.turnOff' : 'webhooks.actions.turnOn')}
          </Button>
          <Button size="small" variant="outlined" color="error" onClick={() => onConfirm('delete')} disabled={busy} data-testid="webhook-delete">
            {t('webhooks.actions.delete')}
          </Button>
        </Stack>
        <Collapse in={logOpen} unmountOnExit>
          <Box sx={{ pt: 1, borderTop: 1, borderColor: 'divider' }}>
            <WebhookDeliveries endpoint={endpoint} onChanged={onChanged} />
          </Box>
        </Collapse>
      </Stack>
    </Paper>
  );
}

/** What webhooks send and how: the signature headers, order and retries, and the events with what each reports. */
function HowItWorks() {
  const { t } = useTranslation('account');
  return (
    <Paper variant="outlined" component="section" aria-labelledby="webhooks-how-title" sx={{ p: 1.5 }}>
      <Typography id="webhooks-how-title" component="h2" variant="h6" sx={{ fontWeight: 800, mb: 0.5 }}>
        {t('webhooks.how.title')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { mb: 0.5 } }}>
        {(['signed', 'answer', 'retries'] as const).map((point) => (
          <Typography key={point} component="li" variant="body2">
            {t(`webhooks.how.${point}`)
              .split(headerNames)
              .map((part, index) =>
                index % 2 === 1 ? (
                  <Box key={index} component="code" sx={{ fontFamily: monospace, fontSize: '0.8rem' }}>
                    {part}
                  </Box>
                ) : (
                  part
                ),
              )}
          </Typography>
        ))}
      </Box>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 800, mt: 1.2, mb: 0.5 }}>
        {t('webhooks.how.events')}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, rowGap: 0.75 }}>
        {webhookEventTypes.map((type) => (
          <div key={type}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 700 }}>
              {t(eventLabel(type))}{' '}
              <Box component="code" sx={{ fontFamily: monospace, fontWeight: 400, fontSize: '0.8rem', color: 'text.secondary' }}>
                {type}
              </Box>
            </Typography>
            <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
              {t(eventText(type))}
            </Typography>
          </div>
        ))}
      </Box>
    </Paper>
  );
}

/**
 * [E1] The company's webhook endpoints (company admins): the list with each endpoint's events, state and counts, an
 * empty state that says what to do; adding and editing in a dialog; the signing secret shown once after adding and
 * after a rotation (confirmed: the previous one signs 24 hours more); turning off and on; deleting behind a
 * confirmation; each endpoint's delivery log. The list is loaded in the browser, and again after every change.
 */
export function WebhooksView({ hasCompany }: { hasCompany: boolean }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const [list, setList] = useState<ListState>(hasCompany ? { kind: 'loading' } : { kind: 'noCompany' });
  // undefined: no form open; null: adding; an endpoint: editing it.
  const [editing, setEditing] = useState<WebhookEndpoint | null | undefined>(undefined);
  const [shown, setShown] = useState<ShownSecret | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  // The list, loaded again after every change. No company (any more): the screen says so; another failure leaves a
  // list on screen as it is, and says so when there is none yet.
  const load = useCallback(
    () =>
      api.get('Webhook/Endpoint/GetList', undefined, { locale }).then(
        (answer) => setList({ kind: 'ready', items: answer.items }),
        (error: unknown) => setList((current) => (error instanceof ApiFailure && error.status === 404 ? { kind: 'noCompany' } : current.kind === 'ready' ? current : { kind: 'failed' })),
      ),
    [locale],
  );

  useEffect(() => {
    if (hasCompany) void load();
  }, [hasCompany, load]);

  /** Runs an action on an endpoint: busy meanwhile, the list loaded again after it, its failure said in a toast. */
  const act = async (endpoint: WebhookEndpoint, action: () => Promise<void>) => {
    setBusy(endpoint.id);
    try {
      await action();
      await load();
    } catch (error) {
      toast.error(failureMessage(error, t('webhooks.toast.failed')), { toastId: `webhook-failed-${endpoint.id}` });
    } finally {
      setBusy(null);
    }
  };

  const toggle = (endpoint: WebhookEndpoint) =>
    act(endpoint, async () => {
      const enabled = endpoint.status !== 'active';
      const after = await api.post('Webhook/Endpoint/Update', { id: endpoint.id, enabled }, { locale });
      const message = !enabled ? t('webhooks.toast.off') : after.pendingCount > 0 ? t('webhooks.toast.onWaiting', { count: after.pendingCount }) : t('webhooks.toast.on');
      toast.success(message, { toastId: `webhook-toggled-${endpoint.id}-${enabled}` });
    });

  const rotate = (endpoint: WebhookEndpoint) =>
    act(endpoint, async () => {
      const answer = await api.post('Webhook/Endpoint/RotateSecret', { id: endpoint.id }, { locale });
      setConfirming(null);
      setShown({ secret: answer.secret, url: answer.endpoint.url, previousUntil: answer.endpoint.previousSecretUntil });
      toast.success(t('webhooks.toast.rotated', { until: formatInstant(answer.endpoint.previousSecretUntil, locale) }), { toastId: `webhook-rotated-${endpoint.id}` });
    });

  const remove = (endpoint: WebhookEndpoint) =>
    act(endpoint, async () => {
      await api.post('Webhook/Endpoint/Delete', { id: endpoint.id }, { locale });
      setConfirming(null);
      toast.success(t('webhooks.toast.deleted', { url: endpoint.url }), { toastId: `webhook-deleted-${endpoint.id}` });
    });

  const created = async (answer: WebhookSecretAnswer) => {
    setEditing(undefined);
    setShown({ secret: answer.secret, url: answer.endpoint.url, previousUntil: null });
    toast.success(t('webhooks.toast.created', { url: answer.endpoint.url }), { toastId: `webhook-created-${answer.endpoint.id}` });
    await load();
  };

  const saved = async (endpoint: WebhookEndpoint) => {
    setEditing(undefined);
    toast.success(t('webhooks.toast.saved', { url: endpoint.url }), { toastId: `webhook-saved-${endpoint.id}-${Date.now()}` });
    await load();
  };

  const reloadList = useCallback(() => void load(), [load]);
  const addButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)} data-testid="webhook-create">
      {t('webhooks.create')}
    </Button>
  );

  if (list.kind === 'noCompany') return <Alert severity="info">{t('webhooks.noCompany')}</Alert>;

  const deleting = confirming?.kind === 'delete' ? confirming.endpoint : null;
  return (
    <Stack spacing={1.2}>
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' }, justifyContent: 'space-between' }}>
          <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 640 }}>
            {t('webhooks.intro')}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexShrink: 0, flexWrap: 'wrap' }}>
            <RouteButton to="apiReference" variant="outlined">
              {t('webhooks.docs')}
            </RouteButton>
            {list.kind === 'ready' && list.items.length > 0 && addButton}
          </Stack>
        </Stack>
      </Paper>

      <Box component="section" aria-labelledby="webhooks-list-title">
        <Typography id="webhooks-list-title" component="h2" sx={visuallyHidden}>
          {t('webhooks.listLabel')}
        </Typography>
        {list.kind === 'loading' && (
          <Stack spacing={1.2} aria-busy="true">
            <Skeleton variant="rounded" height={150} />
          </Stack>
        )}
        {list.kind === 'failed' && (
          <Alert severity="error" action={<Button onClick={() => void load()}>{t('webhooks.retry')}</Button>}>
            {t('webhooks.loadFailed')}
          </Alert>
        )}
        {list.kind === 'ready' && list.items.length === 0 && (
          <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, textAlign: 'center', borderStyle: 'dashed' }} data-testid="webhooks-empty">
            <Typography component="h3" variant="h6" sx={{ fontWeight: 800 }}>
              {t('webhooks.empty.title')}
            </Typography>
            <Typography color="text.secondary" sx={{ maxWidth: 560, mx: 'auto', mt: 0.5, mb: 1.2 }}>
              {t('webhooks.empty.text')}
            </Typography>
            {addButton}
          </Paper>
        )}
        {list.kind === 'ready' && list.items.length > 0 && (
          <Stack spacing={1.2}>
            {list.items.map((endpoint) => (
              <EndpointCard
                key={endpoint.id}
                endpoint={endpoint}
                busy={busy === endpoint.id}
                onEdit={() => setEditing(endpoint)}
                onToggle={() => void toggle(endpoint)}
                onConfirm={(kind) => setConfirming({ kind, endpoint })}
                onChanged={reloadList}
              />
            ))}
          </Stack>
        )}
      </Box>

      <HowItWorks />

      {editing !== undefined && <EndpointDialog endpoint={editing} onClose={() => setEditing(undefined)} onCreated={created} onSaved={saved} />}
      <OneTimeSecretDialog
        secret={shown?.secret ?? null}
        subject={shown?.url ?? ''}
        title={t(shown?.previousUntil ? 'webhooks.secret.rotatedTitle' : 'webhooks.secret.createdTitle')}
        textsKey="webhooks.secret"
        testId="webhook"
        onDone={() => setShown(null)}
      >
        {shown?.previousUntil && (
          <Alert severity="info" sx={{ mt: 1.5 }}>
            {t('webhooks.secret.rotatedNote', { until: formatInstant(shown.previousUntil, locale) })}
          </Alert>
        )}
        <Typography variant="body2" sx={{ mt: 1.5, mb: 0.5 }}>
          {t('webhooks.secret.verify')}
        </Typography>
        <Box component="pre" sx={{ m: 0, p: 1, overflowX: 'auto', fontFamily: monospace, fontSize: '0.8rem', bgcolor: 'grey.50', border: 1, borderColor: 'divider', borderRadius: 1 }}>
          {verifyExample}
        </Box>
      </OneTimeSecretDialog>
      <ConfirmDialog
        open={confirming?.kind === 'rotate'}
        title={t('webhooks.rotateTitle')}
        text={confirming ? t('webhooks.rotateText', { url: confirming.endpoint.url }) : ''}
        keepLabel={t('webhooks.keep')}
        confirmLabel={t('webhooks.rotateConfirm')}
        busy={busy !== null}
        onKeep={() => setConfirming(null)}
        onConfirm={() => confirming && void rotate(confirming.endpoint)}
        testId="webhook-rotate-confirm"
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('webhooks.deleteTitle')}
        text={deleting ? [t('webhooks.deleteText', { url: deleting.url }), deleting.pendingCount > 0 ? t('webhooks.deleteWaiting', { count: deleting.pendingCount }) : ''].join(' ').trim() : ''}
        keepLabel={t('webhooks.keep')}
        confirmLabel={t('webhooks.deleteConfirm')}
        busy={busy !== null}
        onKeep={() => setConfirming(null)}
        onConfirm={() => deleting && void remove(deleting)}
        testId="webhook-delete-confirm"
      />
    </Stack>
  );
}
