import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import KeyIcon from '@mui/icons-material/VpnKeyOutlined';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'next-i18next/pages';
import { useScreenReload } from '@/components/account/AccountScreenPage';
import { FormCheckboxGroup, FormDialog } from '@/components/account/FormDialog';
import { FormTextField } from '@/components/account/FormFields';
import { monospace, OneTimeSecretDialog } from '@/components/account/OneTimeSecretDialog';
import { stackedTableRowSx } from '@/components/account/stacked-table-row';
import { ConfirmDialog } from '@/components/common/ConfirmDialog';
import { RouteButton } from '@/components/common/RouteLink';
import { api, failureMessage, fieldProblems } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { formatInstant } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import type { ApiKey, ApiKeyListAnswer, ApiKeyScope, ApiKeyStatus, CreateApiKeyAnswer } from '@/lib/schemas/api-key';

/** The scopes and expiries offered (kept here: the schema module, with zod, loads only on validation). */
const scopes: readonly ApiKeyScope[] = ['quotes:read', 'requests:write', 'requests:read', 'reservations:read', 'tracking:read', 'webhooks:manage'];
const expiryDays = [30, 90, 180, 365] as const;

interface CreateValues {
  name: string;
  scopes: ApiKeyScope[];
  expiresInDays: number | null;
}

/** A scope's description: `quotes:read` under apiKeys.scopes.quotes.read (i18next reads a colon as its namespace separator). */
const scopeText = (scope: ApiKeyScope) => `apiKeys.scopes.${scope.replace(':', '.')}`;

const statusColor: Record<ApiKeyStatus, 'success' | 'warning' | 'default'> = { active: 'success', expired: 'warning', revoked: 'default' };

function CreateKeyDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (answer: CreateApiKeyAnswer) => Promise<void> }) {
  const { t } = useTranslation('account');
  const { t: tErrors } = useTranslation('errors');
  const locale = useLocale();
  const { control, handleSubmit, formState, reset, setError } = useForm<CreateValues>({
    mode: 'onTouched',
    defaultValues: { name: '', scopes: [], expiresInDays: 90 },
    resolver: lazyZodResolver<CreateValues>(() => import('@/lib/schemas/api-key').then((module) => module.createApiKeyBody), (code, params) => tErrors(code, params)),
  });
  const close = () => {
    reset();
    onClose();
  };
  const submit = handleSubmit(async (values) => {
    try {
      const answer = await api.post('ApiKey/Create', values, { locale });
      reset();
      await onCreated(answer);
    } catch (error) {
      const problems = fieldProblems(error);
      for (const problem of problems) if (problem.field === 'name' || problem.field === 'scopes' || problem.field === 'expiresInDays') setError(problem.field, { message: problem.message });
      if (problems.length === 0) toast.error(failureMessage(error, t('apiKeys.failed')), { toastId: 'api-key-failed' });
    }
  });
  return (
    <FormDialog
      open={open}
      title={t('apiKeys.dialog.title')}
      testId="api-key-form"
      submitTestId="api-key-submit"
      submitting={formState.isSubmitting}
      cancelLabel={t('apiKeys.dialog.cancel')}
      submitLabel={formState.isSubmitting ? t('apiKeys.dialog.working') : t('apiKeys.dialog.submit')}
      onClose={close}
      onSubmit={(event) => void submit(event)}
    >
      <FormTextField name="name" control={control} required label={t('apiKeys.dialog.name')} help={t('apiKeys.dialog.nameHint')} testId="api-key-name" htmlInput={{ maxLength: 80 }} />
      <FormCheckboxGroup
        name="scopes"
        control={control}
        legend={t('apiKeys.dialog.scopes')}
        help={t('apiKeys.dialog.scopesHint')}
        options={scopes}
        testId={(scope) => `api-key-scope-${scope}`}
        label={(scope) => (
          <span>
            <Box component="code" sx={{ fontWeight: 700, mr: 0.75 }}>
              {scope}
            </Box>
            <Typography component="span" variant="body2" color="text.secondary">
              {t(scopeText(scope))}
            </Typography>
          </span>
        )}
      />
      <Controller
        name="expiresInDays"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            select
            fullWidth
            label={t('apiKeys.dialog.expiry')}
            value={field.value === null ? 'never' : String(field.value)}
            onChange={(event) => field.onChange(event.target.value === 'never' ? null : Number(event.target.value))}
            onBlur={field.onBlur}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? ' '}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'api-key-expiry' } as never } }}
          >
            {expiryDays.map((days) => (
              <MenuItem key={days} value={String(days)}>
                {t('apiKeys.dialog.days', { count: days })}
              </MenuItem>
            ))}
            <MenuItem value="never">{t('apiKeys.dialog.noExpiry')}</MenuItem>
          </TextField>
        )}
      />
    </FormDialog>
  );
}

/**
 * [E1] The company's API keys (company admins): a list with name, prefix, scopes, created, last used, expiry and
 * status; a new key's secret shown once in a dialog with a copy button; revoking behind a confirmation. After each
 * change the screen's data is loaded again.
 */
export function ApiKeysView({ data, companyName }: { data: ApiKeyListAnswer; companyName: string }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const reload = useScreenReload();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreateApiKeyAnswer | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [busy, setBusy] = useState(false);

  const revoke = async (key: ApiKey) => {
    setBusy(true);
    try {
      await api.post('ApiKey/Revoke', { id: key.id }, { locale });
      toast.success(t('apiKeys.revoked', { name: key.name }), { toastId: `api-key-revoked-${key.id}` });
      setRevoking(null);
      await reload();
    } catch (error) {
      toast.error(failureMessage(error, t('apiKeys.failed')), { toastId: `api-key-failed-${key.id}` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1.2}>
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' }, justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 640 }}>
            {t('apiKeys.intro', { company: companyName })}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
            <RouteButton to="apiReference" variant="outlined">
              {t('apiKeys.docs')}
            </RouteButton>
            <Button variant="contained" startIcon={<KeyIcon />} onClick={() => setCreating(true)} data-testid="api-key-create">
              {t('apiKeys.create')}
            </Button>
          </Stack>
        </Stack>
        {data.items.length === 0 ? (
          <Typography sx={{ py: 1 }} data-testid="api-keys-empty">
            {t('apiKeys.empty')}
          </Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label={t('apiKeys.create')} sx={{ '& td, & th': { px: { xs: 0.5, sm: 1 }, verticalAlign: 'top' } }}>
              <TableHead sx={{ display: { xs: 'none', md: 'table-header-group' }, '& th': { whiteSpace: 'nowrap' } }}>
                <TableRow>
                  <TableCell>{t('apiKeys.columns.name')}</TableCell>
                  <TableCell>{t('apiKeys.columns.scopes')}</TableCell>
                  <TableCell>{t('apiKeys.columns.created')}</TableCell>
                  <TableCell>{t('apiKeys.columns.lastUsed')}</TableCell>
                  <TableCell>{t('apiKeys.columns.expires')}</TableCell>
                  <TableCell>{t('apiKeys.columns.status')}</TableCell>
                  <TableCell align="right">{t('apiKeys.columns.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.items.map((key) => (
                  <TableRow
                    key={key.id}
                    data-testid={`api-key-row-${key.prefix}`}
                    sx={stackedTableRowSx('1fr 1fr')}
                  >
                    <TableCell sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
                      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{key.name}</Typography>
                      <Typography component="code" variant="body2" sx={{ fontFamily: monospace, whiteSpace: 'nowrap' }}>
                        {key.prefix}…
                      </Typography>
                      {key.createdBy && (
                        <Typography variant="body2" color="text.secondary">
                          {t('apiKeys.by', { name: key.createdBy })}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
                      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }} aria-label={t('apiKeys.columns.scopes')}>
                        {key.scopes.map((scope) => (
                          <Chip key={scope} size="small" variant="outlined" label={scope} title={t(scopeText(scope))} />
                        ))}
                      </Box>
                    </TableCell>
                    <TableCell>
                      <Typography variant="caption" color="text.secondary" sx={{ display: { md: 'none' } }}>
                        {t('apiKeys.columns.created')}
                      </Typography>
                      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }} title={formatInstant(key.createdAt, locale)}>
                        {formatInstant(key.createdAt, locale, 'day')}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <Typography variant="caption" color="text.secondary" sx={{ display: { md: 'none' } }}>
                        {t('apiKeys.columns.lastUsed')}
                      </Typography>
                      <Typography variant="body2" data-testid={`api-key-last-used-${key.prefix}`}>
                        {formatInstant(key.lastUsedAt, locale) || t('apiKeys.never')}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <Typography variant="caption" color="text.secondary" sx={{ display: { md: 'none' } }}>
                        {t('apiKeys.columns.expires')}
                      </Typography>
                      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }} title={formatInstant(key.expiresAt, locale)}>
                        {formatInstant(key.expiresAt, locale, 'day') || t('apiKeys.noExpiry')}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ alignSelf: 'center' }}>
                      <Chip size="small" color={statusColor[key.status]} variant={key.status === 'active' ? 'filled' : 'outlined'} label={t(`apiKeys.statuses.${key.status}`)} data-testid={`api-key-status-${key.prefix}`} />
                    </TableCell>
                    <TableCell align="right" sx={{ alignSelf: 'center' }}>
                      {key.status !== 'revoked' && (
                        <Button size="small" color="error" variant="outlined" onClick={() => setRevoking(key)} aria-label={t('apiKeys.revokeOf', { name: key.name })} data-testid={`api-key-revoke-${key.prefix}`}>
                          {t('apiKeys.revoke')}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Paper>
      <CreateKeyDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={async (answer) => {
          setCreating(false);
          setCreated(answer);
          toast.success(t('apiKeys.created', { name: answer.key.name }), { toastId: `api-key-created-${answer.key.id}` });
          await reload();
        }}
      />
      <OneTimeSecretDialog
        secret={created?.secret ?? null}
        subject={created?.key.name ?? ''}
        title={t('apiKeys.secret.title')}
        textsKey="apiKeys.secret"
        testId="api-key"
        onDone={() => setCreated(null)}
      />
      <ConfirmDialog
        open={revoking !== null}
        title={t('apiKeys.revokeTitle')}
        text={revoking ? t('apiKeys.revokeText', { name: revoking.name, prefix: revoking.prefix }) : ''}
        keepLabel={t('apiKeys.keep')}
        confirmLabel={t('apiKeys.revokeConfirm')}
        busy={busy}
        onKeep={() => setRevoking(null)}
        onConfirm={() => revoking && void revoke(revoking)}
        testId="api-key-revoke-confirm"
      />
    </Stack>
  );
}
