import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { RouteButton, routeHref } from '@/components/common/RouteLink';
import { LocationField, type LocationChoice } from '@/components/search/LocationField';
import { transportModes } from '@/lib/domain/freight-codes';
import { requestStatuses, type RequestStatus } from '@/lib/domain/request-state';
import { useLocale } from '@/lib/i18n';
import { defaultListState, listQueryOf, type FilterTarget, type RequestListState } from '@/lib/requests/list-query';
import { RequestStatusChip } from './RequestStatusChip';


function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <FormLabel component="legend" sx={{ fontWeight: 800, color: 'text.primary', mb: 0.5 }}>
        {title}
      </FormLabel>
      {children}
    </Box>
  );
}

/**
 * The request filter: statuses, mode, creation days, origin and destination, free text. It submits to
 * the filtered list (or back to the company list) as a query string; it works as a plain GET form too.
 */
export function RequestFilterForm({ initial, target, places }: { initial: RequestListState; target: FilterTarget; places: Record<string, LocationChoice> }) {
  const { t } = useTranslation('account');
  const { t: tSearch } = useTranslation('search');
  const router = useRouter();
  const locale = useLocale();
  const [statuses, setStatuses] = useState<RequestStatus[]>(initial.statuses);
  const [mode, setMode] = useState<string>(initial.mode ?? '');
  const [from, setFrom] = useState(initial.from ?? '');
  const [to, setTo] = useState(initial.to ?? '');
  const [origin, setOrigin] = useState<LocationChoice | null>(initial.origin ? (places[initial.origin] ?? null) : null);
  const [destination, setDestination] = useState<LocationChoice | null>(initial.destination ? (places[initial.destination] ?? null) : null);
  const [text, setText] = useState(initial.q ?? '');
  const rangeError = Boolean(from && to && from > to);
  const action = routeHref({ to: target }, locale).href;

  const toggle = (status: RequestStatus) => setStatuses((current) => (current.includes(status) ? current.filter((item) => item !== status) : requestStatuses.filter((item) => item === status || current.includes(item))));
  const reset = () => {
    setStatuses([]);
    setMode('');
    setFrom('');
    setTo('');
    setOrigin(null);
    setDestination(null);
    setText('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rangeError) return;
    const q = text.trim();
    const next: RequestListState = {
      ...defaultListState,
      pageSize: initial.pageSize,
      sort: initial.sort,
      desc: initial.desc,
      statuses,
      ...(mode ? { mode: mode as RequestListState['mode'] } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      ...(origin ? { origin: origin.code } : {}),
      ...(destination ? { destination: destination.code } : {}),
      ...(q ? { q } : {}),
    };
    void router.push(routeHref({ to: target, query: listQueryOf(next) }, locale).href, undefined, { locale });
  };

  return (
    <Paper variant="outlined" component="form" method="get" action={action} onSubmit={submit} sx={{ p: { xs: 1.2, sm: 2 } }} data-testid="request-filter">
      <Stack spacing={2}>
        <Section title={t('filter.statuses')}>
          <FormGroup sx={{ display: { xs: 'flex', sm: 'grid' }, flexDirection: 'row', flexWrap: 'wrap', gridTemplateColumns: { sm: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' }, columnGap: 1 }}>
            {requestStatuses.map((status) => (
              <FormControlLabel
                key={status}
                control={<Checkbox name="status" value={status} checked={statuses.includes(status)} onChange={() => toggle(status)} />}
                label={<RequestStatusChip status={status} />}
                aria-label={t(`status.${status}`)}
              />
            ))}
          </FormGroup>
        </Section>

        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <Section title={t('filter.mode')}>
            <TextField select fullWidth size="small" name="mode" value={mode} onChange={(event) => setMode(event.target.value)} slotProps={{ select: { displayEmpty: true, inputProps: { 'aria-label': t('filter.mode') } } }}>
              <MenuItem value="">{t('filter.anyMode')}</MenuItem>
              {transportModes.map((item) => (
                <MenuItem key={item} value={item}>
                  {tSearch(`modes.${item}`)}
                </MenuItem>
              ))}
            </TextField>
          </Section>
          <Section title={t('filter.dates')}>
            <Stack direction="row" spacing={0.8}>
              <TextField type="date" size="small" fullWidth name="from" label={t('filter.from')} value={from} onChange={(event) => setFrom(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
              <TextField
                type="date"
                size="small"
                fullWidth
                name="to"
                label={t('filter.to')}
                value={to}
                onChange={(event) => setTo(event.target.value)}
                error={rangeError}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from || undefined } }}
              />
            </Stack>
            {rangeError && (
              <Typography variant="body2" color="error" sx={{ mt: 0.4 }} role="alert">
                {t('filter.dateRange')}
              </Typography>
            )}
          </Section>
        </Box>

        <Section title={t('filter.places')}>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <LocationField id="filter-origin" label={t('filter.origin')} value={origin} kinds={['port', 'airport']} error="" onChange={setOrigin} />
            <LocationField id="filter-destination" label={t('filter.destination')} value={destination} kinds={['port', 'airport']} error="" onChange={setDestination} />
          </Box>
          {origin && <input type="hidden" name="origin" value={origin.code} />}
          {destination && <input type="hidden" name="destination" value={destination.code} />}
        </Section>

        <Section title={t('filter.text')}>
          <TextField fullWidth size="small" name="q" placeholder={t('filter.textHint')} value={text} onChange={(event) => setText(event.target.value)} slotProps={{ htmlInput: { maxLength: 100, 'aria-label': t('filter.text') } }} />
        </Section>

        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={0.8} sx={{ justifyContent: 'flex-end' }}>
          <RouteButton to={target === 'allRequests' ? 'allRequests' : 'requests'}>{t('filter.cancel')}</RouteButton>
          <Button onClick={reset}>{t('filter.reset')}</Button>
          <Button type="submit" variant="contained" size="large" disabled={rangeError} data-testid="apply-filter">
            {t('filter.apply')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
