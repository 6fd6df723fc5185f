import { InfoPage } from '@/components/content/InfoPage';
import { staticTranslations } from '@/lib/i18n-server';

export default function AboutUsPage() {
  return <InfoPage routeKey="aboutUs" />;
}

export const getStaticProps = staticTranslations(['pages'], ['aboutUs']);
