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
import FilterListIcon from '@mui/icons-material/FilterList';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { RouteButton, RouteLink, routeHref } from '@/components/common/RouteLink';
import { formatMoney } from '@/lib/domain/money';
import { activeFilters, hasActiveFilters, listQueryOf, withoutFilter, withoutFilters, withSort, type ActiveFilter, type RequestListState } from '@/lib/requests/list-query';
import type { RouteKey } from '@/lib/routes';
import type { RequestListItem, RequestPage } from '@/lib/schemas/request';
import type { RequestSortColumn } from '@/lib/requests/list-columns';
import { EmptyList, FilterChips, ListPagination, NavigationProgress, PastTheEnd, QuickSearch, SortHeader, SortPicker, useListFormatters } from '../list/ListControls';
import { Lane } from '../list/Lane';
import { RequestStatusChip } from './RequestStatusChip';

export interface RequestListProps {
  page: RequestPage;
  state: RequestListState;
  locationNames: Record<string, string>;
  /** The screen the list lives on: its links (sort, pages, chips) stay on it. */
  routeKey: Extract<RouteKey, 'requests' | 'requestsFilterOn' | 'allDemands'>;
  /** The company screen shows who asked. */
  showOwner?: boolean;
}

function Total({ item }: { item: RequestListItem }) {
  const { t } = useTranslation('account');
  const { locale } = useListFormatters();
  return item.total ? (
    <Typography component="span" sx={{ fontWeight: 800, whiteSpace: 'nowrap' }} data-testid="request-total">
      {formatMoney(item.total, locale)}
    </Typography>
  ) : (
    <Typography component="span" variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
      {t('list.noTotal')}
    </Typography>
  );
}

/** The chips of the request filters in force, each removable, and "clear all". */
function RequestFilterChips({ state, names, go }: { state: RequestListState; names: Record<string, string>; go: (next: RequestListState) => void }) {
  const { t } = useTranslation('account');
  const { t: tSearch } = useTranslation('search');
  const { day } = useListFormatters();
  const valueOf = (filter: ActiveFilter) => {
    switch (filter.key) {
      case 'status':
        return t(`status.${filter.value}`);
      case 'mode':
        return tSearch(`modes.${filter.value}`);
      case 'from':
      case 'to':
        return day(filter.value);
      case 'origin':
      case 'destination':
        return names[filter.value] ? `${names[filter.value]} (${filter.value})` : filter.value;
      case 'q':
        return `“${filter.value}”`;
    }
  };
  const chips = activeFilters(state).map((filter) => ({
    id: `${filter.key}-${filter.value}`,
    label: `${t(`list.filterLabels.${filter.key}`)}: ${valueOf(filter)}`,
    onDelete: () => go(withoutFilter(state, filter)),
  }));
  return <FilterChips chips={chips} onClear={() => go(withoutFilters(state))} />;
}

const sortableColumns: readonly RequestSortColumn[] = ['reference', 'readyDate', 'status', 'total', 'createdAt'];

/**
 * A page of requests as a table on wide screens and cards on phones, with the quick search, the
 * filter chips, sorting and paging; every change is a new URL (shareable), rendered on the server.
 */
export function RequestList({ page, state, locationNames, routeKey, showOwner = false }: RequestListProps) {
  const { t } = useTranslation('account');
  const { t: tSearch } = useTranslation('search');
  const router = useRouter();
  const { locale, day, moment } = useListFormatters();

  const hrefOf = (next: RequestListState) => routeHref({ to: routeKey, query: listQueryOf(next) }, locale).href;
  const go = (next: RequestListState) => void router.push(hrefOf(next), undefined, { locale, scroll: false });
  const search = (text: string) => {
    const next: RequestListState = { ...state, page: 1, q: text.trim() };
    if (!next.q) delete next.q;
    go(next);
  };
  const filtered = hasActiveFilters(state);
  const from = page.totalCount === 0 ? 0 : (page.pageNumber - 1) * page.pageSize + 1;
  const to = Math.min(page.pageNumber * page.pageSize, page.totalCount);
  const filterQuery = { ...listQueryOf({ ...state, page: 1 }), ...(routeKey === 'allDemands' ? { for: 'allDemands' } : {}) };

  // Fixed column widths (percent of the table): the lane and the owner get room, dates and money fit.
  // The company list trades the cargo-ready day (on the detail screen) for the owner.
  const widths: Record<string, string> = showOwner
    ? { reference: '18%', owner: '17%', lane: '23%', status: '14%', total: '13%', createdAt: '15%' }
    : { reference: '18%', lane: '27%', readyDate: '13%', status: '14%', total: '13%', createdAt: '15%' };
  const sortHeader = (column: RequestSortColumn, align?: 'right') => (
    <SortHeader key={column} label={t(`list.columns.${column}`)} active={state.sort === column} desc={state.desc} width={widths[column]} align={align} onSort={() => go(withSort(state, column))} />
  );

  const pagination = (
    <ListPagination
      totalCount={page.totalCount}
      pageNumber={page.pageNumber}
      pageSize={page.pageSize}
      onPage={(next) => go({ ...state, page: next })}
      onPageSize={(size) => go({ ...state, page: 1, pageSize: size })}
    />
  );

  return (
    <Stack spacing={1} data-testid="request-list">
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 1.2 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={0.8} useFlexGap sx={{ alignItems: { sm: 'center' } }}>
          <QuickSearch key={state.q ?? ''} initial={state.q ?? ''} onSearch={search} label={t('list.searchLabel')} hint={t('list.searchHint')} />
          <Stack direction="row" spacing={0.5}>
            <RouteButton to="requestsFilter" query={filterQuery} variant="contained" startIcon={<FilterListIcon />} data-testid="open-filter">
              {t('list.filter')}
            </RouteButton>
            {routeKey !== 'allDemands' && (
              <RouteButton to="freightSearch" variant="outlined" color="secondary" sx={{ display: { xs: 'none', lg: 'inline-flex' } }}>
                {t('list.newSearch')}
              </RouteButton>
            )}
          </Stack>
        </Stack>
        {filtered && (
          <Box sx={{ mt: 1 }}>
            <RequestFilterChips state={state} names={locationNames} go={go} />
          </Box>
        )}
      </Paper>

      <NavigationProgress label={t('list.loading')} />

      {page.totalCount === 0 ? (
        <EmptyList
          testId="request-list-empty"
          title={filtered ? t('list.noMatch.title') : t('list.empty.title')}
          body={filtered ? t('list.noMatch.body') : t('list.empty.body')}
          action={
            filtered ? (
              <Button variant="contained" onClick={() => go(withoutFilters(state))}>
                {t('list.noMatch.action')}
              </Button>
            ) : (
              <RouteButton to="freightSearch" variant="contained" color="secondary">
                {t('list.empty.action')}
              </RouteButton>
            )
          }
        />
      ) : page.items.length === 0 ? (
        <PastTheEnd text={t('list.pageEmpty')} onFirstPage={() => go({ ...state, page: 1 })} />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ px: 0.3 }} data-testid="request-count">
            {t('list.count', { count: page.totalCount })}
          </Typography>

          {/* Wide screens: a sortable table. */}
          <TableContainer component={Paper} variant="outlined" sx={{ display: { xs: 'none', md: 'block' } }}>
            <Table size="small" sx={{ tableLayout: 'fixed', '& td, & th': { py: 0.8, px: 0.7 }, '& td:first-of-type, & th:first-of-type': { pl: 1.1 }, '& .date': { fontSize: '0.85rem' } }}>
              <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{t('list.caption', { from, to, count: page.totalCount })}</caption>
              <TableHead>
                <TableRow sx={{ '& th': { fontWeight: 800, bgcolor: 'grey.50', whiteSpace: 'nowrap' } }}>
                  {sortHeader('reference')}
                  {showOwner && <TableCell sx={{ width: widths.owner }}>{t('list.columns.owner')}</TableCell>}
                  <TableCell sx={{ width: widths.lane }}>{t('list.columns.lane')}</TableCell>
                  {!showOwner && sortHeader('readyDate')}
                  {sortHeader('status')}
                  {sortHeader('total', 'right')}
                  {sortHeader('createdAt')}
                </TableRow>
              </TableHead>
              <TableBody>
                {page.items.map((item) => (
                  <TableRow key={item.id} hover data-testid="request-row">
                    <TableCell>
                      <RouteLink to="requestDetail" query={{ id: item.id }} sx={{ fontWeight: 800, whiteSpace: 'nowrap' }}>
                        {item.reference}
                      </RouteLink>
                      <Typography variant="body2" color="text.secondary">
                        {tSearch(`modes.${item.mode}`)}
                      </Typography>
                    </TableCell>
                    {showOwner && (
                      <TableCell>
                        <Typography variant="body2" noWrap sx={{ fontWeight: 700 }}>
                          {item.owner.fullName || item.owner.email}
                        </Typography>
                        <Typography variant="body2" color="text.secondary" noWrap title={item.owner.email}>
                          {item.owner.email}
                        </Typography>
                      </TableCell>
                    )}
                    <TableCell>
                      <Lane item={item} names={locationNames} stacked />
                    </TableCell>
                    {!showOwner && <TableCell className="date">{day(item.readyDate)}</TableCell>}
                    <TableCell>
                      <RequestStatusChip status={item.status} />
                    </TableCell>
                    <TableCell align="right">
                      <Total item={item} />
                    </TableCell>
                    <TableCell className="date">{moment(item.createdAt)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {pagination}
          </TableContainer>

          {/* Phones: cards, with the sort as a picker. */}
          <Stack spacing={0.8} sx={{ display: { xs: 'flex', md: 'none' } }}>
            <SortPicker
              columns={sortableColumns}
              labelOf={(column) => t(`list.columns.${column}`)}
              sort={state.sort}
              desc={state.desc}
              onSort={(column) => go({ ...state, page: 1, sort: column })}
              onToggle={() => go({ ...state, page: 1, desc: !state.desc })}
            />
            {page.items.map((item) => (
              <Paper key={item.id} variant="outlined" sx={{ p: 1.2 }} data-testid="request-card">
                <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
                  <Box>
                    <RouteLink to="requestDetail" query={{ id: item.id }} sx={{ fontWeight: 800, fontSize: '1.05rem' }}>
                      {item.reference}
                    </RouteLink>
                    <Typography variant="body2" color="text.secondary">
                      {tSearch(`modes.${item.mode}`)} · {moment(item.createdAt)}
                    </Typography>
                  </Box>
                  <RequestStatusChip status={item.status} />
                </Stack>
                <Box sx={{ mt: 0.8 }}>
                  <Lane item={item} names={locationNames} />
                </Box>
                {showOwner && (
                  <Typography variant="body2" sx={{ mt: 0.6 }}>
                    {t('list.columns.owner')}: <b>{item.owner.fullName || item.owner.email}</b>
                  </Typography>
                )}
                <Stack direction="row" sx={{ mt: 0.8, justifyContent: 'space-between', alignItems: 'baseline' }}>
                  <Typography variant="body2" color="text.secondary">
                    {t('list.columns.readyDate')}: {day(item.readyDate)}
                  </Typography>
                  <Total item={item} />
                </Stack>
              </Paper>
            ))}
            <Paper variant="outlined">{pagination}</Paper>
          </Stack>
        </>
      )}
    </Stack>
  );
}
