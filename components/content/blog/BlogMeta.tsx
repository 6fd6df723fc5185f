import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { formatInstant } from '@/lib/format';
import { useLocale } from '@/lib/i18n';

/** A post's meta line: date (in the language's format), reading time and author. */
export function BlogMeta({ publishedAt, readingMinutes, authorName, inverted = false }: { publishedAt: string; readingMinutes: number; authorName: string | null; inverted?: boolean }) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const parts = [
    <time key="date" dateTime={publishedAt}>
      {formatInstant(publishedAt, locale, 'longDay')}
    </time>,
    <span key="reading" data-testid="reading-time">
      {t('blog.readingTime', { count: readingMinutes })}
    </span>,
    ...(authorName ? [<span key="author">{t('blog.by', { name: authorName })}</span>] : []),
  ];
  return (
    <Typography variant="body2" component="p" sx={{ color: inverted ? 'rgba(255,255,255,.9)' : 'text.secondary', display: 'flex', flexWrap: 'wrap', columnGap: 0.6, rowGap: 0.2 }} data-testid="blog-meta">
      {parts.map((part, index) => (
        <Box component="span" key={part.key} sx={{ display: 'inline-flex', gap: 0.6 }}>
          {index > 0 && <span aria-hidden>·</span>}
          {part}
        </Box>
      ))}
    </Typography>
  );
}
