import { InfoPage } from '@/components/content/InfoPage';
import { staticTranslations } from '@/lib/i18n-server';

export default function RoutesPage() {
  return <InfoPage routeKey="routes" />;
}

export const getStaticProps = staticTranslations(['pages'], ['routes']);
