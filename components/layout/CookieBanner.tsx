import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { RouteLink } from '@/components/common/RouteLink';
import { COOKIE_CHOICE_BUTTON } from '@/lib/cookie-choice-script';
import { saveChoice } from './cookie-choice';

/** The cookie consent box (400 px wide), shown by components/layout/CookieConsent.tsx. */
export function CookieBanner() {
  const { t } = useTranslation('common');
  return (
    <Paper
      data-cookie-banner
      role="dialog"
      aria-label={t('cookie.label')}
      aria-live="polite"
      elevation={8}
      sx={{
        position: 'fixed',
        left: { xs: 8, sm: 16 },
        bottom: { xs: 8, sm: 16 },
        width: (theme) => theme.layout.cookieConsentWidth,
        maxWidth: 'calc(100vw - 16px)',
        p: 1.2,
        zIndex: (theme) => theme.zIndex.snackbar,
      }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 800 }}>
        {t('cookie.title')}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.4 }}>
        {t('cookie.text')}{' '}
        <RouteLink to="legalDocuments" underline="always">
          {t('cookie.policy')}
        </RouteLink>
      </Typography>
      <Stack direction="row" spacing={0.6} sx={{ mt: 1, justifyContent: 'flex-end' }}>
        <Button variant="outlined" onClick={() => saveChoice('necessary')} {...{ [COOKIE_CHOICE_BUTTON]: 'necessary' }}>
          {t('cookie.necessaryOnly')}
        </Button>
        <Button variant="contained" onClick={() => saveChoice('all')} {...{ [COOKIE_CHOICE_BUTTON]: 'all' }}>
          {t('cookie.accept')}
        </Button>
      </Stack>
    </Paper>
  );
}
