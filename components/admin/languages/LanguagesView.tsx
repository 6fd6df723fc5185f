import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
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
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@/components/common/visually-hidden';
import CancelIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useRouter } from 'next/router';
import { useState, type ReactNode } from 'react';
import { toast } from '@/lib/client/toast';
import { useTranslation } from 'next-i18next/pages';
import { formatInstant } from '@/lib/format';
import { regionalLocale, useLocale } from '@/lib/i18n';
import type { Language, LanguagePage, LanguageSortColumn } from '@/lib/schemas/language';
import type { LanguageSiteStatus } from '@/lib/server/languages/site-status';
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

/** What a language of the list does, and what it takes to reach the site's switcher: said before the table. */
function AboutLanguages() {
  const { t } = useTranslation('admin');
  return (
    <Alert severity="info" sx={{ mb: 2, overflowWrap: 'anywhere' }} data-testid="languages-about">
      <AlertTitle>{t('languages.about.title')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5, '& li + li': { mt: 0.5 } }}>
        <li>{t('languages.about.list')}</li>
        <li>{t('languages.about.content')}</li>
        <li>{t('languages.about.switcher')}</li>
      </Box>
    </Alert>
  );
}

function StatusLine({ ok, children, testId, flag }: { ok: boolean; children: ReactNode; testId: string; flag: string }) {
  const Icon = ok ? CheckCircleIcon : CancelIcon;
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }} data-testid={testId} {...{ [flag]: String(ok) }}>
      <Icon fontSize="small" color={ok ? 'success' : 'disabled'} aria-hidden sx={{ mt: '1px' }} />
      <Typography variant="body2">{children}</Typography>
    </Box>
  );
}

/** A language on the site: its translations (decided on the server from the locale files) and the language switcher. */
function SiteStatus({ language, status }: { language: Language; status: LanguageSiteStatus }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const { translations, switcher } = status;
  const list = (items: string[]) => new Intl.ListFormat(regionalLocale[locale], { type: 'conjunction' }).format(items);
  const translationsText = translations.present
    ? t('languages.translationsPresent')
    : translations.missing.length === translations.total
      ? t('languages.translationsNone', { code: language.code })
      : t('languages.translationsMissing', { names: list(translations.missing) });
  return (
    <Stack spacing={0.5}>
      <StatusLine ok={translations.present} testId={`language-translations-${language.code}`} flag="data-present">
        {translationsText}
      </StatusLine>
      <StatusLine ok={switcher.shown} testId={`language-switcher-${language.code}`} flag="data-shown">
        {switcher.shown ? t('languages.inSwitcher') : t('languages.notInSwitcher', { reasons: list(switcher.lacks.map((lack) => t(`languages.lacks.${lack}`))) })}
      </StatusLine>
    </Stack>
  );
}

/**
 * The delete button of a row; for the site's own languages disabled, with the reason beside it as text (a touch
 * screen shows no tooltip) that the button names as its description.
 */
function DeleteAction({ language, deletable, onDelete }: { language: Language; deletable: boolean; onDelete: () => void }) {
  const { t } = useTranslation('admin');
  const button = (
    <IconButton
      aria-label={t('languages.deleteLabel', { code: language.code })}
      onClick={onDelete}
      disabled={!deletable}
      aria-describedby={deletable ? undefined : `language-protected-${language.id}`}
      data-testid={`language-delete-${language.code}`}
    >
      <DeleteIcon />
    </IconButton>
  );
  if (deletable) return button;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 0.5 }}>
      <Typography id={`language-protected-${language.id}`} variant="caption" color="text.secondary" sx={{ maxWidth: 200, textAlign: 'right' }} data-testid={`language-protected-${language.code}`}>
        {t('languages.protected')}
      </Typography>
      {button}
    </Box>
  );
}

/**
 * The languages table: paged and sorted on the server (the page's getServerSideProps reads the state from the address
 * bar), each language's status on the site (`site`, by id, from lib/server/languages/languages-screen.ts), deleting
 * behind a confirmation dialog, except the site's own languages.
 */
export function LanguagesView({ data, site, state }: { data: LanguagePage; site: Record<number, LanguageSiteStatus>; state: LanguageListState }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const router = useRouter();
  const [toDelete, setToDelete] = useState<Language | null>(null);
  const [busy, setBusy] = useState(false);
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
    {
      id: 'site',
      header: t('languages.site'),
      from: 'sm',
      cell: (language) => {
        const status = site[language.id];
        return status ? <SiteStatus language={language} status={status} /> : null;
      },
    },
    { id: 'createdAt', header: t('languages.createdAt'), sort: sortBy('CreatedAt'), from: 'md', cell: (language) => formatInstant(language.createdAt, locale, 'day') },
    {
      id: 'actions',
      header: <Box component="span" sx={visuallyHidden}>{t('common.actions')}</Box>,
      align: 'right',
      cell: (language) => <DeleteAction language={language} deletable={site[language.id]?.deletable ?? false} onDelete={() => setToDelete(language)} />,
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
    <>
      <AboutLanguages />
      {/* A phone scrolls the table inside its frame; the page itself never grows wider than the screen. */}
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
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
    </>
  );
}
