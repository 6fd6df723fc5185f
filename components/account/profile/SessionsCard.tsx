import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { toast } from '@/lib/client/toast';
import { api, failureMessage } from '@/lib/client/api';
import { browserLabel } from '@/lib/domain/browser-label';
import { formatInstant } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import type { AccountSession } from '@/lib/schemas/session';

/**
 * [T1] Where the user is signed in: each live browser session with its browser, last activity and start; any but
 * this browser's can be signed out, or all of them at once. Ending one works at once: its cookie opens nothing more.
 */
export function SessionsCard({ sessions: initial }: { sessions: AccountSession[] }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const [sessions, setSessions] = useState(initial);
  const [busy, setBusy] = useState<string | null>(null);
  const others = sessions.filter((session) => !session.current);

  const run = async (key: string, call: () => Promise<string>, keep: (session: AccountSession) => boolean) => {
    setBusy(key);
    try {
      toast.success(await call(), { toastId: `sessions-${key}` });
      setSessions((current) => current.filter(keep));
    } catch (error) {
      toast.error(failureMessage(error, t('profile.sessions.failed')), { toastId: `sessions-failed-${key}` });
    } finally {
      setBusy(null);
    }
  };
  const endOne = (session: AccountSession) =>
    run(
      session.id,
      async () => {
        await api.post('Account/EndSession', { id: session.id }, { locale });
        return t('profile.sessions.ended');
      },
      (kept) => kept.id !== session.id,
    );
  const endOthers = () =>
    run(
      'others',
      async () => {
        const { ended } = await api.post('Account/EndOtherSessions', {}, { locale });
        return t('profile.sessions.endedOthers', { count: ended });
      },
      (kept) => kept.current,
    );

  const name = (session: AccountSession) => {
    const { browser, system } = browserLabel(session.userAgent);
    return [browser ?? t('profile.sessions.unknownBrowser'), system].filter(Boolean).join(' · ');
  };

  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="profile-sessions">
      <Typography component="h2" variant="h3" sx={{ mb: 0.5 }}>
        {t('profile.sessions.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('profile.sessions.intro')}
      </Typography>
      <List disablePadding>
        {sessions.map((session) => (
          <ListItem key={session.id} divider disableGutters data-testid="profile-session" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
            <ListItemText
              primary={name(session)}
              secondary={t('profile.sessions.times', { lastActive: formatInstant(session.lastSeenAt, locale), started: formatInstant(session.createdAt, locale) })}
              sx={{ flex: '1 1 16rem' }}
            />
            {session.current ? (
              <Chip size="small" color="primary" label={t('profile.sessions.current')} />
            ) : (
              <Button size="small" onClick={() => endOne(session)} disabled={busy !== null} aria-label={t('profile.sessions.endNamed', { name: name(session) })}>
                {t('profile.sessions.end')}
              </Button>
            )}
          </ListItem>
        ))}
      </List>
      <Stack direction="row" sx={{ mt: 1.5, alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        {others.length > 0 ? (
          <Button variant="outlined" color="error" onClick={endOthers} disabled={busy !== null} data-testid="profile-sessions-end-others">
            {t('profile.sessions.endOthers')}
          </Button>
        ) : (
          <Typography color="text.secondary">{t('profile.sessions.noOthers')}</Typography>
        )}
      </Stack>
    </Paper>
  );
}
