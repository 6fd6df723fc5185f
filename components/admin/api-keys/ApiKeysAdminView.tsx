import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { ConfirmDialog } from '@/components/common/ConfirmDialog';
import { DataTable, type DataColumn } from '@/components/list/DataTable';
import { DataTablePager } from '@/components/list/DataTablePager';
import { useServerList } from '@/components/list/useServerList';
import { api } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import { toastFailure } from '@/lib/client/toast-failure';
import { formatInstant } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import type { AllApiKeysInput, AllApiKeysPage, ApiKeyStatus, CompanyApiKey } from '@/lib/schemas/api-key';

export type ApiKeyListState = { pageNumber: number; pageSize: number; text: string; status: 'all' | ApiKeyStatus };

const statusColor: Record<ApiKeyStatus, 'success' | 'warning' | 'default'> = { active: 'success', expired: 'warning', revoked: 'default' };
const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', whiteSpace: 'nowrap' } as const;

/**
 * [E1] /admin/api-keys: every company's API keys (company, name, prefix, scopes, status, created, last used), filtered by
 * status and text, with revoke behind a confirmation (Admin).
 */
export function ApiKeysAdminView({ initial, initialState }: { initial: AllApiKeysPage; initialState: ApiKeyListState }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const fetchPage = useCallback(
    (next: ApiKeyListState) => {
      const body: AllApiKeysInput = { pageNumber: next.pageNumber, pageSize: next.pageSize, status: next.status, text: next.text.trim() || undefined };
      return api.post('ApiKey/GetAll', body, { locale }).catch(toastFailure(t('apiKeys.loadFailed'), { toastId: 'ApiKey/GetAll-failed', withField: true }));
    },
    [locale, t],
  );
  const { query: state, page: data, loading, setPage: setData, update, goTo } = useServerList(initialState, initial, fetchPage);
  const [revoking, setRevoking] = useState<CompanyApiKey | null>(null);
  const [busy, setBusy] = useState(false);

  const revoke = async (key: CompanyApiKey) => {
    setBusy(true);
    try {
      const revoked = await api.post('ApiKey/Revoke', { id: key.id }, { locale }).catch(toastFailure(t('apiKeys.failed'), { toastId: 'ApiKey/Revoke-failed' }));
      setData((current) => ({ ...current, items: current.items.map((item) => (item.id === key.id ? { ...item, ...revoked } : item)) }));
      toast.success(t('apiKeys.revoked', { name: key.name }));
      setRevoking(null);
    } catch {
      // The toast said why.
    } finally {
      setBusy(false);
    }
  };

  const columns: DataColumn<CompanyApiKey>[] = [
    { id: 'company', header: t('apiKeys.company'), from: 'sm', cell: (key) => key.companyName },
    {
      id: 'name',
      header: t('apiKeys.name'),
      cell: (key) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {key.name}
          </Typography>
          <Typography component="code" variant="body2" sx={mono}>
            {key.prefix}…
          </Typography>
          {/* A phone leaves the company's column out: it shows under the key's name. */}
          <Typography variant="body2" color="text.secondary" sx={{ display: { sm: 'none' } }}>
            {key.companyName}
          </Typography>
        </>
      ),
    },
    { id: 'scopes', header: t('apiKeys.scopes'), from: 'md', cell: (key) => <Typography variant="body2">{key.scopes.join(', ')}</Typography> },
    { id: 'created', header: t('apiKeys.created'), from: 'md', cell: (key) => formatInstant(key.createdAt, locale) },
    { id: 'lastUsed', header: t('apiKeys.lastUsed'), from: 'md', cell: (key) => formatInstant(key.lastUsedAt, locale) || t('apiKeys.never') },
    {
      id: 'status',
      header: t('apiKeys.status'),
      cell: (key) => <Chip size="small" color={statusColor[key.status]} variant={key.status === 'active' ? 'filled' : 'outlined'} label={t(`apiKeys.statuses.${key.status}`)} />,
    },
    {
      id: 'actions',
      header: '',
      align: 'right',
      cell: (key) =>
        key.status !== 'revoked' && (
          <Button size="small" color="error" variant="outlined" onClick={() => setRevoking(key)} aria-label={t('apiKeys.revokeOf', { name: key.name, company: key.companyName })} data-testid={`admin-api-key-revoke-${key.prefix}`}>
            {t('apiKeys.revoke')}
          </Button>
        ),
    },
  ];

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Grid container spacing={1.5}>
          <Grid size={{ xs: 12, md: 8 }}>
            <TextField
              label={t('apiKeys.search')}
              placeholder={t('apiKeys.searchHint')}
              value={state.text}
              onChange={(event) => update({ text: event.target.value })}
              size="small"
              fullWidth
              type="search"
              slotProps={{ htmlInput: { 'data-testid': 'api-keys-search' } }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <TextField select label={t('apiKeys.status')} value={state.status} onChange={(event) => update({ status: event.target.value as ApiKeyListState['status'] })} size="small" fullWidth>
              {(['all', 'active', 'expired', 'revoked'] as const).map((status) => (
                <MenuItem key={status} value={status}>
                  {t(`apiKeys.statuses.${status}`)}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
        </Grid>
      </Paper>
      <Paper variant="outlined">
        <DataTable
          rows={data.items}
          columns={columns}
          rowKey={(key) => key.id}
          rowProps={(key) => ({ 'data-prefix': key.prefix, sx: key.status === 'active' ? {} : { opacity: 0.75 } })}
          label={t('sections.apiKeys')}
          testId="api-keys-table"
          empty={t('apiKeys.empty')}
          loading={loading}
          pager={<DataTablePager page={data} pageSizes={[25, 50, 100]} onPage={goTo} onPageSize={(pageSize) => update({ pageSize })} />}
        />
      </Paper>
      <ConfirmDialog
        open={revoking !== null}
        title={t('apiKeys.revokeTitle')}
        text={revoking ? t('apiKeys.revokeText', { name: revoking.name, prefix: revoking.prefix, company: revoking.companyName }) : ''}
        keepLabel={t('apiKeys.keep')}
        confirmLabel={t('apiKeys.revokeConfirm')}
        busy={busy}
        onKeep={() => setRevoking(null)}
        onConfirm={() => revoking && void revoke(revoking)}
        testId="admin-api-key-revoke-confirm"
      />
    </Stack>
  );
}
