import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
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
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CancelIcon from '@mui/icons-material/Cancel';
import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { useRouter } from 'next/router';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { RouteButton, RouteLink, routeHref } from '@/components/common/RouteLink';
import { formatMoney } from '@/lib/domain/money';
import { regionalLocale, useLocale } from '@/lib/i18n';
import { activeFilters, hasActiveFilters, LIST_PAGE_SIZES, listQueryOf, withoutFilter, withoutFilters, withSort, type ActiveFilter, type RequestListState } from '@/lib/requests/list-query';
import type { RouteKey } from '@/lib/routes';
import type { RequestListItem, RequestPage } from '@/lib/schemas/request';
import type { RequestSortColumn } from '@/lib/requests/list-columns';
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

/** Whether a client-side navigation is running (the list is server-rendered: every change is one). */
function useNavigating(): boolean {
  const router = useRouter();
  const [navigating, setNavigating] = useState(false);
  useEffect(() => {
    const start = () => setNavigating(true);
    const stop = () => setNavigating(false);
    router.events.on('routeChangeStart', start);
    router.events.on('routeChangeComplete', stop);
    router.events.on('routeChangeError', stop);
    return () => {
      router.events.off('routeChangeStart', start);
      router.events.off('routeChangeComplete', stop);
      router.events.off('routeChangeError', stop);
    };
  }, [router.events]);
  return navigating;
}

function useFormatters() {
  const locale = useLocale();
  const tag = regionalLocale[locale];
  return {
    locale,
    day: (iso: string) => new Date(`${iso}T12:00:00Z`).toLocaleDateString(tag, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
    moment: (iso: string) => new Date(iso).toLocaleDateString(tag, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/Istanbul' }),
  };
}

function Place({ code, names }: { code: string; names: Record<string, string> }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column', minWidth: 0 }}>
      <Box component="span" sx={{ fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {names[code] ?? code}
      </Box>
      <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8rem' }}>
        {code}
      </Box>
    </Box>
  );
}

function PlaceLine({ code, names, arrow = false }: { code: string; names: Record<string, string>; arrow?: boolean }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.4, alignItems: 'baseline', minWidth: 0 }}>
      <Box component="span" aria-hidden sx={{ color: 'text.secondary', width: 14, flex: '0 0 auto' }}>
        {arrow ? '→' : ''}
      </Box>
      <Box component="span" sx={{ fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 }}>
        {names[code] ?? code}
      </Box>
      <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8rem', flex: '0 0 auto' }}>
        {code}
      </Box>
    </Box>
  );
}

/** The lane: in the table the two ends stacked (names get the width), on cards side by side. */
function Lane({ item, names, stacked = false }: { item: RequestListItem; names: Record<string, string>; stacked?: boolean }) {
  if (stacked) {
    return (
      <Box>
        <PlaceLine code={item.origin} names={names} />
        <PlaceLine code={item.destination} names={names} arrow />
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)', gap: 0.5, alignItems: 'center' }}>
      <Place code={item.origin} names={names} />
      <Box component="span" aria-hidden sx={{ color: 'text.secondary' }}>
        →
      </Box>
      <Place code={item.destination} names={names} />
    </Box>
  );
}

function Total({ item }: { item: RequestListItem }) {
  const { t } = useTranslation('account');
  const { locale } = useFormatters();
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

/** The chips of the filters in force, each removable, and "clear all". */
function FilterChips({ state, names, go }: { state: RequestListState; names: Record<string, string>; go: (next: RequestListState) => void }) {
  const { t } = useTranslation('account');
  const { t: tSearch } = useTranslation('search');
  const { day } = useFormatters();
  const filters = activeFilters(state);
  if (filters.length === 0) return null;
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
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }} data-testid="active-filters">
      <Typography variant="body2" sx={{ fontWeight: 700, mr: 0.3 }}>
        {t('list.activeFilters')}:
      </Typography>
      {filters.map((filter) => {
        const label = `${t(`list.filterLabels.${filter.key}`)}: ${valueOf(filter)}`;
        return (
          <Chip
            key={`${filter.key}-${filter.value}`}
            label={<span data-testid="filter-chip-label">{label}</span>}
            color="primary"
            variant="outlined"
            onDelete={() => go(withoutFilter(state, filter))}
            deleteIcon={<CancelIcon titleAccess={t('list.removeFilter', { label })} />}
            data-testid="filter-chip"
          />
        );
      })}
      <Button size="small" onClick={() => go(withoutFilters(state))}>
        {t('list.clearFilters')}
      </Button>
    </Stack>
  );
}

/** The list's search box; keyed by the current text, so it follows the URL (back, removed chip). */
function QuickSearch({ initial, onSearch }: { initial: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation('account');
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ flex: 1, display: 'flex', gap: 0.5 }}>
      <TextField
        size="small"
        fullWidth
        name="q"
        label={t('list.searchLabel')}
        placeholder={t('list.searchHint')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{
          htmlInput: { maxLength: 100 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Button type="submit" variant="outlined">
        {t('list.search')}
      </Button>
    </Box>
  );
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
  const navigating = useNavigating();
  const { locale, day, moment } = useFormatters();

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
    <TableCell key={column} align={align} sx={{ width: widths[column] }} sortDirection={state.sort === column ? (state.desc ? 'desc' : 'asc') : false}>
      <TableSortLabel active={state.sort === column} direction={state.sort === column && state.desc ? 'desc' : 'asc'} onClick={() => go(withSort(state, column))}>
        {t(`list.columns.${column}`)}
      </TableSortLabel>
    </TableCell>
  );

  const pagination = (
    <TablePagination
      component="div"
      count={page.totalCount}
      page={Math.max(0, page.pageNumber - 1)}
      rowsPerPage={page.pageSize}
      rowsPerPageOptions={[...LIST_PAGE_SIZES]}
      onPageChange={(_, next) => go({ ...state, page: next + 1 })}
      onRowsPerPageChange={(event) => go({ ...state, page: 1, pageSize: Number(event.target.value) })}
      labelRowsPerPage={t('list.rowsPerPage')}
      labelDisplayedRows={({ from: first, to: last, count }) => t('list.displayedRows', { from: first, to: last, count })}
      sx={{ '.MuiTablePagination-toolbar': { flexWrap: 'wrap', px: { xs: 0.5, sm: 1 } } }}
    />
  );

  return (
    <Stack spacing={1} data-testid="request-list">
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 1.2 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={0.8} useFlexGap sx={{ alignItems: { sm: 'center' } }}>
          <QuickSearch key={state.q ?? ''} initial={state.q ?? ''} onSearch={search} />
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
            <FilterChips state={state} names={locationNames} go={go} />
          </Box>
        )}
      </Paper>

      <Box sx={{ minHeight: 4 }}>{navigating && <LinearProgress aria-label={t('list.loading')} />}</Box>

      {page.totalCount === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, textAlign: 'center' }} data-testid="request-list-empty">
          <InboxOutlinedIcon sx={{ fontSize: 48, color: 'primary.main', opacity: 0.7 }} />
          <Typography component="h2" variant="h3" sx={{ mt: 0.5 }}>
            {filtered ? t('list.noMatch.title') : t('list.empty.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, maxWidth: 520, mx: 'auto' }}>
            {filtered ? t('list.noMatch.body') : t('list.empty.body')}
          </Typography>
          <Box sx={{ mt: 1.2 }}>
            {filtered ? (
              <Button variant="contained" onClick={() => go(withoutFilters(state))}>
                {t('list.noMatch.action')}
              </Button>
            ) : (
              <RouteButton to="freightSearch" variant="contained" color="secondary">
                {t('list.empty.action')}
              </RouteButton>
            )}
          </Box>
        </Paper>
      ) : page.items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 2, textAlign: 'center' }}>
          <Typography>{t('list.pageEmpty')}</Typography>
          <Button sx={{ mt: 0.8 }} onClick={() => go({ ...state, page: 1 })}>
            {t('list.firstPage')}
          </Button>
        </Paper>
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
            <Stack direction="row" spacing={0.5}>
              <TextField
                select
                size="small"
                label={t('list.sortBy')}
                value={state.sort}
                onChange={(event) => go({ ...state, page: 1, sort: event.target.value as RequestSortColumn })}
                sx={{ flex: 1 }}
              >
                {sortableColumns.map((column) => (
                  <MenuItem key={column} value={column}>
                    {t(`list.columns.${column}`)}
                  </MenuItem>
                ))}
              </TextField>
              <Button
                variant="outlined"
                onClick={() => go({ ...state, page: 1, desc: !state.desc })}
                startIcon={state.desc ? <ArrowDownwardIcon /> : <ArrowUpwardIcon />}
                aria-label={`${t('list.sortBy')}: ${state.desc ? t('list.descending') : t('list.ascending')}`}
                sx={{ flex: '0 0 auto' }}
              >
                {state.desc ? t('list.descending') : t('list.ascending')}
              </Button>
            </Stack>
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
