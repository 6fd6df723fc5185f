import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CancelIcon from '@mui/icons-material/Cancel';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { useRouter } from 'next/router';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { formatDay, formatInstant } from '@/lib/format';
import { useLocale } from '@/lib/i18n';

/**
 * The parts every account list (requests, reservations) is made of: the quick search, the removable
 * filter chips, the sort picker of phones, the empty states, and the progress
 * bar of the server-rendered navigation each change is. The lists keep their state in the URL
 * (lib/list/list-state.ts) and hand these parts what to show and where to go.
 */

/** Whether a client-side navigation is running (the lists are server-rendered: every change is one). */
export function useNavigating(): boolean {
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

/**
 * Dates of the reservation list, through lib/format: a calendar day as it is, an instant as its day in Istanbul.
 * The request list calls lib/format itself; this goes once the reservation list does too.
 */
export function useListFormatters() {
  const locale = useLocale();
  return { locale, day: (value: string) => formatDay(value, locale), moment: (iso: string) => formatInstant(iso, locale, 'day') };
}

/** The list's search box; key it by the current text, so it follows the URL (back, a removed chip). */
export function QuickSearch({ initial, onSearch, label, hint }: { initial: string; onSearch: (text: string) => void; label: string; hint: string }) {
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
        label={label}
        placeholder={hint}
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

export interface FilterChip {
  id: string;
  /** "Status: Paid" */
  label: string;
  onDelete: () => void;
}

/** The chips of the filters in force, each removable, and "clear all". */
export function FilterChips({ chips, onClear }: { chips: readonly FilterChip[]; onClear: () => void }) {
  const { t } = useTranslation('account');
  if (chips.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }} data-testid="active-filters">
      <Typography variant="body2" sx={{ fontWeight: 700, mr: 0.3 }}>
        {t('list.activeFilters')}:
      </Typography>
      {chips.map((chip) => (
        <Chip
          key={chip.id}
          label={<span data-testid="filter-chip-label">{chip.label}</span>}
          color="primary"
          variant="outlined"
          onDelete={chip.onDelete}
          deleteIcon={<CancelIcon titleAccess={t('list.removeFilter', { label: chip.label })} />}
          data-testid="filter-chip"
        />
      ))}
      <Button size="small" onClick={onClear}>
        {t('list.clearFilters')}
      </Button>
    </Stack>
  );
}

/** The thin progress bar under the toolbar while the next list loads (a fixed height: nothing jumps). */
export function NavigationProgress({ label }: { label: string }) {
  const navigating = useNavigating();
  return <Box sx={{ minHeight: 4 }}>{navigating && <LinearProgress aria-label={label} />}</Box>;
}

/** Phones: the sort as a picker and a direction toggle. */
export function SortPicker<Column extends string>({ columns, labelOf, sort, desc, onSort, onToggle }: { columns: readonly Column[]; labelOf: (column: Column) => string; sort: Column; desc: boolean; onSort: (column: Column) => void; onToggle: () => void }) {
  const { t } = useTranslation('account');
  return (
    <Stack direction="row" spacing={0.5}>
      <TextField select size="small" label={t('list.sortBy')} value={sort} onChange={(event) => onSort(event.target.value as Column)} sx={{ flex: 1 }}>
        {columns.map((column) => (
          <MenuItem key={column} value={column}>
            {labelOf(column)}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="outlined"
        onClick={onToggle}
        startIcon={desc ? <ArrowDownwardIcon /> : <ArrowUpwardIcon />}
        aria-label={`${t('list.sortBy')}: ${desc ? t('list.descending') : t('list.ascending')}`}
        sx={{ flex: '0 0 auto' }}
      >
        {desc ? t('list.descending') : t('list.ascending')}
      </Button>
    </Stack>
  );
}

/** A list with nothing to show: none yet (with the way to make one), none matching the filters, or a page past the end. */
export function EmptyList({ title, body, action, testId }: { title: string; body: string; action: ReactNode; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, textAlign: 'center' }} data-testid={testId}>
      <InboxOutlinedIcon sx={{ fontSize: 48, color: 'primary.main', opacity: 0.7 }} />
      <Typography component="h2" variant="h3" sx={{ mt: 0.5 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, maxWidth: 520, mx: 'auto' }}>
        {body}
      </Typography>
      <Box sx={{ mt: 1.2 }}>{action}</Box>
    </Paper>
  );
}

/** A page number past the end (a stale link): the way back to the first page. */
export function PastTheEnd({ text, onFirstPage }: { text: string; onFirstPage: () => void }) {
  const { t } = useTranslation('account');
  return (
    <Paper variant="outlined" sx={{ p: 2, textAlign: 'center' }}>
      <Typography>{text}</Typography>
      <Button sx={{ mt: 0.8 }} onClick={onFirstPage}>
        {t('list.firstPage')}
      </Button>
    </Paper>
  );
}
