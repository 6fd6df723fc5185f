import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { RouteLink } from '@/components/common/RouteLink';
import { useNearViewport } from '@/components/islands';

/** The form's height in the footer, kept by its placeholder so nothing moves when it arrives. */
const FORM_MIN_HEIGHT = 158;

/** The form and its MUI inputs arrive when the footer comes near the screen: they weigh on no page's first load. */
const NewsletterForm = dynamic(() => import('./NewsletterForm').then((module) => module.NewsletterForm), {
  ssr: false,
  loading: () => <Box sx={{ minHeight: FORM_MIN_HEIGHT }} />,
});

/** The footer's compact newsletter sign-up (every page): a light card on the dark footer. */
export function FooterNewsletter() {
  const { t } = useTranslation('common');
  const [placeholder, near] = useNearViewport<HTMLDivElement>();
  return (
    <Paper component="section" aria-labelledby="footer-newsletter-title" sx={{ mt: 1.5, p: 1.2, maxWidth: 380, color: 'text.primary' }} data-testid="footer-newsletter">
      <Typography component="h2" variant="subtitle1" id="footer-newsletter-title" sx={{ fontWeight: 800 }}>
        {t('newsletterBox.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.8 }}>
        {t('newsletterBox.text')}
      </Typography>
      {near ? (
        <NewsletterForm variant="footer" />
      ) : (
        // Before the form arrives (and without script): the newsletter page has the same form.
        <Box ref={placeholder} sx={{ minHeight: FORM_MIN_HEIGHT }}>
          <RouteLink to="newsletter" variant="body2">
            {t('newsletterBox.submit')}
          </RouteLink>
        </Box>
      )}
    </Paper>
  );
}
