import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { RouteLink } from '@/components/common/RouteLink';
import { requestStatuses } from '@/lib/domain/request-state';
import { formatDay, formatInstant, formatMoney } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { requestAgeFilters } from '@/lib/admin/operations-constants';
import type { RequestQueuePage } from '@/lib/schemas/admin-operations';
import { ListPager } from './ListPager';
import { OpsList, OpsListRow } from './OpsList';
import { waitingTime } from './waiting-time';

export interface RequestQueueFilters {
  status: string;
  age: string;
  q: string;
}

/** /admin/requests: the requests queue with its filters (status, age, text), the longest waiting first. */
export function RequestQueueView({ page, filters, names, now }: { page: RequestQueuePage; filters: RequestQueueFilters; names: Record<string, string>; now: string }) {
  const { t } = useTranslation(['admin', 'account', 'search']);
  const locale = useLocale();
  const router = useRouter();
  const [draft, setDraft] = useState(filters);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query: Record<string, string> = {};
    if (draft.status !== 'submitted') query.status = draft.status;
    if (draft.age !== 'any') query.age = draft.age;
    if (draft.q.trim()) query.q = draft.q.trim();
    void router.push({ pathname: router.pathname, query });
  };
  const place = (code: string) => names[code] ?? code;
  return (
    <Box>
      <Paper variant="outlined" component="form" onSubmit={submit} sx={{ p: 1.5, mb: 2 }} role="search" aria-label={t('admin:operations.queue.filters')}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { sm: 'center' } }}>
          <TextField select size="small" label={t('admin:operations.queue.status')} value={draft.status} onChange={(event) => setDraft({ ...draft, status: event.target.value })} sx={{ minWidth: 170 }} slotProps={{ htmlInput: { 'data-testid': 'queue-status' } }}>
            <MenuItem value="all">{t('admin:operations.queue.allStatuses')}</MenuItem>
            {requestStatuses.map((status) => (
              <MenuItem key={status} value={status}>
                {t(`account:status.${status}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" label={t('admin:operations.queue.age')} value={draft.age} onChange={(event) => setDraft({ ...draft, age: event.target.value })} sx={{ minWidth: 170 }}>
            {requestAgeFilters.map((age) => (
              <MenuItem key={age} value={age}>
                {t(`admin:operations.queue.ages.${age}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            type="search"
            label={t('admin:operations.queue.search')}
            helperText={t('admin:operations.queue.searchHint')}
            value={draft.q}
            onChange={(event) => setDraft({ ...draft, q: event.target.value })}
            sx={{ flexGrow: 1, minWidth: 200 }}
            slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'queue-search' } }}
          />
          <Button type="submit" variant="contained" data-testid="queue-apply">
            {t('admin:operations.common.apply')}
          </Button>
        </Stack>
      </Paper>
      <OpsList countText={t('admin:operations.queue.count', { count: page.totalCount })} emptyText={t('admin:operations.queue.empty')} items={page.items} countTestId="queue-count">
        {(item) => {
          const waited = waitingTime(item.waitingSince, now);
          return (
            <OpsListRow
              key={item.id}
              data-testid="queue-item"
              data-request-id={item.id}
              head={
                <>
                  <RouteLink to="admin" subPath="requests/detail" query={{ id: item.id }} sx={{ fontWeight: 800 }} data-testid="queue-open">
                    {item.reference}
                  </RouteLink>
                  <Chip size="small" label={t(`account:status.${item.status}`)} />
                  <Chip size="small" variant="outlined" label={t(`search:modes.${item.mode}`)} />
                  <Chip
                    size="small"
                    color={waited.hours >= 72 ? 'error' : waited.hours >= 24 ? 'warning' : 'default'}
                    label={t(`admin:operations.queue.waiting_${waited.unit}`, { count: waited.count })}
                  />
                </>
              }
              lane={`${place(item.origin)} → ${place(item.destination)}`}
              people={`${item.owner.fullName || item.owner.email} · ${item.owner.email}${item.companyName ? ` · ${item.companyName}` : ''}`}
              aside={
                <>
                  <Typography variant="body2">{t('admin:operations.queue.readyDate', { date: formatDay(item.readyDate, locale) })}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('admin:operations.queue.created', { date: formatInstant(item.createdAt, locale, 'day') })}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {item.total ? formatMoney(item.total, locale) : t('admin:operations.queue.noPrice')} · {t('admin:operations.queue.operatorOffers', { count: item.operatorOffers })}
                  </Typography>
                </>
              }
            />
          );
        }}
      </OpsList>
      <ListPager pageNumber={page.pageNumber} pageSize={page.pageSize} totalCount={page.totalCount} />
    </Box>
  );
}
