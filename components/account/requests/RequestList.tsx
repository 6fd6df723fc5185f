import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FilterListIcon from '@mui/icons-material/FilterList';
import { useTranslation } from 'next-i18next/pages';
import { RouteButton } from '@/components/common/RouteLink';
import { formatDay, formatInstant, formatMoney } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { displayedRange } from '@/lib/list/data-table';
import { activeFilters, hasActiveFilters, listQueryOf, withoutFilter, withoutFilters, withSort, type ActiveFilter, type RequestListState } from '@/lib/requests/list-query';
import type { RouteKey } from '@/lib/routes';
import type { RequestListItem, RequestPage } from '@/lib/schemas/request';
import type { RequestSortColumn } from '@/lib/requests/list-columns';
import { FilterChips, QuickSearch } from '../list/ListControls';
import { CardHeader, OwnerLines, ReferenceLines } from '../list/ListCells';
import { dateCell, ListView, useListNavigation, type ListColumn } from '../list/ListView';
import { Lane } from '../list/Lane';
import { RequestStatusChip } from './RequestStatusChip';

export interface RequestListProps {
  page: RequestPage;
  state: RequestListState;
  locationNames: Record<string, string>;
  /** The screen the list lives on: its links (sort, pages, chips) stay on it. */
  routeKey: Extract<RouteKey, 'requests' | 'requestsFilterOn' | 'allRequests'>;
  /** The company screen shows who asked. */
  showOwner?: boolean;
}

function Total({ item }: { item: RequestListItem }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
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
  const locale = useLocale();
  const valueOf = (filter: ActiveFilter) => {
    switch (filter.key) {
      case 'status':
        return t(`status.${filter.value}`);
      case 'mode':
        return tSearch(`modes.${filter.value}`);
      case 'from':
      case 'to':
        return formatDay(filter.value, locale);
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
  const locale = useLocale();
  const day = (value: string) => formatDay(value, locale);
  const moment = (iso: string) => formatInstant(iso, locale, 'day');
  const { go, search } = useListNavigation(state, routeKey, listQueryOf);
  const filtered = hasActiveFilters(state);
  const { from, to } = displayedRange(page.pageNumber, page.pageSize, page.totalCount);
  const filterQuery = { ...listQueryOf({ ...state, page: 1 }), ...(routeKey === 'allRequests' ? { for: 'allRequests' } : {}) };

  // Fixed column widths (percent of the table): the lane and the owner get room, dates and money fit.
  // The company list trades the cargo-ready day (on the detail screen) for the owner.
  const widths: Record<string, string> = showOwner
    ? { reference: '18%', owner: '17%', lane: '23%', status: '14%', total: '13%', createdAt: '15%' }
    : { reference: '18%', lane: '27%', readyDate: '13%', status: '14%', total: '13%', createdAt: '15%' };
  const columns: ListColumn<RequestListItem, RequestSortColumn>[] = [
    { id: 'reference', sortBy: 'reference', width: widths.reference, cell: (item) => <ReferenceLines to="requestDetail" item={item}>{tSearch(`modes.${item.mode}`)}</ReferenceLines> },
    ...(showOwner ? [{ id: 'owner', header: t('list.columns.owner'), width: widths.owner, cell: (item: RequestListItem) => <OwnerLines owner={item.owner} /> }] : []),
    { id: 'lane', header: t('list.columns.lane'), width: widths.lane, cell: (item) => <Lane item={item} names={locationNames} stacked /> },
    ...(showOwner ? [] : [{ id: 'readyDate', sortBy: 'readyDate' as const, width: widths.readyDate, sx: dateCell, cell: (item: RequestListItem) => day(item.readyDate) }]),
    { id: 'status', sortBy: 'status', width: widths.status, cell: (item) => <RequestStatusChip status={item.status} /> },
    { id: 'total', sortBy: 'total', width: widths.total, align: 'right', cell: (item) => <Total item={item} /> },
    { id: 'createdAt', sortBy: 'createdAt', width: widths.createdAt, sx: dateCell, cell: (item) => moment(item.createdAt) },
  ];

  return (
    <ListView
      testPrefix="request"
      page={page}
      state={state}
      go={go}
      sortedBy={withSort}
      sortColumns={sortableColumns}
      labelOf={(column) => t(`list.columns.${column}`)}
      loadingLabel={t('list.loading')}
      toolbar={
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={0.8} useFlexGap sx={{ alignItems: { sm: 'center' } }}>
            <QuickSearch key={state.q ?? ''} initial={state.q ?? ''} onSearch={search} label={t('list.searchLabel')} hint={t('list.searchHint')} />
            <Stack direction="row" spacing={0.5}>
              <RouteButton to="requestsFilter" query={filterQuery} variant="contained" startIcon={<FilterListIcon />} data-testid="open-filter">
                {t('list.filter')}
              </RouteButton>
              {routeKey !== 'allRequests' && (
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
        </>
      }
      filtered={filtered}
      withoutFilters={withoutFilters}
      noMatch={{ title: t('list.noMatch.title'), body: t('list.noMatch.body') }}
      empty={{
        title: t('list.empty.title'),
        body: t('list.empty.body'),
        action: (
          <RouteButton to="freightSearch" variant="contained" color="secondary">
            {t('list.empty.action')}
          </RouteButton>
        ),
      }}
      pastTheEnd={t('list.pageEmpty')}
      count={t('list.count', { count: page.totalCount })}
      caption={t('list.caption', { from, to, count: page.totalCount })}
      columns={columns}
      card={(item) => (
        <>
          <CardHeader
            to="requestDetail"
            item={item}
            names={locationNames}
            subtitle={tSearch(`modes.${item.mode}`)}
            date={moment(item.createdAt)}
            chip={<RequestStatusChip status={item.status} />}
          />
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
        </>
      )}
    />
  );
}
