import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTranslation } from 'next-i18next/pages';
import { PageBody } from '@/components/content/PageText';
import { usePageText } from '@/components/content/usePageText';
import { NewsletterForm } from './NewsletterForm';
import { NewsletterLinkResult } from './NewsletterLinkResult';

/** The newsletter page's section: the outcome of an emailed link (?confirm= / ?unsubscribe=), the sign-up, and what the newsletter brings. */
export function NewsletterBody() {
  const { t } = useTranslation('contact');
  const text = usePageText('newsletter');
  return (
    <Container sx={{ py: { xs: 2, md: 3 } }}>
      <Box aria-live="polite" sx={{ '&:not(:empty)': { mb: { xs: 2, md: 3 } } }}>
        <NewsletterLinkResult />
      </Box>
      <Grid container spacing={{ xs: 2, md: 3 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Paper variant="outlined" component="section" aria-labelledby="newsletter-form-title" sx={{ p: { xs: 1.5, md: 2 } }}>
            <Typography component="h2" variant="h3" id="newsletter-form-title" sx={{ mb: 1.2 }}>
              {t('newsletter.formTitle')}
            </Typography>
            <NewsletterForm variant="page" />
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <PageBody paragraphs={text.body} />
          {text.points.length > 0 && (
            <Stack component="ul" spacing={0.6} sx={{ listStyle: 'none', m: 0, mt: 1.5, p: 0 }}>
              {text.points.map((point) => (
                <Box component="li" key={point} sx={{ display: 'flex', gap: 0.6, alignItems: 'flex-start' }}>
                  <CheckCircleIcon color="secondary" fontSize="small" sx={{ mt: '3px' }} aria-hidden="true" />
                  <Typography>{point}</Typography>
                </Box>
              ))}
            </Stack>
          )}
        </Grid>
      </Grid>
    </Container>
  );
}
