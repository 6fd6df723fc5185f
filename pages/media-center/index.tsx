import { InfoPage } from '@/components/content/InfoPage';
import { staticTranslations } from '@/lib/i18n-server';

export default function MediaCenterPage() {
  return <InfoPage routeKey="mediaCenter" />;
}

export const getStaticProps = staticTranslations(['pages'], ['mediaCenter']);
