import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from '@/components/common/NextLink';
import { useTranslation } from 'next-i18next/pages';
import { routeHref } from '@/components/common/RouteLink';
import { columnSorter, type DataColumn } from '@/components/list/DataTable';
import { formatInstant } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import type { ContentSummary } from '@/lib/schemas/content-admin';
import type { ContentListState, ContentSortColumn } from './content-list-state';
import { ContentStateChip } from './ContentStateChip';

/** The editor of an entry. */
function useEditorHref() {
  const locale = useLocale();
  return (id: number) => routeHref({ to: 'admin', subPath: 'content/edit', query: { id } }, locale).href;
}

/** The kind of an entry and, under it, its category. */
function useKindLabels() {
  const { t } = useTranslation('admin');
  const { t: tContent } = useTranslation('content');
  return {
    kind: (item: ContentSummary) => t(`content.kinds.${item.kind}`),
    category: (item: ContentSummary) => (item.category ? tContent(`categories.${item.kind}.${item.category}`, { defaultValue: item.category }) : null),
  };
}

function UpdatedBy({ item }: { item: ContentSummary }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  return (
    <>
      <Box component="span" sx={{ display: 'block' }}>
        {formatInstant(item.updatedAt, locale)}
      </Box>
      <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8rem' }}>
        {item.updatedByName ?? t('content.bySeed')}
      </Box>
    </>
  );
}

const slugSx = { color: 'text.secondary', fontFamily: 'monospace', fontSize: '0.78rem' } as const;

/** The columns of the content table (wide screens): both titles with their slugs, the state, the last change, the kind. */
export function useContentColumns(state: Pick<ContentListState, 'sortColumn' | 'sortDescending'>, onSort: (column: ContentSortColumn) => void): DataColumn<ContentSummary>[] {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const editorHref = useEditorHref();
  const labels = useKindLabels();
  const sortBy = columnSorter(state.sortColumn, state.sortDescending, onSort);
  return [
    {
      id: 'titleTr',
      header: t('content.columns.titleTr'),
      sort: sortBy('TitleTr'),
      cell: (item) => (
        <>
          <Link component={NextLink} href={editorHref(item.id)} locale={locale} sx={{ fontWeight: 700 }} lang="tr">
            {item.titleTr}
          </Link>
          <Typography variant="body2" sx={slugSx}>
            {item.slugTr}
          </Typography>
        </>
      ),
    },
    {
      id: 'titleEn',
      header: t('content.columns.titleEn'),
      sort: sortBy('TitleEn'),
      from: 'lg',
      cellProps: () => ({ lang: 'en' }),
      cell: (item) => (
        <>
          {item.titleEn}
          <Typography variant="body2" sx={slugSx}>
            {item.slugEn}
          </Typography>
        </>
      ),
    },
    { id: 'state', header: t('content.columns.state'), sort: sortBy('PublishAt'), cell: (item) => <ContentStateChip state={item.state} publishAt={item.publishAt} /> },
    { id: 'updated', header: t('content.columns.updated'), sort: sortBy('UpdatedAt'), sx: { whiteSpace: 'nowrap' }, cell: (item) => <UpdatedBy item={item} /> },
    {
      id: 'kind',
      header: t('content.kind'),
      cell: (item) => (
        <>
          {labels.kind(item)}
          {labels.category(item) && (
            <Typography variant="body2" sx={{ color: 'text.secondary', fontSize: '0.8rem' }}>
              {labels.category(item)}
            </Typography>
          )}
        </>
      ),
    },
  ];
}

/** Phones: the entries as cards (both titles, the state, the kind and the last change). */
export function ContentCards({ items, loading }: { items: readonly ContentSummary[]; loading: boolean }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const editorHref = useEditorHref();
  const labels = useKindLabels();
  return (
    <Box component="ul" aria-label={t('sections.content')} sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="content-cards">
      {items.map((item) => (
        <Box component="li" key={item.id} data-id={item.id} sx={{ px: 1.5, py: 1.2, borderBottom: 1, borderColor: 'divider' }}>
          <Link component={NextLink} href={editorHref(item.id)} locale={locale} sx={{ fontWeight: 700, display: 'block', overflowWrap: 'anywhere' }} lang="tr">
            {item.titleTr}
          </Link>
          <Typography variant="body2" lang="en" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {item.titleEn}
          </Typography>
          <Stack direction="row" sx={{ mt: 0.8, alignItems: 'center', flexWrap: 'wrap', gap: 1, rowGap: 0.5 }}>
            <ContentStateChip state={item.state} publishAt={item.publishAt} />
            <Typography variant="body2">{labels.kind(item)}</Typography>
          </Stack>
          <Box sx={{ mt: 0.5, fontSize: '0.8rem' }}>
            <UpdatedBy item={item} />
          </Box>
        </Box>
      ))}
      {!loading && items.length === 0 && (
        <Box component="li" sx={{ p: 1.5 }}>
          {t('common.empty')}
        </Box>
      )}
    </Box>
  );
}
