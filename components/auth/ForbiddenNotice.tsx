import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'next-i18next/pages';
import type { Role } from '@/lib/auth/roles';

/** What a signed-in user sees on a screen their roles don't open (answered with status 403). */
export function ForbiddenNotice({ requiredRoles }: { requiredRoles: readonly Role[] }) {
  const { t } = useTranslation('common');
  return (
    <Alert severity="warning" variant="outlined" sx={{ mt: 2 }}>
      <AlertTitle>{t('auth.forbiddenTitle')}</AlertTitle>
      {t('auth.forbiddenText', { roles: requiredRoles.map((role) => t(`auth.roles.${role}`)).join(', ') })}
    </Alert>
  );
}
