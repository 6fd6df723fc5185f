import { InfoPage } from '@/components/content/InfoPage';
import { staticTranslations } from '@/lib/i18n-server';

export default function LoginPage() {
  return <InfoPage routeKey="login" />;
}

export const getStaticProps = staticTranslations(['pages']);
