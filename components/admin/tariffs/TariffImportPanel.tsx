import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { toast } from '@/lib/client/toast';
import { useTranslation } from 'next-i18next/pages';
import { api } from '@/lib/client/api';
import { toastFailure } from '@/lib/client/toast-failure';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import type { TariffImport } from '@/lib/schemas/tariff';

const POLL_MS = 700;

/**
 * Upload → dry-run report → (clean only) "Import N tariffs" with a confirmation → progress polled from
 * GET /api/Tariff/GetImport until done. `onImported` refreshes the list.
 */
export function TariffImportPanel({ onImported }: { onImported: () => void }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const number = (value: number) => formatNumber(value, locale);
  const [current, setCurrent] = useState<TariffImport | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const failed = t('operations.common.failed');

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    setCurrent(null);
    try {
      const form = new FormData();
      form.append('file', file, file.name);
      setCurrent(await api.post('Tariff/Upload', form, { locale }).catch(toastFailure(failed, { toastId: 'Tariff/Upload-failed', withField: true })));
    } catch {
      // The toast said why.
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    if (!current) return;
    setConfirming(false);
    try {
      setCurrent(await api.post('Tariff/ConfirmImport', { id: current.id }, { locale }).catch(toastFailure(failed, { toastId: 'Tariff/ConfirmImport-failed', withField: true })));
    } catch {
      // The toast said why.
    }
  };

  const importing = current?.status === 'importing';
  const id = current?.id;
  useEffect(() => {
    if (!importing || !id) return;
    let stopped = false;
    const timer = setInterval(async () => {
      try {
        const next = await api.get('Tariff/GetImport', { id }, { locale }).catch(toastFailure(failed, { toastId: 'Tariff/GetImport-failed', withField: true }));
        if (stopped) return;
        setCurrent(next);
        if (next.status === 'imported') {
          toast.success(t('tariffs.import.done', { count: next.importedRows }), { toastId: `tariff-import-${id}` });
          onImported();
        }
      } catch {
        // The next tick tries again.
      }
    }, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [importing, id, locale, failed, onImported, t]);

  const clean = current?.status === 'validated';
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} aria-labelledby="tariff-import-title">
      <Typography component="h2" variant="h4" id="tariff-import-title" sx={{ mb: 1 }}>
        {t('tariffs.import.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('tariffs.import.intro')}
      </Typography>
      <input ref={input} type="file" accept=".csv,text/csv" hidden onChange={upload} data-testid="tariff-file" aria-label={t('tariffs.import.choose')} />
      <Button variant="contained" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()} disabled={busy || importing}>
        {busy ? t('tariffs.import.checking') : t('tariffs.import.choose')}
      </Button>
      {busy && <LinearProgress sx={{ mt: 1.5 }} aria-label={t('tariffs.import.checking')} />}

      {current && (
        <Box sx={{ mt: 2 }} data-testid="tariff-report" data-status={current.status}>
          <Typography variant="body1" sx={{ fontWeight: 700 }}>
            {current.fileName}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="tariff-report-counts">
            {t('tariffs.import.counts', { total: number(current.totalRows), valid: number(current.validRows), bad: number(current.badRows), encoding: current.encoding.toUpperCase() })}
          </Typography>

          {current.status === 'invalid' && (
            <>
              <Alert severity="error" sx={{ mt: 1 }}>
                {t('tariffs.import.notClean', { count: current.badRows || current.report.length })}
              </Alert>
              <Box sx={{ overflowX: 'auto', mt: 1 }}>
                <Table size="small" data-testid="tariff-report-lines">
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('tariffs.import.line')}</TableCell>
                      <TableCell>{t('tariffs.import.field')}</TableCell>
                      <TableCell>{t('tariffs.import.problem')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {current.report.flatMap((bad) =>
                      bad.errors.map((error, index) => (
                        <TableRow key={`${bad.line}-${error.field}-${index}`} data-line={bad.line}>
                          <TableCell>{index === 0 ? bad.line : ''}</TableCell>
                          <TableCell sx={{ fontFamily: 'monospace' }}>{error.field}</TableCell>
                          <TableCell>{t(`tariffs.errors.${error.code}`, { defaultValue: error.code })}</TableCell>
                        </TableRow>
                      )),
                    )}
                  </TableBody>
                </Table>
              </Box>
              {current.badRows > current.report.length && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {t('tariffs.import.truncated', { shown: number(current.report.length) })}
                </Typography>
              )}
            </>
          )}

          {clean && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 1.5, alignItems: { sm: 'center' } }}>
              <Alert severity="success" sx={{ flex: 1 }}>
                {t('tariffs.import.clean')}
              </Alert>
              <Button variant="contained" color="secondary" onClick={() => setConfirming(true)} data-testid="tariff-import-start">
                {t('tariffs.import.start', { count: current.validRows })}
              </Button>
            </Stack>
          )}

          {(importing || current.status === 'imported' || current.status === 'failed') && (
            <Box sx={{ mt: 1.5 }}>
              <LinearProgress
                variant="determinate"
                value={current.validRows ? (100 * current.importedRows) / current.validRows : 0}
                aria-label={t('tariffs.import.progressLabel')}
                data-testid="tariff-import-progress"
              />
              <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="tariff-import-state" role="status">
                {t(`tariffs.import.state.${current.status}`, { done: number(current.importedRows), total: number(current.validRows) })}
              </Typography>
              {current.status === 'failed' && (
                <Button sx={{ mt: 1 }} variant="outlined" onClick={() => setConfirming(true)}>
                  {t('tariffs.import.resume')}
                </Button>
              )}
            </Box>
          )}
        </Box>
      )}

      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="tariff-confirm-title">
        <DialogTitle id="tariff-confirm-title">{t('tariffs.import.confirmTitle')}</DialogTitle>
        <DialogContent>
          <Typography>{t('tariffs.import.confirmText', { count: current?.validRows ?? 0, file: current?.fileName ?? '' })}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('operations.common.cancel')}</Button>
          <Button variant="contained" onClick={confirm} data-testid="tariff-import-confirm">
            {t('tariffs.import.start', { count: current?.validRows ?? 0 })}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
