import { InfoPage } from '@/components/content/InfoPage';
import { staticTranslations } from '@/lib/i18n-server';

export default function FreightSearchPage() {
  return <InfoPage routeKey="freightSearch" />;
}

export const getStaticProps = staticTranslations(['pages'], ['freightSearch']);
