import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import NextLink from '@/components/common/NextLink';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { ListPager } from '@/components/admin/operations/ListPager';
import { DataTable, type DataColumn } from '@/components/list/DataTable';
import { chatLocales } from '@/lib/domain/chat';
import { formatInstant } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import type { Locale } from '@/lib/routes';
import type { ChatTranscript, ChatTranscriptPage, ChatTranscriptSummary } from '@/lib/schemas/chat';

export interface TranscriptFilters {
  locale?: string;
  from?: string;
  to?: string;
}

/** The page's address with another query (values that are lists or empty are dropped). */
function hrefWith(pathname: string, query: Record<string, string | string[] | undefined>): string {
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')).toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** A line's time: the clock alone on the day the conversation began (its chip says the day), else the day too. */
function lineTime(at: string, startedAt: string, locale: Locale): string {
  return formatInstant(at, locale, formatInstant(at, locale, 'day') === formatInstant(startedAt, locale, 'day') ? 'time' : 'dateTime');
}

/** The filter form: a plain GET form, so the list is the address bar's state and works without JavaScript. */
function Filters({ filters }: { filters: TranscriptFilters }) {
  const { t } = useTranslation('chat');
  const { pathname } = useRouter();
  return (
    <Stack component="form" method="get" action={pathname} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1.5 }} aria-label={t('transcripts.filter')}>
      <TextField select size="small" name="locale" label={t('transcripts.locale')} defaultValue={filters.locale ?? ''} sx={{ minWidth: 160 }}>
        <MenuItem value="">{t('transcripts.allLocales')}</MenuItem>
        {chatLocales.map((code) => (
          <MenuItem key={code} value={code}>
            {t(`transcripts.locales.${code}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField size="small" type="date" name="from" label={t('transcripts.from')} defaultValue={filters.from ?? ''} slotProps={{ inputLabel: { shrink: true } }} />
      <TextField size="small" type="date" name="to" label={t('transcripts.to')} defaultValue={filters.to ?? ''} slotProps={{ inputLabel: { shrink: true } }} />
      <Button type="submit" variant="outlined">
        {t('transcripts.filter')}
      </Button>
    </Stack>
  );
}

export function ChatTranscriptList({ data, filters }: { data: ChatTranscriptPage; filters: TranscriptFilters }) {
  const { t } = useTranslation('chat');
  const locale = useLocale();
  const { pathname, query } = useRouter();
  const columns: DataColumn<ChatTranscriptSummary>[] = [
    { id: 'date', header: t('transcripts.date'), sx: { whiteSpace: 'nowrap' }, cell: (item) => formatInstant(item.lastActivityAt, locale) },
    { id: 'locale', header: t('transcripts.locale'), cell: (item) => t(`transcripts.locales.${item.locale}`, { defaultValue: item.locale }) },
    { id: 'question', header: t('transcripts.firstQuestion'), sx: { maxWidth: 420, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }, cell: (item) => item.firstQuestion ?? t('transcripts.noQuestion') },
    { id: 'visitor', header: t('transcripts.visitor'), cell: (item) => (item.signedIn ? t('transcripts.signedIn') : t('transcripts.anonymous')) },
    { id: 'messages', header: t('transcripts.messages'), align: 'right', cell: (item) => item.activityCount },
    {
      id: 'open',
      header: null,
      cell: (item) => (
        <Button component={NextLink} size="small" href={hrefWith(pathname, { ...query, id: item.id })}>
          {t('transcripts.open')}
        </Button>
      ),
    },
  ];
  return (
    <Box>
      <Typography sx={{ mb: 1.5 }} color="text.secondary">
        {t('transcripts.intro')}
      </Typography>
      <Filters filters={filters} />
      {data.items.length === 0 ? (
        <Typography data-testid="transcripts-empty">{t('transcripts.empty')}</Typography>
      ) : (
        <Paper variant="outlined">
          <DataTable rows={data.items} columns={columns} rowKey={(item) => item.id} testId="transcripts-table" />
        </Paper>
      )}
      <ListPager pageNumber={data.page} pageSize={data.pageSize} totalCount={data.total} />
    </Box>
  );
}

export function ChatTranscriptDetail({ transcript }: { transcript: ChatTranscript }) {
  const { t } = useTranslation('chat');
  const locale = useLocale();
  const { pathname, query } = useRouter();
  const { id: _id, ...listQuery } = query;
  return (
    <Box>
      <Button component={NextLink} href={hrefWith(pathname, listQuery)} sx={{ mb: 1 }}>
        {t('transcripts.back')}
      </Button>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1.5, flexWrap: 'wrap' }}>
        <Chip label={t(`transcripts.locales.${transcript.locale}`, { defaultValue: transcript.locale })} />
        <Chip label={transcript.signedIn ? t('transcripts.signedIn') : t('transcripts.anonymous')} />
        <Chip label={formatInstant(transcript.createdAt, locale)} />
      </Stack>
      <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="transcript-lines">
        {transcript.lines.map((line) => (
          <Box
            component="li"
            key={line.seq}
            sx={{ alignSelf: line.fromRole === 'user' ? 'flex-end' : 'flex-start', maxWidth: '80%', bgcolor: line.fromRole === 'user' ? 'primary.main' : 'grey.100', color: line.fromRole === 'user' ? 'primary.contrastText' : 'text.primary', borderRadius: 2, px: 1.2, py: 0.8 }}
          >
            <Typography variant="caption" component="div" sx={{ opacity: 0.8 }}>
              {t(`transcripts.${line.fromRole}`)} · {lineTime(line.at, transcript.createdAt, locale)}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{line.type === 'event' ? t('transcripts.event', { name: line.name ?? '' }) : line.text}</Typography>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
