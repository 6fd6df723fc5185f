import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { RouteLink } from '@/components/common/RouteLink';
import { PageBody } from '@/components/content/PageText';
import { usePageText } from '@/components/content/usePageText';
import { ContactForm } from './ContactForm';

/** The contact page's section: the form, and beside it what happens after sending and the page's introduction. */
export function ContactFormBody() {
  const { t } = useTranslation('contact');
  const { t: tCommon } = useTranslation('common');
  const text = usePageText('contactForm');
  return (
    <Container sx={{ py: { xs: 2, md: 3 } }}>
      <Grid container spacing={{ xs: 2, md: 3 }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <ContactForm />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2}>
            <Paper variant="outlined" sx={{ p: 1.5, bgcolor: 'grey.50' }} component="section" aria-labelledby="contact-next-title">
              <Typography component="h2" variant="h4" id="contact-next-title" sx={{ mb: 0.8 }}>
                {t('aside.title')}
              </Typography>
              <Box component="ol" sx={{ m: 0, pl: 2.2, '& li': { mb: 0.5, lineHeight: 1.7 } }}>
                {(t('aside.steps', { returnObjects: true }) as string[]).map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </Box>
              <Typography variant="body2" sx={{ mt: 1 }}>
                {t('aside.urgent')}{' '}
                <RouteLink to="trackYourFreight" sx={{ fontWeight: 700 }}>
                  {tCommon('nav.trackYourFreight')}
                </RouteLink>
              </Typography>
            </Paper>
            <PageBody paragraphs={text.body} />
          </Stack>
        </Grid>
      </Grid>
    </Container>
  );
}
