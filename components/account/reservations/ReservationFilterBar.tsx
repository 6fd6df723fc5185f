import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { reservationStatuses, type ReservationStatus } from '@/lib/domain/reservation-state';
import type { ReservationListState } from '@/lib/reservations/list-query';

/**
 * The reservation list's filters on the list itself (there are three): statuses, created from, created
 * until. Applied together as one new URL; keyed by the URL's values, so it follows back and removed chips.
 */
export function ReservationFilterBar({ state, onApply }: { state: ReservationListState; onApply: (filters: Pick<ReservationListState, 'statuses' | 'from' | 'to'>) => void }) {
  const { t } = useTranslation('account');
  const [statuses, setStatuses] = useState<ReservationStatus[]>(state.statuses);
  const [from, setFrom] = useState(state.from ?? '');
  const [to, setTo] = useState(state.to ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ statuses: reservationStatuses.filter((status) => statuses.includes(status)), from: from || undefined, to: to || undefined });
  };
  return (
    <Stack component="form" onSubmit={submit} direction={{ xs: 'column', md: 'row' }} spacing={0.8} useFlexGap sx={{ alignItems: { md: 'center' } }} data-testid="reservation-filters">
      <TextField
        select
        size="small"
        label={t('reservations.list.filter.statuses')}
        value={statuses}
        onChange={(event) => setStatuses(event.target.value as unknown as ReservationStatus[])}
        sx={{ minWidth: { md: 240 }, flex: { md: 1 } }}
        slotProps={{
          select: {
            multiple: true,
            displayEmpty: true,
            renderValue: (selected) => ((selected as ReservationStatus[]).length === 0 ? t('reservations.list.filter.anyStatus') : (selected as ReservationStatus[]).map((status) => t(`reservations.status.${status}`)).join(', ')),
            SelectDisplayProps: { 'data-testid': 'reservation-filter-status' } as never,
          },
          inputLabel: { shrink: true },
        }}
      >
        {reservationStatuses.map((status) => (
          <MenuItem key={status} value={status} data-testid={`reservation-filter-status-${status}`}>
            <Checkbox size="small" checked={statuses.includes(status)} sx={{ p: 0.3, mr: 0.5 }} />
            <ListItemText primary={t(`reservations.status.${status}`)} />
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" spacing={0.8}>
        <TextField size="small" type="date" label={t('reservations.list.filter.from')} value={from} onChange={(event) => setFrom(event.target.value)} slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: to || undefined, 'data-testid': 'reservation-filter-from' } }} sx={{ flex: 1 }} />
        <TextField size="small" type="date" label={t('reservations.list.filter.to')} value={to} onChange={(event) => setTo(event.target.value)} slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from || undefined, 'data-testid': 'reservation-filter-to' } }} sx={{ flex: 1 }} />
      </Stack>
      <Button type="submit" variant="contained" data-testid="reservation-filter-apply">
        {t('reservations.list.filter.apply')}
      </Button>
    </Stack>
  );
}
