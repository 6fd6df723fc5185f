import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { RouteKey } from '@/lib/routes';
import { toPageText, type PageText } from './page-text';

export type { PageText } from './page-text';

/** The texts of a page from the `pages` namespace. */
export function usePageText(routeKey: RouteKey): PageText {
  const { t } = useTranslation('pages');
  return toPageText(t(routeKey, { returnObjects: true }) as Partial<PageText>);
}

/** A page's introduction: its body paragraphs, set for reading. */
export function PageBody({ paragraphs, maxWidth }: { paragraphs: string[]; maxWidth?: number }) {
  return (
    <Stack spacing={1} sx={maxWidth ? { maxWidth } : undefined}>
      {paragraphs.map((paragraph) => (
        <Typography key={paragraph} sx={{ fontSize: '1.05rem', lineHeight: 1.75 }}>
          {paragraph}
        </Typography>
      ))}
    </Stack>
  );
}
