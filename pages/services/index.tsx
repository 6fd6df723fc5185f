import { InfoPage } from '@/components/content/InfoPage';
import { staticTranslations } from '@/lib/i18n-server';

export default function ServicesPage() {
  return <InfoPage routeKey="services" />;
}

export const getStaticProps = staticTranslations(['pages'], ['services']);
