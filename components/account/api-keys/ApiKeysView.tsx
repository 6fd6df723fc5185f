import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
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
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import KeyIcon from '@mui/icons-material/VpnKeyOutlined';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'next-i18next/pages';
import { useScreenReload } from '@/components/account/AccountScreenPage';
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
    <Dialog open={open} onClose={() => !formState.isSubmitting && close()} fullWidth maxWidth="sm" aria-labelledby="api-key-create-title">
      <form noValidate onSubmit={(event) => void submit(event)} data-testid="api-key-form">
        <DialogTitle id="api-key-create-title">{t('apiKeys.dialog.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={1.5} sx={{ pt: 0.5 }}>
            <Controller
              name="name"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  autoFocus
                  fullWidth
                  required
                  label={t('apiKeys.dialog.name')}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? t('apiKeys.dialog.nameHint')}
                  slotProps={{ htmlInput: { 'data-testid': 'api-key-name', maxLength: 80 } }}
                />
              )}
            />
            <Controller
              name="scopes"
              control={control}
              render={({ field, fieldState }) => (
                <FormControl component="fieldset" error={Boolean(fieldState.error)} required>
                  <FormLabel component="legend">{t('apiKeys.dialog.scopes')}</FormLabel>
                  <FormGroup>
                    {scopes.map((scope) => (
                      <FormControlLabel
                        key={scope}
                        control={
                          <Checkbox
                            checked={field.value.includes(scope)}
                            onChange={(event) => field.onChange(event.target.checked ? scopes.filter((item) => item === scope || field.value.includes(item)) : field.value.filter((item) => item !== scope))}
                            onBlur={field.onBlur}
                            slotProps={{ input: { 'data-testid': `api-key-scope-${scope}` } as never }}
                          />
                        }
                        label={
                          <span>
                            <Box component="code" sx={{ fontWeight: 700, mr: 0.75 }}>
                              {scope}
                            </Box>
                            <Typography component="span" variant="body2" color="text.secondary">
                              {t(scopeText(scope))}
                            </Typography>
                          </span>
                        }
                      />
                    ))}
                  </FormGroup>
                  <FormHelperText>{fieldState.error?.message ?? t('apiKeys.dialog.scopesHint')}</FormHelperText>
                </FormControl>
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
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 1.5, pb: 1.2 }}>
          <Button onClick={close} disabled={formState.isSubmitting}>
            {t('apiKeys.dialog.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting} data-testid="api-key-submit">
            {formState.isSubmitting ? t('apiKeys.dialog.working') : t('apiKeys.dialog.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The new key's secret, shown this once: closed only by its button (a click beside it or Escape would lose it). */
function SecretDialog({ created, onDone }: { created: CreateApiKeyAnswer | null; onDone: () => void }) {
  const { t } = useTranslation('account');
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const copy = async (secret: string) => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('copied');
    } catch {
      // No clipboard outside a secure origin, or permission refused: the field is selectable.
      setCopied('failed');
    }
  };
  const done = () => {
    setCopied(null);
    onDone();
  };
  return (
    <Dialog open={created !== null} fullWidth maxWidth="sm" aria-labelledby="api-key-secret-title" aria-describedby="api-key-secret-warning">
      {created && (
        <>
          <DialogTitle id="api-key-secret-title">{t('apiKeys.secret.title')}</DialogTitle>
          <DialogContent>
            <Alert severity="warning" id="api-key-secret-warning" sx={{ mb: 1.5 }}>
              {t('apiKeys.secret.warning')}
            </Alert>
            <Typography variant="body2" sx={{ fontWeight: 700, mb: 0.5 }}>
              {created.key.name}
            </Typography>
            <TextField
              fullWidth
              multiline
              label={t('apiKeys.secret.label')}
              value={created.secret}
              onFocus={(event) => event.target.select()}
              slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'api-key-secret', spellCheck: false, style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.9rem', wordBreak: 'break-all' } } }}
            />
            <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
              <Button variant="outlined" startIcon={copied === 'copied' ? <CheckIcon /> : <ContentCopyIcon />} onClick={() => void copy(created.secret)} data-testid="api-key-copy">
                {t('apiKeys.secret.copy')}
              </Button>
              <Typography component="span" role="status" aria-live="polite" variant="body2" sx={{ color: copied === 'failed' ? 'error.main' : 'success.main' }}>
                {copied ? t(`apiKeys.secret.${copied === 'copied' ? 'copied' : 'copyFailed'}`) : ''}
              </Typography>
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 1.5, pb: 1.2 }}>
            <Button variant="contained" onClick={done} data-testid="api-key-secret-done">
              {t('apiKeys.secret.done')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
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
                      <Typography component="code" variant="body2" sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', whiteSpace: 'nowrap' }}>
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
      <SecretDialog created={created} onDone={() => setCreated(null)} />
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
