import { useTranslation } from 'next-i18next/pages';
import { RouteButton } from '@/components/common/RouteLink';

/** The registration success page's way on: the account. */
export function RegisterSuccessAction() {
  const { t } = useTranslation('common');
  return (
    <RouteButton to="dashboard" variant="contained" size="large" sx={{ mt: 2 }}>
      {t('auth.goToAccount')}
    </RouteButton>
  );
}
