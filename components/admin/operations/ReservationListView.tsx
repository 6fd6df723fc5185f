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
import { reservationStatuses } from '@/lib/domain/reservation-state';
import { formatInstant, formatMoney } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import type { ReservationPage } from '@/lib/schemas/reservation';
import { ListPager } from './ListPager';
import { OpsList, OpsListRow } from './OpsList';

/** /admin/reservations: every reservation, by status and text, newest first. */
export function ReservationListView({ page, filters, names }: { page: ReservationPage; filters: { status: string; q: string }; names: Record<string, string> }) {
  const { t } = useTranslation(['admin', 'account', 'search']);
  const locale = useLocale();
  const router = useRouter();
  const [draft, setDraft] = useState(filters);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query: Record<string, string> = {};
    if (draft.status !== 'all') query.status = draft.status;
    if (draft.q.trim()) query.q = draft.q.trim();
    void router.push({ pathname: router.pathname, query });
  };
  return (
    <Box>
      <Paper variant="outlined" component="form" onSubmit={submit} sx={{ p: 1.5, mb: 2 }} role="search" aria-label={t('admin:operations.queue.filters')}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { sm: 'center' } }}>
          <TextField select size="small" label={t('admin:operations.queue.status')} value={draft.status} onChange={(event) => setDraft({ ...draft, status: event.target.value })} sx={{ minWidth: 200 }}>
            <MenuItem value="all">{t('admin:operations.queue.allStatuses')}</MenuItem>
            {reservationStatuses.map((status) => (
              <MenuItem key={status} value={status}>
                {t(`account:reservations.status.${status}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField size="small" type="search" label={t('admin:operations.queue.search')} value={draft.q} onChange={(event) => setDraft({ ...draft, q: event.target.value })} sx={{ flexGrow: 1, minWidth: 200 }} slotProps={{ htmlInput: { maxLength: 100 } }} />
          <Button type="submit" variant="contained">
            {t('admin:operations.common.apply')}
          </Button>
        </Stack>
      </Paper>
      <OpsList countText={t('admin:operations.reservations.count', { count: page.totalCount })} emptyText={t('admin:operations.reservations.empty')} items={page.items}>
        {(item) => (
          <OpsListRow
            key={item.id}
            data-testid="reservation-item"
            head={
              <>
                <RouteLink to="admin" subPath="reservations/detail" query={{ id: item.id }} sx={{ fontWeight: 800 }}>
                  {item.reference}
                </RouteLink>
                <Chip size="small" label={t(`account:reservations.status.${item.status}`)} />
                <Chip size="small" variant="outlined" label={t(`search:modes.${item.mode}`, { defaultValue: item.mode })} />
              </>
            }
            lane={`${names[item.origin] ?? item.origin} → ${names[item.destination] ?? item.destination}`}
            people={`${item.owner.fullName || item.owner.email} · ${item.owner.email} · ${item.requestReference}`}
            aside={
              <>
                <Typography sx={{ fontWeight: 800 }}>{formatMoney(item.total, locale)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('admin:operations.queue.created', { date: formatInstant(item.createdAt, locale, 'day') })}
                </Typography>
              </>
            }
          />
        )}
      </OpsList>
      <ListPager pageNumber={page.pageNumber} pageSize={page.pageSize} totalCount={page.totalCount} />
    </Box>
  );
}
