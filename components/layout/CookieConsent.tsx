import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { RouteLink } from '@/components/common/RouteLink';
import { COOKIE_CONSENT_KEY } from '@/lib/cookie-choice-script';

export type CookieChoice = 'all' | 'necessary';

const listeners = new Set<() => void>();
let sessionChoice: CookieChoice | null = null;

function storedChoice(): CookieChoice | null {
  try {
    const value = window.localStorage.getItem(COOKIE_CONSENT_KEY);
    return value === 'all' || value === 'necessary' ? value : sessionChoice;
  } catch {
    return sessionChoice;
  }
}

function saveChoice(choice: CookieChoice) {
  sessionChoice = choice;
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, choice);
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this page view.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** 'pending' on the server and until hydration is done, then the stored choice (null: none yet). */
function useCookieChoice(): CookieChoice | null | 'pending' {
  return useSyncExternalStore(subscribe, storedChoice, () => 'pending');
}

/**
 * The cookie consent box (SPEC §9: 400 px wide); shown until the visitor chooses, then remembered. It is in the
 * server-rendered page, so a first-time visitor sees it with the page; for a returning visitor the head script of
 * lib/cookie-choice-script.js hides it before the first paint, and hydration removes it.
 */
export function CookieConsent() {
  const { t } = useTranslation('common');
  const choice = useCookieChoice();
  if (choice === 'all' || choice === 'necessary') return null;
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
        <Button variant="outlined" onClick={() => saveChoice('necessary')}>
          {t('cookie.necessaryOnly')}
        </Button>
        <Button variant="contained" onClick={() => saveChoice('all')}>
          {t('cookie.accept')}
        </Button>
      </Stack>
    </Paper>
  );
}
