import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import type { Key, ReactNode } from 'react';
import { routeHref } from '@/components/common/RouteLink';
import { useLocale } from '@/lib/i18n';
import { LIST_PAGE_SIZES, withSearchText, type ListState } from '@/lib/list/list-state';
import { columnSorter, DataTable, type DataColumn } from '@/components/list/DataTable';
import { DataTablePager, type DataTablePaging } from '@/components/list/DataTablePager';
import type { RouteKey } from '@/lib/routes';
import { EmptyList, NavigationProgress, PastTheEnd, SortPicker } from './ListControls';

/**
 * The scaffolding every account list (requests, reservations) shares: a toolbar, the progress bar,
 * the empty states, the count, a sortable table on wide screens and cards with a sort picker on
 * phones, and the pager under both. The lists hand it their toolbar, columns, cells and cards.
 */

/** Moving a list to another state is a new URL on its own screen (shareable, rendered on the server). */
export function useListNavigation<State extends ListState<string, string>>(state: State, routeKey: RouteKey, queryOf: (state: State) => Record<string, string>) {
  const router = useRouter();
  const locale = useLocale();
  const go = (next: State) => void router.push(routeHref({ to: routeKey, query: queryOf(next) }, locale).href, undefined, { locale, scroll: false });
  return { go, search: (text: string) => go(withSearchText(state, text)) };
}

export interface ListPage<Item> {
  items: readonly Item[];
  totalCount: number;
  pageNumber: number;
  pageSize: number;
}

/**
 * A column of a list's table: a DataTable column whose sortable header is named by the list's column (`sortBy`,
 * labelled by `labelOf`, sorted through `sortedBy`); the others bring their own header.
 */
export type ListColumn<Item, Column extends string> = Omit<DataColumn<Item>, 'header' | 'sort'> & ({ sortBy: Column; header?: undefined } | { sortBy?: undefined; header: ReactNode });

/** The cells of a calendar day or an instant: a little smaller than the rest. */
export const dateCell = { fontSize: '0.85rem' } as const;

/** The table's fixed layout (the columns' widths are percentages) and its denser cells and bold headers. */
const tableSx = {
  tableLayout: 'fixed',
  '& td, & th': { py: 0.8, px: 0.7 },
  '& td:first-of-type, & th:first-of-type': { pl: 1.1 },
  '& thead th': { fontWeight: 800, bgcolor: 'grey.50', whiteSpace: 'nowrap' },
} as const;

export interface ListViewProps<Item extends { id: Key }, Column extends string, State extends ListState<Column, string>> {
  /** `request` → data-testid request-list, request-list-empty, request-count, request-row, request-card. */
  testPrefix: string;
  page: ListPage<Item>;
  state: State;
  go: (next: State) => void;
  /** The state sorted by a column header (the same column flips, another starts in its natural order). */
  sortedBy: (state: State, column: Column) => State;
  toolbar: ReactNode;
  loadingLabel: string;
  /** Whether any filter is in force: no item then means none matching, with the way to clear them. */
  filtered: boolean;
  withoutFilters: (state: State) => State;
  /** No item matching the filters. */
  noMatch: { title: string; body: string };
  /** No item at all yet, with the way to make one. */
  empty: { title: string; body: string; action: ReactNode };
  pastTheEnd: string;
  count: string;
  /** The columns of the table (wide screens). */
  columns: readonly ListColumn<Item, Column>[];
  /** The content of one phone card. */
  card: (item: Item) => ReactNode;
  sortColumns: readonly Column[];
  labelOf: (column: Column) => string;
  caption?: ReactNode;
  tableTestId?: string;
}

export function ListView<Item extends { id: Key }, Column extends string, State extends ListState<Column, string>>({
  testPrefix,
  page,
  state,
  go,
  sortedBy,
  toolbar,
  loadingLabel,
  filtered,
  withoutFilters,
  noMatch,
  empty,
  pastTheEnd,
  count,
  columns,
  card,
  sortColumns,
  labelOf,
  caption,
  tableTestId,
}: ListViewProps<Item, Column, State>) {
  const { t } = useTranslation('account');
  const paging: DataTablePaging = {
    page,
    pageSizes: LIST_PAGE_SIZES,
    onPage: (next) => go({ ...state, page: next }),
    onPageSize: (size) => go({ ...state, page: 1, pageSize: size }),
  };
  const sort = columnSorter(state.sort, state.desc, (column: Column) => go(sortedBy(state, column)));
  const tableColumns = columns.map(({ sortBy, header, ...column }): DataColumn<Item> => (sortBy === undefined ? { ...column, header } : { ...column, header: labelOf(sortBy), sort: sort(sortBy) }));

  return (
    <Stack spacing={1} data-testid={`${testPrefix}-list`}>
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 1.2 } }}>
        {toolbar}
      </Paper>

      <NavigationProgress label={loadingLabel} />

      {page.totalCount === 0 ? (
        <EmptyList
          testId={`${testPrefix}-list-empty`}
          title={filtered ? noMatch.title : empty.title}
          body={filtered ? noMatch.body : empty.body}
          action={
            filtered ? (
              <Button variant="contained" onClick={() => go(withoutFilters(state))}>
                {t('list.noMatch.action')}
              </Button>
            ) : (
              empty.action
            )
          }
        />
      ) : page.items.length === 0 ? (
        <PastTheEnd text={pastTheEnd} onFirstPage={() => go({ ...state, page: 1 })} />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ px: 0.3 }} data-testid={`${testPrefix}-count`}>
            {count}
          </Typography>

          {/* Wide screens: a sortable table. */}
          <Paper variant="outlined" sx={{ display: { xs: 'none', md: 'block' } }}>
            <DataTable rows={page.items} columns={tableColumns} rowKey={(item) => item.id} rowProps={() => ({ 'data-testid': `${testPrefix}-row` })} caption={caption} testId={tableTestId} tableSx={tableSx} pager={<DataTablePager {...paging} />} />
          </Paper>

          {/* Phones: cards, with the sort as a picker. */}
          <Stack spacing={0.8} sx={{ display: { xs: 'flex', md: 'none' } }}>
            <SortPicker columns={sortColumns} labelOf={labelOf} sort={state.sort} desc={state.desc} onSort={(column) => go({ ...state, page: 1, sort: column })} onToggle={() => go({ ...state, page: 1, desc: !state.desc })} />
            {page.items.map((item) => (
              <Paper key={item.id} variant="outlined" sx={{ p: 1.2 }} data-testid={`${testPrefix}-card`}>
                {card(item)}
              </Paper>
            ))}
            <Paper variant="outlined">
              <DataTablePager {...paging} />
            </Paper>
          </Stack>
        </>
      )}
    </Stack>
  );
}
