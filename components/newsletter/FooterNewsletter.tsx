import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { NewsletterForm } from './NewsletterForm';

/**
 * The footer's compact newsletter sign-up (every page): a light card on the dark footer. The server renders the form;
 * it is part of the footer's island (components/layout/SiteFooter.tsx), whose code arrives when the visitor turns to
 * it, and what was typed meanwhile is handed over.
 */
export function FooterNewsletter() {
  const { t } = useTranslation('common');
  return (
    <Paper component="section" aria-labelledby="footer-newsletter-title" sx={{ mt: 1.5, p: 1.2, maxWidth: 380, color: 'text.primary' }} data-testid="footer-newsletter">
      <Typography component="h2" variant="subtitle1" id="footer-newsletter-title" sx={{ fontWeight: 800 }}>
        {t('newsletterBox.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.8 }}>
        {t('newsletterBox.text')}
      </Typography>
      <NewsletterForm variant="footer" />
    </Paper>
  );
}
