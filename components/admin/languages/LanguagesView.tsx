import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { visuallyHidden } from '@/components/common/visually-hidden';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { toast } from '@/lib/client/toast';
import { useTranslation } from 'next-i18next/pages';
import { regionalLocale, useLocale } from '@/lib/i18n';
import type { Language, LanguagePage, LanguageSortColumn } from '@/lib/schemas/language';
import { api } from '@/lib/client/api';
import { toastFailure } from '@/lib/client/toast-failure';
import { columnSorter, DataTable, type DataColumn } from '@/components/list/DataTable';
import { DataTablePager } from '@/components/list/DataTablePager';

export interface LanguageListState {
  pageNumber: number;
  pageSize: number;
  sortColumn: LanguageSortColumn;
  sortDescending: boolean;
}

export { LanguageActions } from './LanguageActions';

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
  const sortBy = columnSorter(state.sortColumn, state.sortDescending, (column: LanguageSortColumn) =>
    go({ sortColumn: column, sortDescending: state.sortColumn === column ? !state.sortDescending : false, pageNumber: 1 }),
  );
  const columns: DataColumn<Language>[] = [
    { id: 'code', header: t('languages.code'), sort: sortBy('Code'), sx: { fontFamily: 'monospace', fontWeight: 700 }, cell: (language) => language.code },
    { id: 'name', header: t('languages.name'), sort: sortBy('Name'), cell: (language) => language.name },
    { id: 'nativeName', header: t('languages.nativeName'), sort: sortBy('NativeName'), from: 'sm', cellProps: (language) => ({ lang: language.code }), cell: (language) => language.nativeName },
    {
      id: 'active',
      header: t('languages.active'),
      sort: sortBy('IsActive'),
      cell: (language) => <Chip size="small" color={language.isActive ? 'success' : 'default'} label={t(language.isActive ? 'common.yes' : 'common.no')} />,
    },
    { id: 'createdAt', header: t('languages.createdAt'), sort: sortBy('CreatedAt'), from: 'sm', cell: (language) => dates.format(new Date(language.createdAt)) },
    {
      id: 'actions',
      header: <Box component="span" sx={visuallyHidden}>{t('common.actions')}</Box>,
      align: 'right',
      cell: (language) => (
        <IconButton aria-label={t('languages.deleteLabel', { code: language.code })} onClick={() => setToDelete(language)} data-testid={`language-delete-${language.code}`}>
          <DeleteIcon />
        </IconButton>
      ),
    },
  ];
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
      <DataTable
        rows={data.items}
        columns={columns}
        rowKey={(language) => language.id}
        rowProps={(language) => ({ 'data-code': language.code })}
        label={t('sections.languages')}
        testId="languages-table"
        empty={t('common.empty')}
        pager={
          <DataTablePager
            page={data}
            pageSizes={[10, 25, 50]}
            onPage={(pageNumber) => go({ pageNumber })}
            onPageSize={(pageSize) => go({ pageSize, pageNumber: 1 })}
          />
        }
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
