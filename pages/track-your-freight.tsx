import { InfoPage } from '@/components/content/InfoPage';
import { staticTranslations } from '@/lib/i18n-server';

export default function TrackYourFreightPage() {
  return <InfoPage routeKey="trackYourFreight" />;
}

export const getStaticProps = staticTranslations(['pages'], ['trackYourFreight']);
