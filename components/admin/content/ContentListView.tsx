import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { failureMessage } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import { useTranslation } from 'next-i18next/pages';
import { contentKinds } from '@/lib/domain/content';
import { useLocale } from '@/lib/i18n';
import type { ContentPage } from '@/lib/schemas/content-admin';
import { DataTable } from '@/components/list/DataTable';
import { DataTablePager } from '@/components/list/DataTablePager';
import { contentApi } from './content-api';
import { ContentCards, useContentColumns } from './ContentRows';
import { contentPageSizes, contentStates, listRequestOf, listStateToQuery, type ContentListState, type ContentSortColumn } from './content-list-state';

/**
 * Every content entry of every status: kind and state filters, a Turkish-folded search (on the server),
 * sortable columns and paging, all in the address bar; a table on desktop, cards on phones.
 */
export function ContentListView({ initialState }: { initialState: ContentListState }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const router = useRouter();
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
  const columns = useContentColumns(state, (column: ContentSortColumn) =>
    update({ sortColumn: column, sortDescending: state.sortColumn === column ? !state.sortDescending : column === 'UpdatedAt' || column === 'PublishAt' }),
  );
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
      <Paper variant="outlined">
        <DataTable
          rows={items}
          columns={columns}
          rowKey={(item) => item.id}
          rowProps={(item) => ({ 'data-id': item.id, 'data-testid': 'content-row' })}
          label={t('sections.content')}
          testId="content-table"
          empty={t('common.empty')}
          loading={loading}
          cards={<ContentCards items={items} loading={loading} />}
          pager={
            <DataTablePager
              page={{ totalCount: data?.totalCount ?? 0, pageNumber: data?.pageNumber ?? state.pageNumber, pageSize: state.pageSize }}
              pageSizes={contentPageSizes}
              onPage={(pageNumber) => setState((current) => ({ ...current, pageNumber }))}
              onPageSize={(pageSize) => update({ pageSize })}
            />
          }
        />
      </Paper>
    </Stack>
  );
}
