import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { useLocale } from '@/lib/i18n';
import type { AuditListInput, AuditPage } from '@/lib/schemas/audit';
import { api } from '@/lib/client/api';
import { toastFailure } from '@/lib/client/toast-failure';
import { DataTablePager } from '@/components/list/DataTablePager';
import { AuditEntries } from './AuditEntries';

export type AuditFilters = Pick<AuditListInput, 'actor' | 'entity' | 'action' | 'entityId' | 'from' | 'to'>;

const filterKeys = ['actor', 'entity', 'action', 'entityId', 'from', 'to'] as const;

/** The audit log: filters (actor, entity, action, entity id, Istanbul days), newest first, paged. */
export function AuditLogView({ initial, initialFilters, entities }: { initial: AuditPage; initialFilters: AuditFilters; entities: string[] }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const [data, setData] = useState(initial);
  const [draft, setDraft] = useState<Record<(typeof filterKeys)[number], string>>(() =>
    Object.fromEntries(filterKeys.map((key) => [key, initialFilters[key] ?? ''])) as Record<(typeof filterKeys)[number], string>,
  );
  const [applied, setApplied] = useState<AuditFilters>(initialFilters);
  const [loading, setLoading] = useState(false);
  const load = async (filters: AuditFilters, pageNumber: number, pageSize: number) => {
    setLoading(true);
    try {
      setData(await api.post('Audit/GetList', { ...filters, pageNumber, pageSize }, { locale }).catch(toastFailure(t('audit.loadFailed'), { toastId: 'Audit/GetList-failed', withField: true })));
      setApplied(filters);
    } catch {
      // The toast said why; the previous page stays.
    } finally {
      setLoading(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const filters = Object.fromEntries(filterKeys.map((key) => [key, draft[key].trim() || undefined])) as AuditFilters;
    void load(filters, 1, data.pageSize);
  };
  const field = (key: (typeof filterKeys)[number], extra: object = {}) => (
    <TextField
      label={t(`audit.filters.${key}`)}
      value={draft[key]}
      onChange={(event) => setDraft((current) => ({ ...current, [key]: event.target.value }))}
      size="small"
      fullWidth
      slotProps={{ htmlInput: { 'data-testid': `audit-filter-${key}` }, inputLabel: key === 'from' || key === 'to' ? { shrink: true } : undefined }}
      {...extra}
    />
  );
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" component="form" onSubmit={submit} sx={{ p: 1.5 }} aria-label={t('audit.filters.label')}>
        <Grid container spacing={1.5}>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>{field('actor', { placeholder: t('audit.filters.actorHint') })}</Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            {field('entity', {
              select: true,
              children: [
                <MenuItem key="" value="">
                  {t('audit.filters.any')}
                </MenuItem>,
                ...entities.map((entity) => (
                  <MenuItem key={entity} value={entity}>
                    {entity}
                  </MenuItem>
                )),
              ],
            })}
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>{field('action', { placeholder: t('audit.filters.actionHint') })}</Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>{field('entityId')}</Grid>
          <Grid size={{ xs: 6, md: 4 }}>{field('from', { type: 'date' })}</Grid>
          <Grid size={{ xs: 6, md: 4 }}>{field('to', { type: 'date' })}</Grid>
        </Grid>
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: 'flex-end' }}>
          <Button
            onClick={() => {
              setDraft(Object.fromEntries(filterKeys.map((key) => [key, ''])) as Record<(typeof filterKeys)[number], string>);
              void load({}, 1, data.pageSize);
            }}
          >
            {t('audit.filters.clear')}
          </Button>
          <Button type="submit" variant="contained" disabled={loading} data-testid="audit-apply">
            {t('audit.filters.apply')}
          </Button>
        </Stack>
      </Paper>
      <Paper variant="outlined">
        <AuditEntries
          entries={data.items}
          loading={loading}
          pager={
            <DataTablePager
              page={data}
              pageSizes={[20, 50, 100]}
              onPage={(pageNumber) => void load(applied, pageNumber, data.pageSize)}
              onPageSize={(pageSize) => void load(applied, 1, pageSize)}
            />
          }
        />
      </Paper>
    </Stack>
  );
}
