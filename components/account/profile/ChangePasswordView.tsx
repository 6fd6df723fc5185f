import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { passwordChangeUrl } from '@/lib/auth/password-change';
import { useLocale } from '@/lib/i18n';

/**
 * change-password: the password lives with the identity provider, so the screen starts the provider's
 * own flow (B2C: the password-reset user flow; the embedded provider: its forgot-password page) for the
 * signed-in address, in a new tab.
 */
export function ChangePasswordView({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const [state, setState] = useState<'idle' | 'opened' | 'blocked'>('idle');
  const url = passwordChangeUrl(email, locale);
  const open = () => {
    try {
      // With noopener the handle is null even when the tab opened, so the link below stays as a fallback.
      window.open(url, '_blank', 'noopener');
      setState('opened');
    } catch {
      setState('blocked');
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="change-password">
      <Typography>{t('password.intro', { email })}</Typography>
      <List dense component="ol" sx={{ listStyle: 'decimal', pl: 2.5 }}>
        {(['one', 'two', 'three'] as const).map((step) => (
          <ListItem key={step} sx={{ display: 'list-item', py: 0.2 }}>
            <ListItemText primary={t(`password.steps.${step}`)} />
          </ListItem>
        ))}
      </List>
      <Button variant="contained" endIcon={<OpenInNewIcon />} onClick={open} data-testid="change-password-start">
        {t('password.start')}
      </Button>
      {state !== 'idle' && (
        <Alert severity={state === 'opened' ? 'info' : 'warning'} sx={{ mt: 1.2 }} role="status">
          {t(state === 'opened' ? 'password.opened' : 'password.blocked')}{' '}
          <Link href={url} target="_blank" rel="noopener noreferrer" data-testid="change-password-link">
            {t('password.direct')}
          </Link>
        </Alert>
      )}
    </Paper>
  );
}
