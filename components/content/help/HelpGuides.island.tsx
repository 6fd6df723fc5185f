import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { RouteButton } from '@/components/common/RouteLink';
import { Markdown } from '@/components/content/Markdown';
import type { RouteKey } from '@/lib/routes';
import type { HelpGuide } from '@/lib/server/content/load-help-guides';

/** Where each guide's task is done in the product (by the guide's English slug, helpGuideCodes). */
const guideTargets: Record<string, RouteKey> = {
  'how-to-search': 'freightSearch',
  'how-to-book': 'requests',
  'how-to-pay': 'reservations',
  'how-to-track': 'trackYourFreight',
};

/** /help's contents (links to the guides' anchors), the guides with their steps and a link to do it, and the ways to more help. */
export function HelpGuides({ guides }: { guides: HelpGuide[] }) {
  const { t } = useTranslation('content');
  return (
    <Container sx={{ py: { xs: 2, md: 3 } }}>
      <Box component="nav" aria-labelledby="help-contents">
        <Typography variant="h2" id="help-contents" sx={{ fontSize: '1.3rem', mb: 1 }}>
          {t('help.contents')}
        </Typography>
        <Grid container spacing={1} component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {guides.map((guide, index) => (
            <Grid key={guide.slug} component="li" size={{ xs: 12, sm: 6, md: 3 }}>
              <Paper component="a" href={`#${guide.slug}`} variant="outlined" sx={{ display: 'block', height: '100%', p: 1.2, textDecoration: 'none', color: 'inherit', '&:hover, &:focus-visible': { borderColor: 'primary.main', bgcolor: 'grey.50' } }}>
                <Typography component="span" sx={{ display: 'block', color: 'primary.main', fontWeight: 800 }}>
                  {t('help.step', { number: index + 1 })}
                </Typography>
                <Typography component="span" sx={{ display: 'block', fontWeight: 700, mt: 0.3 }}>
                  {guide.title}
                </Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Box>
      {guides.map((guide) => {
        const target = guideTargets[guide.code];
        return (
          <Box component="section" key={guide.slug} id={guide.slug} aria-labelledby={`${guide.slug}-title`} data-testid="help-guide" sx={{ mt: { xs: 2.5, md: 3.5 }, scrollMarginTop: (theme) => theme.layout.headerHeight + 16 }}>
            <Typography variant="h2" id={`${guide.slug}-title`} sx={{ fontSize: { xs: '1.45rem', md: '1.7rem' } }}>
              {guide.title}
            </Typography>
            {guide.summary && (
              <Typography sx={{ mt: 0.5, fontSize: '1.1rem', color: 'text.secondary', maxWidth: 760 }}>{guide.summary}</Typography>
            )}
            <Markdown html={guide.html} sx={{ mt: 1.2, maxWidth: 820, '& ol > li::marker': { fontWeight: 800, color: 'primary.main' } }} />
            {target && (
              <RouteButton to={target} variant="contained" sx={{ mt: 1.5 }}>
                {t(`help.actions.${guide.code}`)}
              </RouteButton>
            )}
          </Box>
        );
      })}
      <Paper variant="outlined" sx={{ mt: { xs: 2.5, md: 3.5 }, p: { xs: 1.5, md: 2 }, bgcolor: 'grey.50', display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="h2" sx={{ fontSize: '1.3rem' }}>
            {t('help.moreTitle')}
          </Typography>
          <Typography sx={{ mt: 0.4 }}>{t('help.moreText')}</Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 0.8, flexWrap: 'wrap' }}>
          <RouteButton to="faq" variant="outlined">
            {t('help.faqLink')}
          </RouteButton>
          <RouteButton to="contactForm" variant="contained">
            {t('help.contactLink')}
          </RouteButton>
        </Box>
      </Paper>
    </Container>
  );
}
