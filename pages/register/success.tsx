import { InfoPage } from '@/components/content/InfoPage';
import { staticTranslations } from '@/lib/i18n-server';

export default function RegisterSuccessPage() {
  return <InfoPage routeKey="registerSuccess" />;
}

export const getStaticProps = staticTranslations(['pages']);
