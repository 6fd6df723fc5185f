import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import { useRouter } from 'next/router';
import { useCallback, useState, type FormEvent } from 'react';
import { toast } from '@/lib/client/toast';
import { useTranslation } from 'next-i18next/pages';
import { api, apiHref } from '@/lib/client/api';
import { toastFailure } from '@/lib/client/toast-failure';
import { ListPager } from '@/components/admin/operations/ListPager';
import { DataTable, type DataColumn } from '@/components/list/DataTable';
import { TARIFF_MODES } from '@/lib/domain/tariff-csv';
import { formatDay, formatDayRange } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import type { TariffPage, TariffSummary } from '@/lib/schemas/tariff';
import { TariffImportPanel } from './TariffImportPanel';
import { TariffLayoutHelp } from './TariffLayoutHelp';

export interface TariffFilterValues {
  mode: string;
  carrier: string;
  origin: string;
  destination: string;
  validOn: string;
  state: 'all' | 'current' | 'expired';
}

/** /admin/tariffs: the CSV import with its dry run, the export, and the tariff list with validity changes. */
export function TariffsView({ list, filters, today }: { list: TariffPage; filters: TariffFilterValues; today: string }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const router = useRouter();
  const [values, setValues] = useState(filters);
  const [editing, setEditing] = useState<TariffSummary | null>(null);
  const [validTo, setValidTo] = useState('');
  const [saving, setSaving] = useState(false);
  const refresh = useCallback(() => void router.replace(router.asPath, undefined, { scroll: false }), [router]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const query = Object.fromEntries(Object.entries(values).filter(([key, value]) => value && !(key === 'state' && value === 'all')));
    void router.push({ pathname: router.pathname, query });
  };
  // The export carries the list's filters (an empty one is left off).
  const exportHref = apiHref('Tariff/Export', { mode: (filters.mode || undefined) as TariffSummary['mode'] | undefined, carrier: filters.carrier, validOn: filters.validOn });

  const saveValidity = async () => {
    if (!editing) return;
    setSaving(true);
    try {
      await api.post('Tariff/ChangeValidity', { id: editing.id, validTo }, { locale }).catch(toastFailure(t('operations.common.failed'), { toastId: 'Tariff/ChangeValidity-failed', withField: true }));
      toast.success(t('tariffs.validity.saved', { id: editing.id, validTo: formatDay(validTo, locale) }), { toastId: `tariff-validity-${editing.id}` });
      setEditing(null);
      refresh();
    } catch {
      // The toast said why.
    } finally {
      setSaving(false);
    }
  };
  const columns: DataColumn<TariffSummary>[] = [
    {
      id: 'id',
      header: t('tariffs.list.id'),
      sx: { whiteSpace: 'nowrap' },
      cell: (tariff) => (
        <>
          {tariff.id} {tariff.demo && <Chip size="small" label={t('tariffs.list.demo')} />}
        </>
      ),
    },
    { id: 'mode', header: t('tariffs.list.mode'), cell: (tariff) => t(`tariffs.modes.${tariff.mode}`) },
    { id: 'carrier', header: t('tariffs.list.carrier'), cell: (tariff) => tariff.carrier },
    { id: 'lane', header: t('tariffs.list.lane'), sx: { whiteSpace: 'nowrap' }, cell: (tariff) => `${tariff.origin} → ${tariff.destination}` },
    {
      id: 'validity',
      header: t('tariffs.list.validity'),
      sx: { whiteSpace: 'nowrap' },
      cellProps: (tariff) => ({ sx: { color: tariff.validTo < today ? 'text.secondary' : undefined } }),
      cell: (tariff) => formatDayRange(tariff.validFrom, tariff.validTo, locale),
    },
    { id: 'transit', header: t('tariffs.list.transit'), align: 'right', cell: (tariff) => tariff.transitDays },
    {
      id: 'change',
      header: null,
      align: 'right',
      cell: (tariff) =>
        tariff.validTo >= today && (
          <Button
            size="small"
            onClick={() => {
              setEditing(tariff);
              setValidTo(tariff.validTo);
            }}
          >
            {t('tariffs.validity.change')}
          </Button>
        ),
    },
  ];
  const field = (name: keyof TariffFilterValues) => ({
    size: 'small' as const,
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <Stack spacing={2}>
      <TariffImportPanel onImported={refresh} />
      <TariffLayoutHelp />

      <Paper variant="outlined" sx={{ p: 1.5 }} aria-labelledby="tariff-list-title">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}>
          <Typography component="h2" variant="h4" id="tariff-list-title">
            {t('tariffs.list.title')}
          </Typography>
          <Button variant="outlined" startIcon={<DownloadIcon />} href={exportHref} download data-testid="tariff-export">
            {t('tariffs.list.export')}
          </Button>
        </Stack>
        <Box component="form" onSubmit={apply} role="search" aria-label={t('tariffs.list.filters')} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(7, 1fr)' }, gap: 1, mb: 1.5 }}>
          <TextField select label={t('tariffs.list.mode')} {...field('mode')}>
            <MenuItem value="">{t('tariffs.list.any')}</MenuItem>
            {TARIFF_MODES.map((mode) => (
              <MenuItem key={mode} value={mode}>
                {t(`tariffs.modes.${mode}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField label={t('tariffs.list.carrier')} {...field('carrier')} />
          <TextField label={t('tariffs.list.origin')} {...field('origin')} slotProps={{ htmlInput: { maxLength: 5 } }} />
          <TextField label={t('tariffs.list.destination')} {...field('destination')} slotProps={{ htmlInput: { maxLength: 5 } }} />
          <TextField type="date" label={t('tariffs.list.validOn')} {...field('validOn')} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField select label={t('tariffs.list.state')} {...field('state')}>
            {(['all', 'current', 'expired'] as const).map((state) => (
              <MenuItem key={state} value={state}>
                {t(`tariffs.list.states.${state}`)}
              </MenuItem>
            ))}
          </TextField>
          <Button type="submit" variant="contained">
            {t('operations.common.apply')}
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="tariff-total">
          {t('tariffs.list.total', { count: list.totalCount })}
        </Typography>
        <DataTable
          rows={list.items}
          columns={columns}
          rowKey={(tariff) => tariff.id}
          rowProps={(tariff) => ({ 'data-tariff': tariff.id })}
          testId="tariff-list"
          empty={t('tariffs.list.empty')}
          hover={false}
        />
        <ListPager pageNumber={list.pageNumber} pageSize={list.pageSize} totalCount={list.totalCount} />
      </Paper>

      <Dialog open={!!editing} onClose={() => setEditing(null)} aria-labelledby="tariff-validity-title">
        <DialogTitle id="tariff-validity-title">{t('tariffs.validity.title', { id: editing?.id ?? '' })}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 1.5 }}>
            {t('tariffs.validity.hint', { validFrom: formatDay(editing?.validFrom, locale), validTo: formatDay(editing?.validTo, locale) })}
          </Typography>
          <TextField
            type="date"
            size="small"
            label={t('tariffs.validity.newValidTo')}
            value={validTo}
            onChange={(event) => setValidTo(event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: editing && editing.validFrom > today ? editing.validFrom : today } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setEditing(null)}>{t('operations.common.cancel')}</Button>
          <Button variant="contained" onClick={saveValidity} disabled={saving || !validTo}>
            {t('tariffs.validity.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
