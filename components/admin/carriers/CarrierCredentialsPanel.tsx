import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { ConfirmDialog } from '@/components/common/ConfirmDialog';
import { DataTable, type DataColumn } from '@/components/list/DataTable';
import { api, failureMessage } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import { toastFailure } from '@/lib/client/toast-failure';
import { formatInstant } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { carrierEventStatuses } from '@/lib/schemas/carrier-event-admin';
import type { CarrierCredentialList, CarrierCredentialSecret } from '@/lib/schemas/carrier-credential';
import { CreateCredentialDialog, CredentialSecretDialog, RotateCredentialDialog } from './CredentialDialogs';

type Credential = CarrierCredentialList['items'][number];
type CredentialState = 'active' | 'rotating' | 'revoked';

const stateOf = (credential: Credential, now: number): CredentialState =>
  credential.revokedAt ? 'revoked' : credential.previousSecretUntil && Date.parse(credential.previousSecretUntil) > now ? 'rotating' : 'active';
const stateColor: Record<CredentialState, 'success' | 'warning' | 'default'> = { active: 'success', rotating: 'warning', revoked: 'default' };

/**
 * [E1] The carriers' credentials (Admin): each with who set it up and when, its last event and its events by status,
 * its state (active, rotating while the previous secret still verifies, revoked); a new credential (the carrier picked
 * from those our shipments name) and a rotation show the secret once with how to sign; revoking asks first.
 */
export function CarrierCredentialsPanel({ initial, pushUrl }: { initial: CarrierCredentialList; pushUrl: string }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const [list, setList] = useState(initial);
  const [creating, setCreating] = useState(false);
  const [rotating, setRotating] = useState<Credential | null>(null);
  const [revoking, setRevoking] = useState<Credential | null>(null);
  const [secret, setSecret] = useState<CarrierCredentialSecret | null>(null);
  const [busy, setBusy] = useState(false);
  const [now] = useState(() => Date.now());

  const reload = async () => {
    try {
      setList(await api.get('Admin/CarrierCredential/GetList', undefined, { locale }).catch(toastFailure(t('carriers.credentials.failed'), { toastId: 'carrier-credentials-load-failed' })));
    } catch {
      // The toast said why.
    }
  };
  const showSecret = (answer: CarrierCredentialSecret, message: string) => {
    setCreating(false);
    setRotating(null);
    setSecret(answer);
    toast.success(message, { toastId: `carrier-credential-${answer.id}` });
    void reload();
  };
  const revoke = async (credential: Credential) => {
    setBusy(true);
    try {
      await api.post('Admin/CarrierCredential/Revoke', { id: credential.id }, { locale });
      toast.success(t('carriers.credentials.revoked', { carrier: credential.carrier }), { toastId: `carrier-credential-revoked-${credential.id}` });
      setRevoking(null);
      await reload();
    } catch (error) {
      toast.error(failureMessage(error, t('carriers.credentials.failed')), { toastId: 'carrier-credential-revoke-failed' });
    } finally {
      setBusy(false);
    }
  };

  const eventCounts = (credential: Credential) => {
    const present = carrierEventStatuses.filter((status) => (credential.events[status] ?? 0) > 0);
    if (present.length === 0) return <Typography variant="body2" color="text.secondary">{t('carriers.credentials.noEvents')}</Typography>;
    return (
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {present.map((status) => (
          <Chip key={status} size="small" variant="outlined" color={status === 'unmatched' ? 'warning' : 'default'} label={t(`carriers.credentials.eventCounts.${status}`, { count: credential.events[status] })} />
        ))}
      </Stack>
    );
  };
  const state = (credential: Credential) => {
    const current = stateOf(credential, now);
    return (
      <>
        <Chip size="small" color={stateColor[current]} variant={current === 'revoked' ? 'outlined' : 'filled'} label={t(`carriers.credentials.states.${current}`)} data-testid={`carrier-credential-state-${credential.id}`} />
        {current === 'rotating' && (
          <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.25 }}>
            {t('carriers.credentials.rotatingUntil', { time: formatInstant(credential.previousSecretUntil, locale) })}
          </Typography>
        )}
        {current === 'revoked' && (
          <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.25 }}>
            {t('carriers.credentials.revokedAt', { time: formatInstant(credential.revokedAt, locale) })}
          </Typography>
        )}
      </>
    );
  };

  const columns: DataColumn<Credential>[] = [
    {
      id: 'carrier',
      header: t('carriers.credentials.columns.carrier'),
      cell: (credential) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {credential.carrier}
          </Typography>
          {credential.createdBy && (
            <Typography variant="caption" color="text.secondary" component="div">
              {t('carriers.credentials.createdBy', { name: credential.createdBy })}
            </Typography>
          )}
          {/* A phone leaves the other columns out: the essentials show under the name. */}
          <Box sx={{ display: { md: 'none' }, mt: 0.5 }}>
            <Box sx={{ display: { sm: 'none' }, mb: 0.5 }}>{state(credential)}</Box>
            <Typography variant="caption" color="text.secondary" component="div">
              {t('carriers.credentials.columns.lastEvent')}: {formatInstant(credential.lastEventAt, locale) || t('carriers.credentials.never')}
            </Typography>
            <Box sx={{ mt: 0.5 }}>{eventCounts(credential)}</Box>
          </Box>
        </>
      ),
    },
    { id: 'created', header: t('carriers.credentials.columns.created'), from: 'md', cell: (credential) => formatInstant(credential.createdAt, locale) },
    { id: 'lastEvent', header: t('carriers.credentials.columns.lastEvent'), from: 'md', cell: (credential) => formatInstant(credential.lastEventAt, locale) || t('carriers.credentials.never') },
    { id: 'events', header: t('carriers.credentials.columns.events'), from: 'md', cell: eventCounts },
    { id: 'state', header: t('carriers.credentials.columns.state'), from: 'sm', cell: state },
    {
      id: 'actions',
      header: '',
      align: 'right',
      cell: (credential) =>
        !credential.revokedAt && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'flex-end' }}>
            <Button size="small" variant="outlined" sx={{ whiteSpace: 'nowrap' }} onClick={() => setRotating(credential)} aria-label={t('carriers.credentials.rotateOf', { carrier: credential.carrier })} data-testid={`carrier-credential-rotate-${credential.id}`}>
              {t('carriers.credentials.rotate')}
            </Button>
            <Button size="small" variant="outlined" color="error" onClick={() => setRevoking(credential)} aria-label={t('carriers.credentials.revokeOf', { carrier: credential.carrier })} data-testid={`carrier-credential-revoke-${credential.id}`}>
              {t('carriers.credentials.revoke')}
            </Button>
          </Stack>
        ),
    },
  ];

  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <Typography color="text.secondary">{t('carriers.credentials.intro')}</Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)} sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }} data-testid="carrier-credential-create">
          {t('carriers.credentials.create')}
        </Button>
      </Stack>
      <Paper variant="outlined">
        <DataTable
          rows={list.items}
          columns={columns}
          rowKey={(credential) => credential.id}
          rowProps={(credential) => ({ 'data-carrier': credential.carrier, sx: credential.revokedAt ? { opacity: 0.75 } : {} })}
          label={t('carriers.tabs.credentials')}
          testId="carrier-credentials-table"
          empty={t('carriers.credentials.empty')}
        />
      </Paper>
      <CreateCredentialDialog open={creating} list={list} onClose={() => setCreating(false)} onCreated={(answer) => showSecret(answer, t('carriers.credentials.created', { carrier: answer.carrier }))} />
      <RotateCredentialDialog credential={rotating} onClose={() => setRotating(null)} onRotated={(answer) => showSecret(answer, t('carriers.credentials.rotated', { carrier: answer.carrier }))} />
      <CredentialSecretDialog answer={secret} pushUrl={pushUrl} onDone={() => setSecret(null)} />
      <ConfirmDialog
        open={revoking !== null}
        title={t('carriers.credentials.revokeTitle')}
        text={revoking ? t('carriers.credentials.revokeText', { carrier: revoking.carrier }) : ''}
        keepLabel={t('carriers.credentials.keep')}
        confirmLabel={t('carriers.credentials.revokeConfirm')}
        busy={busy}
        onKeep={() => setRevoking(null)}
        onConfirm={() => revoking && void revoke(revoking)}
        testId="carrier-credential-revoke-confirm"
      />
    </Stack>
  );
}
