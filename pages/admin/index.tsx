import { InfoPage } from '@/components/content/InfoPage';
import { staticTranslations } from '@/lib/i18n-server';

export default function AdminPage() {
  return <InfoPage routeKey="admin" noIndex />;
}

export const getStaticProps = staticTranslations(['pages']);
