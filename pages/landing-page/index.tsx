import { InfoPage } from '@/components/content/InfoPage';
import { staticTranslations } from '@/lib/i18n-server';

export default function LandingPagePage() {
  return <InfoPage routeKey="landingPage" />;
}

export const getStaticProps = staticTranslations(['pages'], ['landingPage']);
