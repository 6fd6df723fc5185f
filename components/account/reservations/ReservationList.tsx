import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { RouteButton, RouteLink } from '@/components/common/RouteLink';
import { formatMoney } from '@/lib/domain/money';
import type { ReservationSortColumn } from '@/lib/reservations/list-columns';
import { activeReservationFilters, reservationListQueryOf, withoutReservationFilter, withoutReservationFilters, withReservationSort, type ReservationListState } from '@/lib/reservations/list-query';
import type { ReservationPage, ReservationSummary } from '@/lib/schemas/reservation';
import { Lane } from '../list/Lane';
import { FilterChips, QuickSearch, useListFormatters } from '../list/ListControls';
import { CardHeader, OwnerLines, ReferenceLines } from '../list/ListCells';
import { dateCell, ListView, useListNavigation, type ListColumn } from '../list/ListView';
import { ReservationFilterBar } from './ReservationFilterBar';
import { ReservationStatusChip } from './ReservationStatusChip';

export interface ReservationListProps {
  page: ReservationPage;
  state: ReservationListState;
  locationNames: Record<string, string>;
  /** The screen the list lives on: its links (sort, pages, chips) stay on it. */
  routeKey: 'reservations' | 'allReservations';
  /** Company-wide lists show who booked. */
  showOwner?: boolean;
}

const sortableColumns: readonly ReservationSortColumn[] = ['createdAt', 'reference', 'status', 'amount', 'updatedAt'];

/**
 * A page of reservations as a table on wide screens and cards on phones: the quick search (references,
 * places), the status and date filters with their chips, sorting and paging; every change is a new URL
 * (shareable), rendered on the server with the same query as POST /api/Reservation/GetList.
 */
export function ReservationList({ page, state, locationNames, routeKey, showOwner = false }: ReservationListProps) {
  const { t } = useTranslation('account');
  const { locale, day, moment } = useListFormatters();
  const { go, search } = useListNavigation(state, routeKey, reservationListQueryOf);
  const filters = activeReservationFilters(state);
  const valueOf = (key: string, value: string) => (key === 'status' ? t(`reservations.status.${value}`) : key === 'q' ? `“${value}”` : day(value));
  const chips = filters.map((filter) => ({
    id: `${filter.key}-${filter.value}`,
    label: `${t(`reservations.list.filterLabels.${filter.key}`)}: ${valueOf(filter.key, filter.value)}`,
    onDelete: () => go(withoutReservationFilter(state, filter)),
  }));
  const filtered = filters.length > 0;
  const requestLink = (item: ReservationSummary) => (
    <RouteLink to="requestDetail" query={{ id: item.requestId }} sx={{ whiteSpace: 'nowrap' }}>
      {item.requestReference}
    </RouteLink>
  );
  const columns: ListColumn<ReservationSummary, ReservationSortColumn>[] = [
    { id: 'reference', sortBy: 'reference', width: '19%', cell: (item) => <ReferenceLines to="reservationDetails" item={item}>{requestLink(item)}</ReferenceLines> },
    ...(showOwner ? [{ id: 'owner', header: t('reservations.list.owner'), width: '17%', cell: (item: ReservationSummary) => <OwnerLines owner={item.owner} /> }] : []),
    { id: 'lane', header: t('reservations.list.lane'), width: showOwner ? '22%' : '30%', cell: (item) => <Lane item={item} names={locationNames} stacked /> },
    { id: 'status', sortBy: 'status', width: '15%', cell: (item) => <ReservationStatusChip status={item.status} /> },
    { id: 'amount', sortBy: 'amount', width: '14%', align: 'right', sx: { fontWeight: 800, whiteSpace: 'nowrap' }, cell: (item) => formatMoney(item.total, locale) },
    { id: 'createdAt', sortBy: 'createdAt', width: '14%', sx: dateCell, cell: (item) => moment(item.createdAt) },
  ];

  return (
    <ListView
      testPrefix="reservation"
      tableTestId="reservation-table"
      page={page}
      state={state}
      go={go}
      sortedBy={withReservationSort}
      sortColumns={sortableColumns}
      labelOf={(name) => t(`reservations.list.columns.${name}`)}
      loadingLabel={t('reservations.list.loading')}
      toolbar={
        <Stack spacing={0.8}>
          <QuickSearch key={state.q ?? ''} initial={state.q ?? ''} onSearch={search} label={t('reservations.list.searchLabel')} hint={t('reservations.list.searchHint')} />
          <ReservationFilterBar key={`${state.statuses.join(',')}|${state.from ?? ''}|${state.to ?? ''}`} state={state} onApply={(next) => go({ ...withoutReservationFilters(state), ...(state.q ? { q: state.q } : {}), ...next })} />
          {filtered && <FilterChips chips={chips} onClear={() => go(withoutReservationFilters(state))} />}
        </Stack>
      }
      filtered={filtered}
      withoutFilters={withoutReservationFilters}
      noMatch={{ title: t('reservations.list.noMatch.title'), body: t('reservations.list.noMatch.body') }}
      empty={{
        title: t('reservations.list.emptyTitle'),
        body: t('reservations.list.empty'),
        action: (
          <RouteButton to="requests" variant="contained" color="secondary">
            {t('reservations.list.toRequests')}
          </RouteButton>
        ),
      }}
      pastTheEnd={t('reservations.list.pageEmpty')}
      count={t('reservations.list.count', { count: page.totalCount })}
      columns={columns}
      card={(item) => (
        <>
          <CardHeader
            to="reservationDetails"
            item={item}
            names={locationNames}
            subtitle={requestLink(item)}
            date={moment(item.createdAt)}
            chip={<ReservationStatusChip status={item.status} />}
          />
          <Stack direction="row" sx={{ mt: 0.8, justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography variant="body2" color="text.secondary" noWrap sx={{ minWidth: 0 }}>
              {showOwner ? `${t('reservations.list.owner')}: ${item.owner.fullName || item.owner.email}` : `${t('reservations.detail.paymentReference')}: ${item.paymentReference}`}
            </Typography>
            <Typography component="span" sx={{ fontWeight: 800, whiteSpace: 'nowrap', ml: 1 }}>
              {formatMoney(item.total, locale)}
            </Typography>
          </Stack>
        </>
      )}
    />
  );
}
