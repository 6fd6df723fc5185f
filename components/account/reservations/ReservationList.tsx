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
import { RouteButton, RouteLink, routeHref } from '@/components/common/RouteLink';
import { formatMoney } from '@/lib/domain/money';
import type { ReservationSortColumn } from '@/lib/reservations/list-columns';
import { activeReservationFilters, reservationListQueryOf, withoutReservationFilter, withoutReservationFilters, withReservationSort, type ReservationListState } from '@/lib/reservations/list-query';
import type { ReservationPage, ReservationSummary } from '@/lib/schemas/reservation';
import { Lane } from '../list/Lane';
import { EmptyList, FilterChips, ListPagination, NavigationProgress, PastTheEnd, QuickSearch, SortHeader, SortPicker, useListFormatters } from '../list/ListControls';
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
  const router = useRouter();
  const { locale, day, moment } = useListFormatters();
  const go = (next: ReservationListState) => void router.push(routeHref({ to: routeKey, query: reservationListQueryOf(next) }, locale).href, undefined, { locale, scroll: false });
  const search = (text: string) => {
    const next: ReservationListState = { ...state, page: 1, q: text.trim() };
    if (!next.q) delete next.q;
    go(next);
  };
  const filters = activeReservationFilters(state);
  const valueOf = (key: string, value: string) => (key === 'status' ? t(`reservations.status.${value}`) : key === 'q' ? `“${value}”` : day(value));
  const chips = filters.map((filter) => ({
    id: `${filter.key}-${filter.value}`,
    label: `${t(`reservations.list.filterLabels.${filter.key}`)}: ${valueOf(filter.key, filter.value)}`,
    onDelete: () => go(withoutReservationFilter(state, filter)),
  }));
  const filtered = filters.length > 0;
  const column = (name: ReservationSortColumn) => t(`reservations.list.columns.${name}`);
  const sortHeader = (name: ReservationSortColumn, width: string, align?: 'right') => (
    <SortHeader key={name} label={column(name)} active={state.sort === name} desc={state.desc} width={width} align={align} onSort={() => go(withReservationSort(state, name))} />
  );
  const pagination = (
    <ListPagination totalCount={page.totalCount} pageNumber={page.pageNumber} pageSize={page.pageSize} onPage={(next) => go({ ...state, page: next })} onPageSize={(size) => go({ ...state, page: 1, pageSize: size })} />
  );
  const requestLink = (item: ReservationSummary) => (
    <RouteLink to="requestDetail" query={{ id: item.requestId }} sx={{ whiteSpace: 'nowrap' }}>
      {item.requestReference}
    </RouteLink>
  );

  return (
    <Stack spacing={1} data-testid="reservation-list">
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 1.2 } }}>
        <Stack spacing={0.8}>
          <QuickSearch key={state.q ?? ''} initial={state.q ?? ''} onSearch={search} label={t('reservations.list.searchLabel')} hint={t('reservations.list.searchHint')} />
          <ReservationFilterBar key={`${state.statuses.join(',')}|${state.from ?? ''}|${state.to ?? ''}`} state={state} onApply={(next) => go({ ...withoutReservationFilters(state), ...(state.q ? { q: state.q } : {}), ...next })} />
          {filtered && <FilterChips chips={chips} onClear={() => go(withoutReservationFilters(state))} />}
        </Stack>
      </Paper>

      <NavigationProgress label={t('reservations.list.loading')} />

      {page.totalCount === 0 ? (
        <EmptyList
          testId="reservation-list-empty"
          title={filtered ? t('reservations.list.noMatch.title') : t('reservations.list.emptyTitle')}
          body={filtered ? t('reservations.list.noMatch.body') : t('reservations.list.empty')}
          action={
            filtered ? (
              <Button variant="contained" onClick={() => go(withoutReservationFilters(state))}>
                {t('list.noMatch.action')}
              </Button>
            ) : (
              <RouteButton to="requests" variant="contained" color="secondary">
                {t('reservations.list.toRequests')}
              </RouteButton>
            )
          }
        />
      ) : page.items.length === 0 ? (
        <PastTheEnd text={t('reservations.list.pageEmpty')} onFirstPage={() => go({ ...state, page: 1 })} />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ px: 0.3 }} data-testid="reservation-count">
            {t('reservations.list.count', { count: page.totalCount })}
          </Typography>

          {/* Wide screens: a sortable table. */}
          <TableContainer component={Paper} variant="outlined" sx={{ display: { xs: 'none', md: 'block' } }}>
            <Table size="small" sx={{ tableLayout: 'fixed', '& td, & th': { py: 0.8, px: 0.7 }, '& td:first-of-type, & th:first-of-type': { pl: 1.1 }, '& .date': { fontSize: '0.85rem' } }} data-testid="reservation-table">
              <TableHead>
                <TableRow sx={{ '& th': { fontWeight: 800, bgcolor: 'grey.50', whiteSpace: 'nowrap' } }}>
                  {sortHeader('reference', '19%')}
                  {showOwner && <TableCell sx={{ width: '17%' }}>{t('reservations.list.owner')}</TableCell>}
                  <TableCell sx={{ width: showOwner ? '22%' : '30%' }}>{t('reservations.list.lane')}</TableCell>
                  {sortHeader('status', '15%')}
                  {sortHeader('amount', '14%', 'right')}
                  {sortHeader('createdAt', '14%')}
                </TableRow>
              </TableHead>
              <TableBody>
                {page.items.map((item) => (
                  <TableRow key={item.id} hover data-testid="reservation-row">
                    <TableCell>
                      <RouteLink to="reservationDetails" query={{ id: item.id }} sx={{ fontWeight: 800, whiteSpace: 'nowrap' }}>
                        {item.reference}
                      </RouteLink>
                      <Typography variant="body2" color="text.secondary">
                        {requestLink(item)}
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
                    <TableCell>
                      <ReservationStatusChip status={item.status} />
                    </TableCell>
                    <TableCell align="right" sx={{ fontWeight: 800, whiteSpace: 'nowrap' }}>
                      {formatMoney(item.total, locale)}
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
            <SortPicker columns={sortableColumns} labelOf={column} sort={state.sort} desc={state.desc} onSort={(name) => go({ ...state, page: 1, sort: name })} onToggle={() => go({ ...state, page: 1, desc: !state.desc })} />
            {page.items.map((item) => (
              <Paper key={item.id} variant="outlined" sx={{ p: 1.2 }} data-testid="reservation-card">
                <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
                  <Box>
                    <RouteLink to="reservationDetails" query={{ id: item.id }} sx={{ fontWeight: 800, fontSize: '1.05rem' }}>
                      {item.reference}
                    </RouteLink>
                    <Typography variant="body2" color="text.secondary">
                      {requestLink(item)} · {moment(item.createdAt)}
                    </Typography>
                  </Box>
                  <ReservationStatusChip status={item.status} />
                </Stack>
                <Box sx={{ mt: 0.8 }}>
                  <Lane item={item} names={locationNames} />
                </Box>
                <Stack direction="row" sx={{ mt: 0.8, justifyContent: 'space-between', alignItems: 'baseline' }}>
                  <Typography variant="body2" color="text.secondary" noWrap sx={{ minWidth: 0 }}>
                    {showOwner ? `${t('reservations.list.owner')}: ${item.owner.fullName || item.owner.email}` : `${t('reservations.detail.paymentReference')}: ${item.paymentReference}`}
                  </Typography>
                  <Typography component="span" sx={{ fontWeight: 800, whiteSpace: 'nowrap', ml: 1 }}>
                    {formatMoney(item.total, locale)}
                  </Typography>
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
