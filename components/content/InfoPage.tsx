import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { PageHead } from '@/components/common/PageHead';
import { PageHero } from '@/components/common/PageHero';
import { HeroButtons } from '@/components/common/HeroButtons';
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

/**
 * A page made of its title, introduction and key points; `action` is the page's main task, shown first
 * (the sign-in panel), `children` add the page's own content after the introduction.
 */
export function InfoPage({ routeKey, noIndex, action, children }: { routeKey: RouteKey; noIndex?: boolean; action?: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation('common');
  const text = usePageText(routeKey);
  return (
    <>
      <PageHead title={text.title} description={text.description} noIndex={noIndex} />
      <PageHero routeKey={routeKey} heading={text.heading} lead={text.lead}>
        <HeroButtons secondary="contactForm" secondaryLabel={t('actions.contactUs')} />
      </PageHero>
      <Container sx={{ py: { xs: 2, md: 3 } }}>
        {action && <Box sx={{ mb: { xs: 2, md: 3 } }}>{action}</Box>}
        <Grid container spacing={{ xs: 2, md: 3 }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <PageBody paragraphs={text.body} />
          </Grid>
          {text.points.length > 0 && (
            <Grid size={{ xs: 12, md: 5 }}>
              <Paper variant="outlined" sx={{ p: 1.5, bgcolor: 'grey.50' }}>
                <Stack component="ul" spacing={0.8} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                  {text.points.map((point) => (
                    <Box component="li" key={point} sx={{ display: 'flex', gap: 0.6, alignItems: 'flex-start' }}>
                      <CheckCircleIcon color="secondary" fontSize="small" sx={{ mt: '3px' }} />
                      <Typography>{point}</Typography>
                    </Box>
                  ))}
                </Stack>
              </Paper>
            </Grid>
          )}
        </Grid>
        {children}
      </Container>
    </>
  );
}
