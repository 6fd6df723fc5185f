import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import type { Key, ReactNode } from 'react';
import { RouteLink, routeHref } from '@/components/common/RouteLink';
import { useLocale } from '@/lib/i18n';
import { withSearchText, type ListState } from '@/lib/list/list-state';
import type { RouteKey } from '@/lib/routes';
import { Lane } from './Lane';
import { SortHeader } from '@/components/common/SortHeader';
import { EmptyList, ListPagination, NavigationProgress, PastTheEnd, SortPicker } from './ListControls';

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

/** A sortable column header as the list draws it: the column, its width and its alignment. */
export type SortHeaderOf<Column extends string> = (column: Column, width: string | undefined, align?: 'right') => ReactNode;

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
  /** The header cells of the table. */
  head: (sortHeader: SortHeaderOf<Column>) => ReactNode;
  /** The cells of one table row. */
  row: (item: Item) => ReactNode;
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
  head,
  row,
  card,
  sortColumns,
  labelOf,
  caption,
  tableTestId,
}: ListViewProps<Item, Column, State>) {
  const { t } = useTranslation('account');
  const sortHeader: SortHeaderOf<Column> = (column, width, align) => (
    <SortHeader key={column} label={labelOf(column)} active={state.sort === column} desc={state.desc} sx={width ? { width } : undefined} align={align} onSort={() => go(sortedBy(state, column))} />
  );
  const pagination = (
    <ListPagination totalCount={page.totalCount} pageNumber={page.pageNumber} pageSize={page.pageSize} onPage={(next) => go({ ...state, page: next })} onPageSize={(size) => go({ ...state, page: 1, pageSize: size })} />
  );

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
          <TableContainer component={Paper} variant="outlined" sx={{ display: { xs: 'none', md: 'block' } }}>
            <Table size="small" sx={{ tableLayout: 'fixed', '& td, & th': { py: 0.8, px: 0.7 }, '& td:first-of-type, & th:first-of-type': { pl: 1.1 }, '& .date': { fontSize: '0.85rem' } }} data-testid={tableTestId}>
              {caption && <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{caption}</caption>}
              <TableHead>
                <TableRow sx={{ '& th': { fontWeight: 800, bgcolor: 'grey.50', whiteSpace: 'nowrap' } }}>{head(sortHeader)}</TableRow>
              </TableHead>
              <TableBody>
                {page.items.map((item) => (
                  <TableRow key={item.id} hover data-testid={`${testPrefix}-row`}>
                    {row(item)}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {pagination}
          </TableContainer>

          {/* Phones: cards, with the sort as a picker. */}
          <Stack spacing={0.8} sx={{ display: { xs: 'flex', md: 'none' } }}>
            <SortPicker columns={sortColumns} labelOf={labelOf} sort={state.sort} desc={state.desc} onSort={(column) => go({ ...state, page: 1, sort: column })} onToggle={() => go({ ...state, page: 1, desc: !state.desc })} />
            {page.items.map((item) => (
              <Paper key={item.id} variant="outlined" sx={{ p: 1.2 }} data-testid={`${testPrefix}-card`}>
                {card(item)}
              </Paper>
            ))}
            <Paper variant="outlined">{pagination}</Paper>
          </Stack>
        </>
      )}
    </Stack>
  );
}

/** The item's reference as the link to its detail screen: bold, a size bigger on a card. */
function ItemLink({ to, item, card = false }: { to: RouteKey; item: { id: number; reference: string }; card?: boolean }) {
  return (
    <RouteLink to={to} query={{ id: item.id }} sx={card ? { fontWeight: 800, fontSize: '1.05rem' } : { fontWeight: 800, whiteSpace: 'nowrap' }}>
      {item.reference}
    </RouteLink>
  );
}

/** The first cell of a row: the item's link to `to`, and a line under it. */
export function ReferenceCell({ to, item, children }: { to: RouteKey; item: { id: number; reference: string }; children: ReactNode }) {
  return (
    <TableCell>
      <ItemLink to={to} item={item} />
      <Typography variant="body2" color="text.secondary">
        {children}
      </Typography>
    </TableCell>
  );
}

/** Who asked or booked: the name (the e-mail without one), the e-mail under it. */
export function OwnerCell({ owner }: { owner: { fullName?: string | null; email: string } }) {
  return (
    <TableCell>
      <Typography variant="body2" noWrap sx={{ fontWeight: 700 }}>
        {owner.fullName || owner.email}
      </Typography>
      <Typography variant="body2" color="text.secondary" noWrap title={owner.email}>
        {owner.email}
      </Typography>
    </TableCell>
  );
}

/** The top of a phone card: the item's link to `to` with "subtitle · date" under it, its status chip on the right, then the lane. */
export function CardHeader({ to, item, names, subtitle, date, chip }: { to: RouteKey; item: { id: number; reference: string; origin: string; destination: string }; names: Record<string, string>; subtitle: ReactNode; date: string; chip: ReactNode }) {
  return (
    <>
      <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Box>
          <ItemLink to={to} item={item} card />
          <Typography variant="body2" color="text.secondary">
            {subtitle} · {date}
          </Typography>
        </Box>
        {chip}
      </Stack>
      <Box sx={{ mt: 0.8 }}>
        <Lane item={item} names={names} />
      </Box>
    </>
  );
}
