import Button from '@mui/material/Button';
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
import { formatInstant } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import type { CompanyInvitation } from '@/lib/schemas/company';

/**
 * [T1] The company's open invitations: each with its role and expiry, sent again (a new link, the old one stops
 * working; the mail in the page's language) or withdrawn (its link stops working at once).
 */
export function OpenInvitations({ invitations, onChanged }: { invitations: CompanyInvitation[]; onChanged: () => Promise<void> }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const [busy, setBusy] = useState<number | null>(null);

  const act = async (invitation: CompanyInvitation, call: () => Promise<string>) => {
    setBusy(invitation.id);
    try {
      toast.success(await call(), { toastId: `invitation-${invitation.id}` });
      await onChanged();
    } catch (error) {
      toast.error(failureMessage(error, t('users.failed')), { toastId: `invitation-failed-${invitation.id}` });
    } finally {
      setBusy(null);
    }
  };
  const resend = (invitation: CompanyInvitation) =>
    act(invitation, async () => {
      await api.post('Company/InviteUser', { email: invitation.email, role: invitation.role, language: locale }, { locale });
      return t('users.dialog.resent', { email: invitation.email });
    });
  const revoke = (invitation: CompanyInvitation) =>
    act(invitation, async () => {
      await api.post('Company/RevokeInvitation', { invitationId: invitation.id }, { locale });
      return t('users.invitation.revoked', { email: invitation.email });
    });

  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Typography component="h2" variant="h4">
        {t('users.invitations')}
      </Typography>
      {invitations.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('users.noInvitations')}
        </Typography>
      ) : (
        <List dense data-testid="users-invitations">
          {invitations.map((invitation) => (
            <ListItem key={invitation.id} disableGutters divider sx={{ flexWrap: 'wrap', columnGap: 1 }}>
              <ListItemText
                primary={invitation.email}
                secondary={`${t('users.invitedAs', { role: t(`users.roles.${invitation.role}`) })} · ${t('users.expires', { date: formatInstant(invitation.expiresAt, locale) })}`}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
              <Stack direction="row" spacing={0.5}>
                <Button size="small" disabled={busy !== null} onClick={() => resend(invitation)} aria-label={t('users.invitation.resendNamed', { email: invitation.email })}>
                  {t('users.invitation.resend')}
                </Button>
                <Button size="small" color="error" disabled={busy !== null} onClick={() => revoke(invitation)} aria-label={t('users.invitation.revokeNamed', { email: invitation.email })}>
                  {t('users.invitation.revoke')}
                </Button>
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
