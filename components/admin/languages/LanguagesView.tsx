import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { visuallyHidden } from '@/components/common/visually-hidden';
import { SortHeader } from '@/components/common/SortHeader';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '@/lib/client/toast';
import { useTranslation } from 'next-i18next/pages';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { regionalLocale, useLocale } from '@/lib/i18n';
import type { Language, LanguagePage, LanguageSortColumn } from '@/lib/schemas/language';
import { api } from '@/lib/client/api';
import { toastFailure } from '@/lib/client/toast-failure';

export interface LanguageListState {
  pageNumber: number;
  pageSize: number;
  sortColumn: LanguageSortColumn;
  sortDescending: boolean;
}

interface CreateValues {
  code: string;
  name: string;
  nativeName: string;
  isActive: boolean;
}

/** Seen by screen readers only (the actions column's header). */

/** Columns a phone leaves out (the table keeps code, name, state and the delete button on screen). */
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;

const columns: { key: LanguageSortColumn; label: string; wide?: boolean }[] = [
  { key: 'Code', label: 'code' },
  { key: 'Name', label: 'name' },
  { key: 'NativeName', label: 'nativeName', wide: true },
  { key: 'IsActive', label: 'active' },
  { key: 'CreatedAt', label: 'createdAt', wide: true },
];

/** The create dialog: validated with the API's own schema (lib/schemas/language.ts, loaded on first check). */
function CreateLanguageDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (language: Language) => void }) {
  const { t } = useTranslation('admin');
  const { t: tErrors } = useTranslation('errors');
  const locale = useLocale();
  const { control, handleSubmit, formState, reset } = useForm<CreateValues>({
    defaultValues: { code: '', name: '', nativeName: '', isActive: true },
    resolver: lazyZodResolver<CreateValues>(() => import('@/lib/schemas/language').then((module) => module.languageCreateRequest), (code, params) => tErrors(code, params)),
  });
  const submit = handleSubmit(async (values) => {
    try {
      const created = await api.post('Language/Create', values, { locale }).catch(toastFailure(t('languages.createFailed'), { toastId: 'Language/Create-failed', withField: true }));
      reset();
      onCreated(created);
    } catch {
      // The toast said why; the dialog stays open with the values.
    }
  });
  const text = (name: 'code' | 'name' | 'nativeName', extra?: object) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          {...extra}
          label={t(`languages.${name}`)}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? (name === 'code' ? t('languages.codeHint') : undefined)}
          fullWidth
          slotProps={{ htmlInput: { 'data-testid': `language-${name}` } }}
        />
      )}
    />
  );
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="create-language-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="create-language-title">{t('languages.createTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={1.5} sx={{ pt: 1 }}>
            {text('code', { autoFocus: true })}
            {text('name')}
            {text('nativeName')}
            <Controller
              name="isActive"
              control={control}
              render={({ field }) => <FormControlLabel control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />} label={t('languages.active')} />}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting} data-testid="language-save">
            {t('languages.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The "New language" button beside the title, and its dialog. */
export function LanguageActions() {
  const { t } = useTranslation('admin');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(true)} data-testid="language-new">
        {t('languages.new')}
      </Button>
      {open && (
        <CreateLanguageDialog
          open={open}
          onClose={() => setOpen(false)}
          onCreated={(language) => {
            setOpen(false);
            toast.success(t('languages.created', { code: language.code }));
            void router.replace(router.asPath, undefined, { scroll: false });
          }}
        />
      )}
    </>
  );
}

/**
 * The languages table: paged and sorted on the server (the page's getServerSideProps reads the state
 * from the address bar), deleting behind a confirmation dialog.
 */
export function LanguagesView({ data, state }: { data: LanguagePage; state: LanguageListState }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const router = useRouter();
  const [toDelete, setToDelete] = useState<Language | null>(null);
  const [busy, setBusy] = useState(false);
  const dates = new Intl.DateTimeFormat(regionalLocale[locale], { dateStyle: 'medium', timeZone: 'Europe/Istanbul' });
  const go = (next: Partial<LanguageListState>) => {
    const merged = { ...state, ...next };
    void router.push(
      { pathname: router.pathname, query: { page: merged.pageNumber, size: merged.pageSize, sort: merged.sortColumn, desc: merged.sortDescending ? '1' : '0' } },
      undefined,
      { scroll: false },
    );
  };
  const sortBy = (column: LanguageSortColumn) =>
    go({ sortColumn: column, sortDescending: state.sortColumn === column ? !state.sortDescending : false, pageNumber: 1 });
  const confirmDelete = async () => {
    if (!toDelete) return;
    setBusy(true);
    try {
      await api.get('Language/Delete', { id: toDelete.id }, { locale }).catch(toastFailure(t('languages.deleteFailed'), { toastId: 'Language/Delete-failed', withField: true }));
      toast.success(t('languages.deleted', { code: toDelete.code }));
      setToDelete(null);
      const lastOnPage = data.items.length === 1 && state.pageNumber > 1;
      if (lastOnPage) go({ pageNumber: state.pageNumber - 1 });
      else void router.replace(router.asPath, undefined, { scroll: false });
    } catch {
      setToDelete(null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label={t('sections.languages')} data-testid="languages-table">
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <SortHeader key={column.key} label={t(`languages.${column.label}`)} active={state.sortColumn === column.key} desc={state.sortDescending} sx={column.wide ? wideOnly : undefined} onSort={() => sortBy(column.key)} />
              ))}
              <TableCell align="right">
                <Box component="span" sx={visuallyHidden}>
                  {t('common.actions')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.items.map((language) => (
              <TableRow key={language.id} hover data-code={language.code}>
                <TableCell sx={{ fontFamily: 'monospace', fontWeight: 700 }}>{language.code}</TableCell>
                <TableCell>{language.name}</TableCell>
                <TableCell lang={language.code} sx={wideOnly}>
                  {language.nativeName}
                </TableCell>
                <TableCell>
                  <Chip size="small" color={language.isActive ? 'success' : 'default'} label={t(language.isActive ? 'common.yes' : 'common.no')} />
                </TableCell>
                <TableCell sx={wideOnly}>{dates.format(new Date(language.createdAt))}</TableCell>
                <TableCell align="right">
                  <IconButton aria-label={t('languages.deleteLabel', { code: language.code })} onClick={() => setToDelete(language)} data-testid={`language-delete-${language.code}`}>
                    <DeleteIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
            {data.items.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length + 1}>{t('common.empty')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={data.totalCount}
        page={data.pageNumber - 1}
        rowsPerPage={data.pageSize}
        rowsPerPageOptions={[10, 25, 50]}
        onPageChange={(_event, page) => go({ pageNumber: page + 1 })}
        onRowsPerPageChange={(event) => go({ pageSize: Number(event.target.value), pageNumber: 1 })}
        labelRowsPerPage={t('common.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) => t('common.displayedRows', { from, to, count })}
      />
      <Dialog open={toDelete !== null} onClose={() => setToDelete(null)} aria-labelledby="delete-language-title">
        <DialogTitle id="delete-language-title">{t('languages.deleteTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('languages.deleteText', { name: toDelete?.name ?? '', code: toDelete?.code ?? '' })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setToDelete(null)}>{t('common.cancel')}</Button>
          <Button color="error" variant="contained" onClick={confirmDelete} disabled={busy} data-testid="language-delete-confirm">
            {t('languages.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
