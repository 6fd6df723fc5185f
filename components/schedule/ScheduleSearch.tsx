import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { useRouter } from 'next/router';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { api, ApiFailure, fieldProblems } from '@/lib/client/api';
import { formatDay, formatDayRange } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { showQuery } from '@/lib/client/address-query';
import type { VoyageSearchAnswer } from '@/lib/schemas/voyage';
import { useLookups } from '@/store/lookups';
import { weekNumber, weekOptions } from './weeks';
import { PortField, type PortChoice } from './PortField';
import { QuoteButton } from './QuoteButton';
import { SailingList } from './SailingList';

/** What is searched, as the query string carries it (shareable; the back button walks through searches). */
interface Criteria {
  pol: string;
  pod: string;
  week: string;
  carrier: string;
  page: number;
}

const PAGE_SIZE = 20;
const LOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;

function text(value: string | string[] | undefined): string {
  return typeof value === 'string' ? value.trim() : '';
}

function criteriaOf(query: Record<string, string | string[] | undefined>): Criteria {
  const page = Number(text(query.page));
  return {
    pol: text(query.pol).toUpperCase(),
    pod: text(query.pod).toUpperCase(),
    week: text(query.week).toUpperCase(),
    carrier: text(query.carrier),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

const isSearch = (criteria: Criteria) => Boolean(criteria.pol || criteria.pod || criteria.week || criteria.carrier || criteria.page > 1);

function queryOf(criteria: Criteria): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of ['pol', 'pod', 'week', 'carrier'] as const) if (criteria[key]) query[key] = criteria[key];
  if (criteria.page > 1) query.page = String(criteria.page);
  return query;
}

type Answer =
  | { status: 'idle' }
  | { status: 'loading'; key: string }
  | { status: 'ready'; key: string; page: VoyageSearchAnswer }
  | { status: 'invalid'; key: string; errors: Record<string, string> }
  | { status: 'error'; key: string };

/**
 * The ship program's search: ports of loading and discharge, a departure week (the next twelve ISO
 * weeks with their dates) and a carrier; the sailings as a table or cards, paged. The search lives in
 * the query string; the first render shows `initial` (the next sailings from Türkiye's main ports).
 */
export function ScheduleSearch({ today, carriers, initial }: { today: string; carriers: readonly string[]; initial: VoyageSearchAnswer | null }) {
  const { t } = useTranslation('schedule');
  const locale = useLocale();
  const router = useRouter();
  const criteria = useMemo(() => criteriaOf(router.isReady ? router.query : {}), [router.isReady, router.query]);
  const key = JSON.stringify(criteria);
  const searching = isSearch(criteria);
  const locations = useLookups((state) => state.locations);
  const portOf = (code: string): PortChoice | null => (code ? { code, name: code } : null);
  const [pol, setPol] = useState<PortChoice | null>(portOf(criteria.pol));
  const [pod, setPod] = useState<PortChoice | null>(portOf(criteria.pod));
  const [week, setWeek] = useState(criteria.week);
  const [carrier, setCarrier] = useState(criteria.carrier);
  // The form follows the query string (a shared link, the back button): adjusted while rendering, as React advises.
  const [formKey, setFormKey] = useState(key);
  if (formKey !== key) {
    setFormKey(key);
    setPol(portOf(criteria.pol));
    setPod(portOf(criteria.pod));
    setWeek(criteria.week);
    setCarrier(criteria.carrier);
  }
  const [answer, setAnswer] = useState<Answer>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);

  const nameOf = (code: string, fallback?: string) => fallback ?? locations.find((location) => location.code === code)?.name ?? code;

  // Port names come from the lookups when a link carries only codes.
  useEffect(() => {
    if (criteria.pol || criteria.pod) void useLookups.getState().load();
  }, [criteria.pol, criteria.pod]);

  useEffect(() => {
    if (!searching) return;
    let current = true;
    const parsed = JSON.parse(key) as Criteria;
    Promise.resolve()
      .then(() => current && setAnswer({ status: 'loading', key }))
      .then(() => api.get('Voyage/Search', { ...queryOf(parsed), pageSize: PAGE_SIZE }, { locale }))
      .then((page) => current && setAnswer({ status: 'ready', key, page }))
      .catch((error: unknown) => {
        if (!current) return;
        const fieldErrors = fieldProblems(error);
        if (error instanceof ApiFailure && error.status === 400 && fieldErrors.length)
          setAnswer({ status: 'invalid', key, errors: Object.fromEntries(fieldErrors.map((item) => [item.field, item.message])) });
        else setAnswer({ status: 'error', key });
      });
    return () => {
      current = false;
    };
  }, [key, searching, locale, attempt]);

  const go = (next: Criteria) => {
    void showQuery(router, queryOf(next));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ pol: pol?.code ?? '', pod: pod?.code ?? '', week, carrier, page: 1 });
  };

  const weeks = weekOptions(today);
  const extraWeek = week && !weeks.some((option) => option.week === week) ? week : null;
  const errors = answer.status === 'invalid' && answer.key === key ? answer.errors : {};
  const ready = answer.status === 'ready' && answer.key === key ? answer.page : null;
  const pageCount = ready ? Math.max(1, Math.ceil(ready.totalCount / ready.pageSize)) : 1;
  const lane =
    LOCODE.test(criteria.pol) && LOCODE.test(criteria.pod) && criteria.pol !== criteria.pod
      ? { pol: criteria.pol, pod: criteria.pod, polName: nameOf(criteria.pol, ready?.items[0]?.polName), podName: nameOf(criteria.pod, ready?.items[0]?.podName) }
      : null;

  return (
    <Stack spacing={1.5}>
      <Paper component="form" onSubmit={submit} noValidate elevation={2} sx={{ p: { xs: 1.2, md: 1.8 } }} aria-label={t('search.title')} role="search">
        <Typography component="h2" variant="h4" color="primary" sx={{ mb: 1 }}>
          {t('search.title')}
        </Typography>
        <Grid container spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Grid size={{ xs: 12, md: 3.5 }}>
            <PortField id="schedule-pol" label={t('search.pol')} value={pol ? { ...pol, name: nameOf(pol.code, pol.name !== pol.code ? pol.name : undefined) } : null} error={errors.pol} onChange={setPol} />
          </Grid>
          <Grid size={{ xs: 12, md: 'auto' }} sx={{ display: 'flex', justifyContent: 'center' }}>
            <IconButton
              aria-label={t('search.swap')}
              onClick={() => {
                setPol(pod);
                setPod(pol);
              }}
              sx={{ mt: { md: 0.6 }, transform: { xs: 'rotate(90deg)', md: 'none' } }}
            >
              <SwapHorizIcon />
            </IconButton>
          </Grid>
          <Grid size={{ xs: 12, md: 3.5 }}>
            <PortField id="schedule-pod" label={t('search.pod')} value={pod ? { ...pod, name: nameOf(pod.code, pod.name !== pod.code ? pod.name : undefined) } : null} error={errors.pod} onChange={setPod} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 'grow' }}>
            <TextField
              select
              fullWidth
              id="schedule-week"
              label={t('search.week')}
              value={week}
              onChange={(event) => setWeek(event.target.value)}
              error={Boolean(errors.week)}
              helperText={errors.week || ' '}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{t('search.nextWeeks')}</MenuItem>
              {extraWeek && <MenuItem value={extraWeek}>{extraWeek}</MenuItem>}
              {weeks.map((option) => (
                <MenuItem key={option.week} value={option.week}>
                  {t('search.weekOption', { number: weekNumber(option.week), range: formatDayRange(option.from, option.to, locale) })}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 2 }}>
            <TextField
              select
              fullWidth
              id="schedule-carrier"
              label={t('search.carrier')}
              value={carriers.includes(carrier) || !carrier ? carrier : ''}
              onChange={(event) => setCarrier(event.target.value)}
              helperText={errors.carrier || ' '}
              error={Boolean(errors.carrier)}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{t('search.anyCarrier')}</MenuItem>
              {carriers.map((name) => (
                <MenuItem key={name} value={name}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
        </Grid>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {searching && (
            <Button type="button" onClick={() => go({ pol: '', pod: '', week: '', carrier: '', page: 1 })}>
              {t('search.reset')}
            </Button>
          )}
          <Button type="submit" variant="contained" color="secondary" startIcon={<SearchIcon />}>
            {t('search.submit')}
          </Button>
        </Stack>
      </Paper>

      <Box aria-live="polite">
        {!searching ? (
          initial && (
            <Stack spacing={1}>
              <div>
                <Typography component="h2" variant="h3">
                  {t('results.initialTitle')}
                </Typography>
                <Typography color="text.secondary">{t('results.initialHint')}</Typography>
              </div>
              {initial.items.length > 0 ? <SailingList sailings={initial.items} /> : <Alert severity="info">{t('results.emptyTitle')}</Alert>}
              <Typography variant="body2" color="text.secondary">
                {t('results.timesNote')}
              </Typography>
            </Stack>
          )
        ) : answer.status === 'error' ? (
          <Alert severity="error" action={<Button onClick={() => setAttempt((n) => n + 1)}>{t('search.retry')}</Button>}>
            {t('search.error')}
          </Alert>
        ) : answer.status === 'invalid' && answer.key === key ? null : !ready ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={24} />
            <Typography>{t('search.loading')}</Typography>
          </Stack>
        ) : (
          <Stack spacing={1}>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 1 }}>
              <div>
                <Typography component="h2" variant="h3">
                  {t('results.title')}
                </Typography>
                <Typography color="text.secondary" data-testid="schedule-count">
                  {t('results.count', { count: ready.totalCount, from: formatDay(ready.from, locale), to: formatDay(ready.to, locale) })}
                </Typography>
              </div>
              {lane && <QuoteButton lane={lane} variant="outlined" />}
            </Stack>
            {ready.items.length === 0 ? (
              <Alert severity="info" data-testid="schedule-empty">
                <AlertTitle>{t('results.emptyTitle')}</AlertTitle>
                {t('results.emptyHint')}
              </Alert>
            ) : (
              <SailingList sailings={ready.items} />
            )}
            {pageCount > 1 && (
              <Stack component="nav" aria-label={t('results.pagination')} direction="row" spacing={1} sx={{ justifyContent: 'center', alignItems: 'center' }}>
                <Button disabled={criteria.page <= 1} onClick={() => go({ ...criteria, page: criteria.page - 1 })}>
                  {t('results.previous')}
                </Button>
                <Typography>{t('results.pageOf', { page: criteria.page, pages: pageCount })}</Typography>
                <Button disabled={criteria.page >= pageCount} onClick={() => go({ ...criteria, page: criteria.page + 1 })}>
                  {t('results.next')}
                </Button>
              </Stack>
            )}
            <Typography variant="body2" color="text.secondary">
              {t('results.timesNote')}
            </Typography>
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
