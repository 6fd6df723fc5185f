import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'next-i18next/pages';
import { formatInstant } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import type { InvitationAnswer } from '@/lib/schemas/company';

/** The invitation page's word on its link: who invites, as what, to which (masked) address until when; or that the link is spent. */
export function InvitationNotice({ invitation, invalid }: { invitation: InvitationAnswer | null; invalid: boolean }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  if (invitation) {
    const date = formatInstant(invitation.expiresAt, locale);
    return (
      <Alert severity="info" sx={{ mb: 1.2 }} data-testid="invitation-notice">
        <AlertTitle sx={{ fontWeight: 800 }}>{t('auth.invitation.title', { company: invitation.companyName, role: t(`auth.roles.${invitation.role}`) })}</AlertTitle>
        {t('auth.invitation.body', { email: invitation.email, date })}
      </Alert>
    );
  }
  if (!invalid) return null;
  return (
    <Alert severity="warning" sx={{ mb: 1.2 }} data-testid="invitation-invalid">
      {t('auth.invitation.invalid')}
    </Alert>
  );
}
