import { RouteButton } from '@/components/common/RouteLink';
import { InfoPage } from '@/components/content/InfoPage';
import { staticTranslations } from '@/lib/i18n-server';
import { useTranslation } from 'next-i18next/pages';

export default function RegisterSuccessPage() {
  const { t } = useTranslation('common');
  return (
    <InfoPage routeKey="registerSuccess">
      <RouteButton to="dashboard" variant="contained" size="large" sx={{ mt: 2 }}>
        {t('auth.goToAccount')}
      </RouteButton>
    </InfoPage>
  );
}

export const getStaticProps = staticTranslations(['pages'], ['registerSuccess']);
