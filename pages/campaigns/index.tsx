import { InfoPage } from '@/components/content/InfoPage';
import { staticTranslations } from '@/lib/i18n-server';

export default function CampaignsPage() {
  return <InfoPage routeKey="campaigns" />;
}

export const getStaticProps = staticTranslations(['pages'], ['campaigns']);
