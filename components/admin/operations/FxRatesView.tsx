import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/client/toast';
import { useTranslation } from 'next-i18next/pages';
import { formatDay, formatNumber, formatPercentChange } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { FX_BACKFILL_DAYS, fxCurrencies } from '@/lib/admin/operations-constants';
import type { FxRateList } from '@/lib/schemas/admin-operations';
import { api, fieldProblems, type FieldProblem } from '@/lib/client/api';
import { toastFailure } from '@/lib/client/toast-failure';
import { DataTable, type DataColumn } from '@/components/list/DataTable';

const parseRate = (text: string) => Number(text.trim().replace(/\s/g, '').replace(',', '.'));

/** /admin/fx-rates: the rates pricing uses now, today's rates to enter, and the recent history. */
export function FxRatesView({ initial }: { initial: FxRateList }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const [list, setList] = useState(initial);
  const [date, setDate] = useState(initial.today);
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(fxCurrencies.map((code) => [code, ''])));
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [busy, setBusy] = useState(false);
  const number = (value: number) => formatNumber(value, locale, 6, 4);
  /** The change against the previous rate, in percent. */
  const changeOf = (row: FxRateList['current'][number]) => (row.previousRate ? formatPercentChange((row.rate - row.previousRate) / row.previousRate, locale) : '—');
  const filled = fxCurrencies.filter((code) => values[code]?.trim());
  const problemOf = (code: string) => {
    const index = filled.indexOf(code as (typeof fxCurrencies)[number]);
    return problems.find((item) => item.field === `rates.${index}.rate` || item.field === `rates.${index}.currency`)?.message;
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (filled.length === 0) {
      toast.error(t('operations.fx.nothing'), { toastId: 'fx-empty' });
      return;
    }
    setBusy(true);
    setProblems([]);
    try {
      const saved = await api
        .post('FxRate/Save', { date, rates: filled.map((currency) => ({ currency, rate: parseRate(values[currency]!) })) }, { locale })
        .catch(toastFailure(t('operations.common.failed'), { toastId: 'FxRate/Save-failed', withField: true }));
      setList(saved);
      setValues(Object.fromEntries(fxCurrencies.map((code) => [code, ''])));
      toast.success(t('operations.fx.saved', { date: formatDay(date, locale) }), { toastId: 'fx-saved' });
    } catch (error) {
      setProblems(fieldProblems(error));
    } finally {
      setBusy(false);
    }
  };
  const dates = [...new Set(list.history.map((row) => row.date))];
  const currencies = [...new Set([...list.current.map((row) => row.currency)])];
  const currentColumns: DataColumn<FxRateList['current'][number]>[] = [
    { id: 'currency', header: t('operations.fx.currency'), sx: { fontWeight: 700 }, cell: (row) => `${row.currency}/TRY` },
    { id: 'rate', header: t('operations.fx.rate'), align: 'right', cellProps: (row) => ({ 'data-testid': `fx-rate-${row.currency}` }), cell: (row) => number(row.rate) },
    { id: 'date', header: t('operations.fx.date'), cell: (row) => formatDay(row.date, locale) },
    { id: 'change', header: t('operations.fx.change'), align: 'right', cell: (row) => changeOf(row) },
  ];
  const historyColumns: DataColumn<string>[] = [
    { id: 'date', header: t('operations.fx.date'), cell: (day) => formatDay(day, locale) },
    ...currencies.map((code): DataColumn<string> => ({
      id: code,
      header: code,
      align: 'right',
      cell: (day) => {
        const row = list.history.find((item) => item.date === day && item.currency === code);
        return row ? number(row.rate) : '—';
      },
    })),
  ];
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Typography component="h2" variant="h4" sx={{ mb: 1 }}>
          {t('operations.fx.current')}
        </Typography>
        <DataTable rows={list.current} columns={currentColumns} rowKey={(row) => row.currency} rowProps={(row) => ({ 'data-currency': row.currency })} testId="fx-current" hover={false} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('operations.fx.cacheNote')}
        </Typography>
      </Paper>

      <Paper variant="outlined" component="form" onSubmit={submit} sx={{ p: 1.5 }} aria-labelledby="fx-form-title" noValidate>
        <Typography component="h2" variant="h4" id="fx-form-title" sx={{ mb: 1 }}>
          {t('operations.fx.enter')}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(5, 1fr)' }, gap: 1.2 }}>
          <TextField
            size="small"
            type="date"
            label={t('operations.fx.date')}
            value={date}
            onChange={(event) => setDate(event.target.value)}
            error={!!problems.find((item) => item.field === 'date')}
            helperText={problems.find((item) => item.field === 'date')?.message ?? t('operations.fx.dateHint', { days: FX_BACKFILL_DAYS })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: list.today } }}
            sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
          />
          {fxCurrencies.map((code) => {
            const current = list.current.find((row) => row.currency === code);
            return (
              <TextField
                key={code}
                size="small"
                label={`${code}/TRY`}
                value={values[code]}
                inputMode="decimal"
                placeholder={current ? number(current.rate) : undefined}
                onChange={(event) => setValues({ ...values, [code]: event.target.value })}
                error={!!problemOf(code)}
                helperText={problemOf(code)}
                slotProps={{ htmlInput: { 'data-testid': `fx-input-${code}` } }}
              />
            );
          })}
        </Box>
        <Button type="submit" variant="contained" sx={{ mt: 1.5 }} disabled={busy} data-testid="fx-save">
          {t('operations.fx.save')}
        </Button>
      </Paper>

      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Typography component="h2" variant="h4" sx={{ mb: 1 }}>
          {t('operations.fx.history')}
        </Typography>
        <DataTable rows={dates} columns={historyColumns} rowKey={(day) => day} hover={false} />
      </Paper>
    </Stack>
  );
}
