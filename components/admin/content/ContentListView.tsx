import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import NextLink from '@/components/common/NextLink';
import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { failureMessage } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import { useTranslation } from 'next-i18next/pages';
import { routeHref } from '@/components/common/RouteLink';
import { SortHeader } from '@/components/common/SortHeader';
import { contentKinds } from '@/lib/domain/content';
import { useLocale } from '@/lib/i18n';
import type { ContentPage, ContentSummary } from '@/lib/schemas/content-admin';
import { contentApi } from './content-api';
import { contentPageSizes, contentStates, listRequestOf, listStateToQuery, type ContentListState, type ContentSortColumn } from './content-list-state';
import { ContentStateChip, useIstanbulTime } from './ContentStateChip';

const columns: { key: ContentSortColumn; label: string; wide?: boolean }[] = [
  { key: 'TitleTr', label: 'titleTr' },
  { key: 'TitleEn', label: 'titleEn', wide: true },
  { key: 'PublishAt', label: 'state' },
  { key: 'UpdatedAt', label: 'updated' },
];

/** The editor of an entry. */
function useEditorHref() {
  const locale = useLocale();
  return (id: number) => routeHref({ to: 'admin', subPath: 'content/edit', query: { id } }, locale).href;
}

function UpdatedBy({ item }: { item: ContentSummary }) {
  const { t } = useTranslation('admin');
  const time = useIstanbulTime();
  return (
    <>
      <Box component="span" sx={{ display: 'block' }}>
        {time(item.updatedAt)}
      </Box>
      <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8rem' }}>
        {item.updatedByName ?? t('content.bySeed')}
      </Box>
    </>
  );
}

/**
 * Every content entry of every status: kind and state filters, a Turkish-folded search (on the server),
 * sortable columns and paging, all in the address bar; a table on desktop, cards on phones.
 */
export function ContentListView({ initialState }: { initialState: ContentListState }) {
  const { t } = useTranslation('admin');
  const { t: tContent } = useTranslation('content');
  const locale = useLocale();
  const router = useRouter();
  const editorHref = useEditorHref();
  const [state, setState] = useState(initialState);
  const [data, setData] = useState<ContentPage | null>(null);
  const [loading, setLoading] = useState(true);
  const first = useRef(true);

  const load = useCallback(
    async (next: ContentListState) => {
      setLoading(true);
      try {
        setData(await contentApi.list(listRequestOf(next), locale));
      } catch (failure) {
        toast.error(failureMessage(failure, t('content.loadFailed')), { toastId: 'content-list-failed' });
      } finally {
        setLoading(false);
      }
    },
    [locale, t],
  );
  // Every change reloads (typing after a short pause) and is written to the address bar.
  useEffect(() => {
    const delay = first.current ? 0 : 250;
    first.current = false;
    const timer = setTimeout(() => {
      void load(state);
      void router.replace({ pathname: router.pathname, query: listStateToQuery(state) }, undefined, { shallow: true, scroll: false });
    }, delay);
    return () => clearTimeout(timer);
    // The router object changes on every replace: only the state drives this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, load]);

  const update = (next: Partial<ContentListState>) => setState((current) => ({ ...current, pageNumber: 1, ...next }));
  const sortBy = (column: ContentSortColumn) => update({ sortColumn: column, sortDescending: state.sortColumn === column ? !state.sortDescending : column === 'UpdatedAt' || column === 'PublishAt' });
  const kindLabel = (item: ContentSummary) => t(`content.kinds.${item.kind}`);
  const categoryLabel = (item: ContentSummary) => (item.category ? tContent(`categories.${item.kind}.${item.category}`, { defaultValue: item.category }) : null);
  const items = data?.items ?? [];

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Grid container spacing={1.5}>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              label={t('content.search')}
              placeholder={t('content.searchHint')}
              value={state.text}
              onChange={(event) => update({ text: event.target.value.slice(0, 100) })}
              size="small"
              fullWidth
              type="search"
              slotProps={{ htmlInput: { 'data-testid': 'content-search' } }}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <TextField
              select
              label={t('content.kind')}
              value={state.kind}
              onChange={(event) => update({ kind: event.target.value as ContentListState['kind'] })}
              size="small"
              fullWidth
              slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'content-kind-filter' } as object } }}
            >
              <MenuItem value="">{t('content.anyKind')}</MenuItem>
              {contentKinds.map((kind) => (
                <MenuItem key={kind} value={kind}>
                  {t(`content.kinds.${kind}`)}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <TextField
              select
              label={t('content.state')}
              value={state.state}
              onChange={(event) => update({ state: event.target.value as ContentListState['state'] })}
              size="small"
              fullWidth
              slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'content-state-filter' } as object } }}
            >
              <MenuItem value="">{t('content.anyState')}</MenuItem>
              {contentStates.map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`content.states.${value}`)}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
        </Grid>
      </Paper>
      <Paper variant="outlined" aria-busy={loading}>
        <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={t('common.loading')} />}</Box>
        <TableContainer sx={{ display: { xs: 'none', md: 'block' } }}>
          <Table size="small" aria-label={t('sections.content')} data-testid="content-table">
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <SortHeader key={column.key} label={t(`content.columns.${column.label}`)} active={state.sortColumn === column.key} desc={state.sortDescending} sx={column.wide ? { display: { md: 'none', lg: 'table-cell' } } : undefined} onSort={() => sortBy(column.key)} />
                ))}
                <TableCell>{t('content.kind')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item) => (
                <TableRow key={item.id} hover data-id={item.id} data-testid="content-row">
                  <TableCell>
                    <Link component={NextLink} href={editorHref(item.id)} locale={locale} sx={{ fontWeight: 700 }} lang="tr">
                      {item.titleTr}
                    </Link>
                    <Typography variant="body2" sx={{ color: 'text.secondary', fontFamily: 'monospace', fontSize: '0.78rem' }}>
                      {item.slugTr}
                    </Typography>
                  </TableCell>
                  <TableCell lang="en" sx={{ display: { md: 'none', lg: 'table-cell' } }}>
                    {item.titleEn}
                    <Typography variant="body2" sx={{ color: 'text.secondary', fontFamily: 'monospace', fontSize: '0.78rem' }}>
                      {item.slugEn}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <ContentStateChip state={item.state} publishAt={item.publishAt} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <UpdatedBy item={item} />
                  </TableCell>
                  <TableCell>
                    {kindLabel(item)}
                    {categoryLabel(item) && (
                      <Typography variant="body2" sx={{ color: 'text.secondary', fontSize: '0.8rem' }}>
                        {categoryLabel(item)}
                      </Typography>
                    )}
                  </TableCell>
                </TableRow>
              ))}
              {!loading && items.length === 0 && (
                <TableRow>
                  <TableCell colSpan={columns.length + 1}>{t('common.empty')}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <Box component="ul" aria-label={t('sections.content')} sx={{ display: { xs: 'block', md: 'none' }, listStyle: 'none', m: 0, p: 0 }} data-testid="content-cards">
          {items.map((item) => (
            <Box component="li" key={item.id} data-id={item.id} sx={{ px: 1.5, py: 1.2, borderBottom: 1, borderColor: 'divider' }}>
              <Link component={NextLink} href={editorHref(item.id)} locale={locale} sx={{ fontWeight: 700, display: 'block', overflowWrap: 'anywhere' }} lang="tr">
                {item.titleTr}
              </Link>
              <Typography variant="body2" lang="en" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {item.titleEn}
              </Typography>
              <Stack direction="row" sx={{ mt: 0.8, alignItems: 'center', flexWrap: 'wrap', gap: 1, rowGap: 0.5 }}>
                <ContentStateChip state={item.state} publishAt={item.publishAt} />
                <Typography variant="body2">{kindLabel(item)}</Typography>
              </Stack>
              <Box sx={{ mt: 0.5, fontSize: '0.8rem' }}>
                <UpdatedBy item={item} />
              </Box>
            </Box>
          ))}
          {!loading && items.length === 0 && (
            <Box component="li" sx={{ p: 1.5 }}>
              {t('common.empty')}
            </Box>
          )}
        </Box>
        <TablePagination
          component="div"
          count={data?.totalCount ?? 0}
          page={Math.max(0, (data?.pageNumber ?? state.pageNumber) - 1)}
          rowsPerPage={state.pageSize}
          rowsPerPageOptions={[...contentPageSizes]}
          onPageChange={(_event, page) => setState((current) => ({ ...current, pageNumber: page + 1 }))}
          onRowsPerPageChange={(event) => update({ pageSize: Number(event.target.value) })}
          labelRowsPerPage={t('common.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) => t('common.displayedRows', { from, to, count })}
        />
      </Paper>
    </Stack>
  );
}
